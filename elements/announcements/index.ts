/**
 * The public surface of `<dkp-announcements>` for a React host (the portal renders these
 * components in its own DOM; `register.ts` defines the custom element). Importing it adds
 * the element's styles to the document, as the host renders without a shadow root.
 */
import './announcements.css';

export { Announcements, type AnnouncementsProps } from './Announcements.tsx';
export { AnnouncementDetail, announcementDetailWidth, type AnnouncementDetailProps, type AnnouncementDetailWidth } from './AnnouncementDetail.tsx';
export { PriorityTag, priorityLabel } from './PriorityTag.tsx';
export { handleOf, useAnnouncementOpener } from './use-announcement-opener.ts';
export { announcementsElement } from './announcements.element.ts';
