/**
 * The public surface of `<dkp-articles>` for a React host (the portal renders the component
 * itself; `register.ts` defines the custom element). Importing it adds the element's styles to
 * the document, as the host renders without a shadow root.
 */
import './articles.css';

export { Articles, type ArticlesProps } from './Articles.tsx';
export { articlesElement } from './articles.element.ts';
