/**
 * The reports module as the rest of the server sees it: other modules, server/app.ts, benches and
 * tests import it from here only, never a file inside it (.dependency-cruiser.mjs).
 */
export * from './download-route.ts';
export * from './exports/cjk-font.ts';
export * from './exports/export-input.ts';
export * from './exports/render-download.ts';
export * from './exports/report-picture.ts';
export * from './report-server.ts';
export * from './report-service.ts';
export * from './report-sql.ts';
export * from './routes.ts';
export * from './viewer-page.ts';
export * from './warm-up.ts';
