import { defineElement } from '../define/define-element.tsx';
import { Comments } from './Comments.tsx';
import css from './comments.css?inline';
import { commentsElement } from './comments.element.ts';

/** The `<dkp-comments>` class, registered on import. */
export const CommentsElement = defineElement(commentsElement, Comments, [css]);

declare global {
  interface HTMLElementTagNameMap {
    'dkp-comments': HTMLElement & { apiBase: string | null; locale: string | null; token: string | null; pageKey: string | null };
  }
}
