/**
 * Folders with permissions (issue 24: 知识库 and 公共资源) as the rest of the server sees it:
 * other modules, server/app.ts and tests import it from here only (.dependency-cruiser.mjs).
 */
export { folderRoutes } from './routes.ts';
