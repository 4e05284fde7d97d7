import { defineElement } from '../define/define-element.tsx';
import { NoticeBell } from './NoticeBell.tsx';
import announcementCss from '../announcements/announcements.css?inline';
import css from './notice-bell.css?inline';
import { noticeBellElement } from './notice-bell.element.ts';

/** The `<dkp-notice-bell>` class, registered on import. */
export const NoticeBellElement = defineElement(noticeBellElement, NoticeBell, [css, announcementCss]);

declare global {
  interface HTMLElementTagNameMap {
    'dkp-notice-bell': HTMLElement & { apiBase: string | null; locale: string | null; token: string | null; placement: string; detailWidth: number | undefined; recentDays: number | undefined };
  }
}
