/** Calls and field rules of the administration screens. */
export { chatLoginCallbackUrl, fetchChatLoginConfig, saveChatLoginConfig } from './chat-login-config.ts';
export { fetchFireInterval, saveFireInterval } from './fire-interval.ts';
export { chatConfigErrors, type ChatConfigForm, type ChatConfigField } from './chat-config-rules.ts';
export { fetchTenantUsers, tenantUserChoices } from './announcements.ts';
export {
  EMPTY_ANNOUNCEMENT_FORM, ANNOUNCEMENT_FORM_MAPPING, announcementFormErrors, announcementFormOf, announcementInputOf, fromLocalInput, toLocalInput,
  type AnnouncementForm, type AnnouncementFormField,
} from './announcement-form.ts';
export {
  $departTree, $roleOptions, USER_STATUS, fetchDepartTree, fetchPositionOptions, fetchRecycleBin, fetchRoleOptions, fetchTenantOptions, flattenDepartTree,
  cancelDeparture, createRecycleBinStore, markUserDeparted, purgeUsers, restoreUsers, setUserPassword, setUsersStatus,
  type PositionOption, type RoleOption, type TenantOption, type UserAdminRecord,
} from './users.ts';
