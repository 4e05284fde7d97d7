/**
 * The public surface of `<dkp-comments>` for a React host (the portal renders the component
 * itself; `register.ts` defines the custom element). Importing it adds the element's styles to
 * the document, as the host renders without a shadow root.
 */
import './comments.css';

export { Comments, type CommentsProps } from './Comments.tsx';
export { commentsElement } from './comments.element.ts';
