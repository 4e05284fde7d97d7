/**
 * The subscriptions module as the rest of the server sees it: other modules, server/app.ts, benches and
 * tests import it from here only, never a file inside it (.dependency-cruiser.mjs).
 */
export * from './delivery.ts';
export * from './mailer.ts';
export * from './report-files.ts';
export * from './routes.ts';
