/** Paths and routes of the portal that elements share (sign-in redirects, menu routes, search page). */
export { HOME_PATH, menuRoutes, routableMenu, visibleMenu, isExternalItem, externalHref, type MenuRoute } from './menu-routes.ts';
export { LOGIN_PATH, loginPathFor, safeRedirect } from './login-redirect.ts';
export { menuTarget, findMenuItem, type MenuTarget } from './menu-target.ts';
export { SEARCH_MODE, searchResultsPath, readSearchQuery, readSearchQueryOf, type SearchPageQuery } from './search-page.ts';
