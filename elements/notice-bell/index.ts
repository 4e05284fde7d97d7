/**
 * The public surface of `<dkp-notice-bell>` for a React host (the portal's header renders the
 * component itself; `register.ts` defines the custom element). Importing it adds the bell's
 * styles, and those of the announcement detail it opens, to the document.
 */
import './notice-bell.css';
import '../announcements/announcements.css';

export { NoticeBell, type NoticeBellProps } from './NoticeBell.tsx';
export { noticeBellElement } from './notice-bell.element.ts';
