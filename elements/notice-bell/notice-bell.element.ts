import type { ElementDefinition } from '../define/element-definition.ts';
import type { NoticeBellProps } from './NoticeBell.tsx';

/** `<dkp-notice-bell>`: the header notices of portal-shell §2.6 and §4. */
export const noticeBellElement = {
  tag: 'dkp-notice-bell',
  className: 'DkpNoticeBell',
  summary: "The user's notices: a bell with the unread count and a popover with the tabs all and unread.",
  description:
    'Mark read (one, or every unread notice of the active tab), remove, and open: an announcement shows in the announcement detail dialog of `<dkp-announcements>`, ' +
    'a notice about a report or module emits `dkp-notice-open` when the user may open it. Reloads on every realtime push.',
  attributes: [
    { name: 'placement', property: 'placement', type: 'string', description: "Where the popover opens against the bell (Shoelace placements, e.g. 'bottom-end').", default: 'bottom-end' },
    {
      name: 'detail-width', property: 'detailWidth', type: 'number',
      description: 'Width in pixels of the detail dialog: `600` or `1200` (the wide variant, portal-shell §2.6); any other value gives 600. Both have the fullscreen switch.',
      default: '600',
    },
    {
      name: 'recent-days', property: 'recentDays', type: 'number',
      description: 'Only the notices created in the last N × 24 hours, e.g. `3` (portal-shell §2.6 "the last three days of notices"); the badge, the title and the unread tab count those only. A whole number from 1 to 365; absent, or a value that does not read as one, shows all notices.',
    },
  ],
  events: [
    { name: 'dkp-notice-read', description: 'Notices were marked read. `detail.ids`.' },
    { name: 'dkp-notice-removed', description: 'The user removed a notice. `detail.id`.' },
    { name: 'dkp-announcement-handle', description: "'Go handle' in an announcement opened from the bell, as `<dkp-announcements>` emits it. `detail.id`, `openType`, `openPage`, `busId`." },
    { name: 'dkp-notice-open', description: 'The user opened a notice that leads to a page they may see. `detail.id`, `type`, `relationId`, `target` (`{kind: "route", path}` or `{kind: "external", href}`).' },
  ],
  cssParts: [
    { name: 'bell', description: 'The bell button.' },
    { name: 'badge', description: 'The unread count on the bell.' },
    { name: 'panel', description: 'The popover: title, tabs and lists.' },
    { name: 'item', description: 'One notice in a list.' },
    { name: 'dot', description: 'The mark of an unread notice.' },
    { name: 'detail', description: 'The detail dialog showing an announcement.' },
  ],
  cssProperties: [
    { name: '--dkp-notice-panel-width', description: 'Width of the popover.', default: '340px' },
    { name: '--dkp-notice-list-height', description: 'Greatest height of a list before it scrolls.', default: '360px' },
  ],
} as const satisfies ElementDefinition<NoticeBellProps>;
