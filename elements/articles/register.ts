import { defineElement } from '../define/define-element.tsx';
import { Articles } from './Articles.tsx';
import css from './articles.css?inline';
import { articlesElement } from './articles.element.ts';

/** The `<dkp-articles>` class, registered on import. */
export const ArticlesElement = defineElement(articlesElement, Articles, [css]);

declare global {
  interface HTMLElementTagNameMap {
    'dkp-articles': HTMLElement & { apiBase: string | null; locale: string | null; token: string | null; channel: string | null; limit: number | null; linkBase: string | null };
  }
}
