import type { ElementDefinition } from '../define/element-definition.ts';
import type { AnnouncementsProps } from './Announcements.tsx';

/** `<dkp-announcements>`: the user's unread announcements (portal-shell §2.6). */
export const announcementsElement = {
  tag: 'dkp-announcements',
  className: 'DkpAnnouncements',
  summary: "The signed-in user's unread announcements and system messages in two tabs, with their details.",
  description:
    'Each item shows title, create time and priority (general, important, urgent). Opening one marks it read and shows it in a ' +
    "'notice message' dialog; the lists reload on every realtime push. Signed out, it offers sign-in.",
  attributes: [
    { name: 'compact', property: 'compact', type: 'boolean', description: 'With `compact="true"`: a megaphone button with the unread count that opens the lists in a popover, for a top bar.', default: 'false' },
  ],
  events: [
    { name: 'dkp-announcements-more', description: "'View more' was clicked: show all the user's announcements. `detail.category`: '1' announcements or '2' system messages (the tab shown)." },
    { name: 'dkp-announcement-handle', description: "'Go handle' (openType url) or the opening of a component announcement: open `detail.openPage` (with `detail.busId` for a component). `detail`: `{id, openType, openPage, busId}`." },
  ],
  cssParts: [
    { name: 'panel', description: 'The tabs, lists and "view more".' },
    { name: 'list', description: "A tab's list." },
    { name: 'item', description: 'One announcement in a list (a button).' },
    { name: 'priority', description: "An item's priority tag." },
    { name: 'more', description: "The 'view more' button." },
    { name: 'trigger', description: 'The megaphone button (compact form).' },
    { name: 'popover', description: 'The popover holding the panel (compact form).' },
    { name: 'detail', description: "The 'notice message' dialog." },
    { name: 'content', description: "The announcement's HTML content in the dialog." },
    { name: 'prompt', description: 'The sign-in offer shown without a session.' },
  ],
} as const satisfies ElementDefinition<AnnouncementsProps>;
