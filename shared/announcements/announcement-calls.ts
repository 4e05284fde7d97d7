import { get, put } from '../api/methods.ts';
import type { Announcement, AnnouncementCategory, AnnouncementListByUser, AnnouncementPage } from '../schemas/announcement.ts';

/** The caller's unread announcements and system messages, `pageSize` of each (`GET /sys/annountCement/listByUser`). */
export function fetchUnreadAnnouncements(pageSize?: number): Promise<AnnouncementListByUser> {
  return get<AnnouncementListByUser>('/sys/annountCement/listByUser', { pageSize });
}

/** Marks announcement `anntId` read for the caller (`PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId`). */
export function markAnnouncementRead(anntId: string): Promise<null> {
  return put<null>('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId });
}

/** One announcement the caller may see (`GET /sys/annountCement/queryById`). */
export function fetchAnnouncement(id: string): Promise<Announcement> {
  return get<Announcement>('/sys/annountCement/queryById', { id });
}

/** Read state filter of the user's list: '0' unread, '1' read, '2' both. */
export const READ_FILTERS = ['2', '0', '1'] as const;
export type ReadFilter = (typeof READ_FILTERS)[number];

/** Which page of the user's announcements to read. */
export interface MyAnnouncementsQuery {
  pageNo: number;
  pageSize: number;
  readFlag: ReadFilter;
  /** One category, or both when left out. */
  msgCategory?: AnnouncementCategory;
}

/** A page of every announcement the caller may see (`GET /sys/sysAnnouncementSend/getMyAnnouncementSend`). */
export function fetchMyAnnouncements({ pageNo, pageSize, readFlag, msgCategory }: MyAnnouncementsQuery): Promise<AnnouncementPage> {
  return get<AnnouncementPage>('/sys/sysAnnouncementSend/getMyAnnouncementSend', { pageNo, pageSize, readFlag, msgCategory });
}
