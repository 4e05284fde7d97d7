import { defineElement } from '../define/define-element.tsx';
import favouriteStarCss from '../favourites/favourite-star.css?inline';
import { Report } from './Report.tsx';
import css from './report.css?inline';
import { reportElement } from './report.element.ts';

/** The `<dkp-report>` class, registered on import. */
export const ReportElement = defineElement(reportElement, Report, [css, favouriteStarCss]);

declare global {
  interface HTMLElementTagNameMap {
    'dkp-report': HTMLElement & { apiBase: string | null; locale: string | null; token: string | null; path: string };
  }
}
