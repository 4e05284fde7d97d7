/** Shared state of elements and portal (architecture §6): one copy per page. */
export { STORAGE_PREFIX, storageKey } from './storage-key.ts';
export { $locale, chooseLocale } from './locale.ts';
export {
  $session,
  DEFAULT_TENANT_ID,
  isSessionLive,
  startSession,
  renewSession,
  updateUserInfo,
  keepDepartment,
  isDepartmentStale,
  DEPART_TTL_MS,
  endSession,
  type Session,
} from './session.ts';
export { $permissions, loadPermissions, refreshPermissions, resetPermissions, type PermissionsState } from './permissions.ts';
export { $dictCache, DICT_CACHE_TTL_MS, cacheDictItems, cachedDictItems, clearDictCache, type DictCache } from './dict-cache.ts';
export { $authFault } from './auth-fault.ts';
export { $rememberedTenant, $tenantChoice, offerTenantChoice } from './tenant-choice.ts';
export { $settings, $fullscreen, DEFAULT_SETTINGS, THEME_PRESETS, changeSetting, type Settings, type ThemePreset } from './settings.ts';
export { $readMarks, noteReadMark, type ReadMark, type ReadMarkSource } from './read-marks.ts';
export { $tabs, $tabRefresh, visitTab, closeTabs, refreshTab, resetTabs, type TabClose } from './tabs.ts';
export { $topMenuId, chooseTopMenu } from './top-menu.ts';
export { $personalize, loadPersonalize } from './personalize.ts';
export { $brand, type Brand } from './brand.ts';
export { $userIp, firstIp } from './user-ip.ts';
