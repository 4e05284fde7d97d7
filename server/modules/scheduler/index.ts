/**
 * The scheduler module as the rest of the server sees it: other modules, server/app.ts, benches and
 * tests import it from here only, never a file inside it (.dependency-cruiser.mjs).
 */
export * from './fire-interval.ts';
export * from './fire-times.ts';
export * from './job-kinds.ts';
export * from './routes.ts';
export * from './scheduler.ts';
