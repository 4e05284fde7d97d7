/**
 * The content module (issue 24: the knowledge half's engine) as the rest of the server sees it:
 * other modules, server/app.ts, benches and tests import it from here only (.dependency-cruiser.mjs).
 */
export * from './routes.ts';
export { countArticleHits, folderArticles, readerSees, searchArticles, type ArticleHit, type ArticleSearcher } from './article-repository.ts';
export { attachedToReadableArticle } from './article-attachments.ts';
