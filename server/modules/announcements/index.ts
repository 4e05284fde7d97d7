/**
 * The announcements module as the rest of the server sees it: other modules, server/app.ts, benches and
 * tests import it from here only, never a file inside it (.dependency-cruiser.mjs).
 */
export * from './announcement-start-repository.ts';
export * from './routes.ts';
