import { get } from '../api/methods.ts';
import { callAction } from '../kit/action.ts';
import { releaseAnnouncementAction, revokeAnnouncementAction } from '../resources/announcement-actions.ts';
import { USER_LIST_MAX_PAGE, type UserListPage } from '../schemas/user-list.ts';

// List, add, edit and delete go through the kit's data provider of `announcementResource`.

/** Releases a draft or revoked announcement to its audience (`doReleaseData`). */
export function releaseAnnouncement(id: string): Promise<null> {
  return callAction(releaseAnnouncementAction, { id });
}

/** Revokes a released announcement (`doReovkeData`, spelled as documented). */
export function revokeAnnouncement(id: string): Promise<null> {
  return callAction(revokeAnnouncementAction, { id });
}

/** The tenant's users for the audience picker, one page of the largest size (`system:user:list`). */
export function fetchTenantUsers(): Promise<UserListPage> {
  return get<UserListPage>('/sys/user/list', { pageNo: 1, pageSize: USER_LIST_MAX_PAGE });
}
