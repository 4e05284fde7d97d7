import { del, get, post, put } from '../api/methods.ts';
import type { AnnouncementAdmin, AnnouncementAdminPage, AnnouncementAdminQuery, AnnouncementEdit, AnnouncementInput } from '../schemas/announcement.ts';
import { USER_LIST_MAX_PAGE, type UserListPage } from '../schemas/user-list.ts';

const BASE = '/sys/annountCement';

/** What the administration list asks for; optional filters left out are not sent. */
export type AnnouncementListQuery = Omit<AnnouncementAdminQuery, '_t'>;

/** A page of the tenant's announcements (`GET /sys/annountCement/list`, `system:announcement:list`). */
export function fetchAnnouncements(query: AnnouncementListQuery): Promise<AnnouncementAdminPage> {
  return get<AnnouncementAdminPage>(`${BASE}/list`, { ...query, titile: query.titile || undefined });
}

/** Stores a new draft and answers it (`POST /sys/annountCement/add`). */
export function addAnnouncement(input: AnnouncementInput): Promise<AnnouncementAdmin> {
  return post<AnnouncementAdmin>(`${BASE}/add`, input);
}

/** Changes a draft or a revoked announcement (`PUT /sys/annountCement/edit`); a released one is refused. */
export function editAnnouncement(edit: AnnouncementEdit): Promise<AnnouncementAdmin> {
  return put<AnnouncementAdmin>(`${BASE}/edit`, edit);
}

/** Deletes an announcement; a released one also leaves its audience's lists. */
export function deleteAnnouncement(id: string): Promise<null> {
  return del<null>(`${BASE}/delete`, { id });
}

/** Releases a draft or revoked announcement to its audience (`doReleaseData`). */
export function releaseAnnouncement(id: string): Promise<null> {
  return get<null>(`${BASE}/doReleaseData`, { id });
}

/** Revokes a released announcement (`doReovkeData`, spelled as documented). */
export function revokeAnnouncement(id: string): Promise<null> {
  return get<null>(`${BASE}/doReovkeData`, { id });
}

/** The tenant's users for the audience picker, one page of the largest size (`system:user:list`). */
export function fetchTenantUsers(): Promise<UserListPage> {
  return get<UserListPage>('/sys/user/list', { pageNo: 1, pageSize: USER_LIST_MAX_PAGE });
}
