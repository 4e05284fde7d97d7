import { defineElement } from '../define/define-element.tsx';
import { Announcements } from './Announcements.tsx';
import css from './announcements.css?inline';
import { announcementsElement } from './announcements.element.ts';

/** The `<dkp-announcements>` class, registered on import. */
export const AnnouncementsElement = defineElement(announcementsElement, Announcements, [css]);

declare global {
  interface HTMLElementTagNameMap {
    'dkp-announcements': HTMLElement & { apiBase: string | null; locale: string | null; token: string | null; compact: boolean };
  }
}
