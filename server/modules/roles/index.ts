/**
 * The roles module as the rest of the server sees it: other modules, server/app.ts, benches and
 * tests import it from here only, never a file inside it (.dependency-cruiser.mjs).
 */
export * from './routes.ts';
export * from './role-repository.ts';
