import { msg } from '@lit/localize';
import { ANNOUNCEMENT_STATUSES, type AnnouncementCategory, type AnnouncementPriority, type AnnouncementStatus } from '../../shared/schemas/announcement.ts';

/** The localised name of a priority (portal-shell §2.6: L general, M important, H urgent). */
export const priorityText = (priority: AnnouncementPriority) => ({ L: msg('一般'), M: msg('重要'), H: msg('紧急') })[priority];

/** The localised name of a category: '1' announcement, '2' system message. */
export const categoryText = (category: AnnouncementCategory) => ({ '1': msg('通知公告'), '2': msg('系统消息') })[category];

/** The localised name of a send status. */
export const statusText = (status: AnnouncementStatus) =>
  ({ [ANNOUNCEMENT_STATUSES.draft]: msg('未发布'), [ANNOUNCEMENT_STATUSES.released]: msg('已发布'), [ANNOUNCEMENT_STATUSES.revoked]: msg('已撤销') })[status];

/** The tag colour of a status and of a priority. */
export const statusVariant = (status: AnnouncementStatus) =>
  ({ [ANNOUNCEMENT_STATUSES.draft]: 'neutral', [ANNOUNCEMENT_STATUSES.released]: 'success', [ANNOUNCEMENT_STATUSES.revoked]: 'warning' } as const)[status];
export const priorityVariant = (priority: AnnouncementPriority) => ({ L: 'neutral', M: 'warning', H: 'danger' } as const)[priority];
