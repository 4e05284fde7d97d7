import { get } from '../api/methods.ts';
import { USER_LIST_MAX_PAGE, type UserListPage } from '../schemas/user-list.ts';

// List, add, edit and delete go through the kit's data provider of `announcementResource`;
// release and revoke are its kit actions (shared/resources/announcement-actions.ts), which the list offers on each row.

/** The tenant's users for the audience picker, one page of the largest size (`system:user:list`). */
export function fetchTenantUsers(): Promise<UserListPage> {
  return get<UserListPage>('/sys/user/list', { pageNo: 1, pageSize: USER_LIST_MAX_PAGE });
}

/** The tenant's users as choices of the audience picker: 'name (account)', or the account alone. */
export const tenantUserChoices = async (): Promise<{ value: string; label: string }[]> => (await fetchTenantUsers()).records
  .map((user) => ({ value: user.id, label: user.realname ? `${user.realname} (${user.username})` : user.username }));
