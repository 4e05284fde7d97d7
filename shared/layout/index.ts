/** Pure logic of the main layout (portal-shell §2.4, §4, §9): tabs, top menu, breadcrumbs, titles. */
export * from './constants.ts';
export { topMenuWidth, fittingCount, topEntryNavigates } from './top-menu.ts';
export { menuPathMatches, menuTrail } from './menu-match.ts';
export { breadcrumbs, portalPageCrumbs, type Breadcrumb } from './breadcrumbs.ts';
export { documentTitle } from './page-title.ts';
export { sideMenuEntries, branchPages } from './side-menu.ts';
export {
  TAB_ACTIONS,
  openTab,
  tabSlot,
  closeTab,
  closeLeft,
  closeRight,
  closeOthers,
  nextActivePath,
  type Tab,
  type TabAction,
  type CloseOutcome,
  type CloseResult,
} from './tab-list.ts';
