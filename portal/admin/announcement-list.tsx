import { msg, str } from '@lit/localize';
import SlTag from '@shoelace-style/shoelace/dist/react/tag/index.js';
import { releaseAnnouncement, revokeAnnouncement } from '../../shared/admin/index.ts';
import { createResourceMutation } from '../../shared/kit/index.ts';
import { announcementResource } from '../../shared/resources/announcement.ts';
import { ANNOUNCEMENT_CATEGORIES, ANNOUNCEMENT_PRIORITIES, ANNOUNCEMENT_STATUSES, PERMISSION_CODES, type AnnouncementAdmin } from '../../shared/schemas/index.ts';
import type { ListConfig } from '../kit/list-config.ts';
import { categoryText, priorityText, priorityVariant, statusText, statusVariant } from './announcement-texts.ts';

// Release and revoke change the list as the kit's writes do: every view of it reads again.
const release = createResourceMutation(announcementResource, releaseAnnouncement);
const revoke = createResourceMutation(announcementResource, revokeAnnouncement);
const released = (record: AnnouncementAdmin) => record.sendStatus === ANNOUNCEMENT_STATUSES.released;

/**
 * The announcement list (widgets-admin §2, §4): title, category, sender, priority and status
 * tags, created and sent times (title, priority and times sortable); filtered by title,
 * category, priority and status; edit and release while a draft or revoked, revoke while
 * released, delete always (one or the selected), each with its permission and release,
 * revoke and delete after confirmation.
 */
export const ANNOUNCEMENT_LIST: ListConfig<typeof announcementResource> = {
  columns: [
    { key: 'titile' },
    { key: 'msgCategory', render: (record) => categoryText(record.msgCategory) },
    { key: 'sender' },
    { key: 'priority', render: (record) => <SlTag size="small" variant={priorityVariant(record.priority)}>{priorityText(record.priority)}</SlTag> },
    {
      key: 'sendStatus',
      render: (record) => <SlTag size="small" variant={statusVariant(record.sendStatus)} data-testid="announcement-status">{statusText(record.sendStatus)}</SlTag>,
    },
    { key: 'createTime' },
    { key: 'sendTime' },
  ],
  filters: {
    msgCategory: { choices: () => Object.values(ANNOUNCEMENT_CATEGORIES).map((category) => ({ value: category, label: categoryText(category) })) },
    priority: { choices: () => ANNOUNCEMENT_PRIORITIES.map((priority) => ({ value: priority, label: priorityText(priority) })) },
    sendStatus: { choices: () => Object.values(ANNOUNCEMENT_STATUSES).map((status) => ({ value: status, label: statusText(status) })) },
  },
  canEdit: (record) => !released(record),
  deleteQuestion: (record) => msg(str`确定删除通告「${record.titile}」吗？删除后不可恢复。`),
  rowActions: [
    {
      key: 'release', label: () => msg('发布'), permission: PERMISSION_CODES.announcementRelease,
      visible: (record) => !released(record),
      confirm: (record) => msg(str`确定发布通告「${record.titile}」吗？发布后通告对象将收到通知。`),
      run: (record) => release.run(record.id), done: () => msg('发布成功'),
    },
    {
      key: 'revoke', label: () => msg('撤销'), permission: PERMISSION_CODES.announcementRevoke,
      visible: released,
      confirm: (record) => msg(str`确定撤销通告「${record.titile}」吗？撤销后用户将看不到它。`),
      run: (record) => revoke.run(record.id), done: () => msg('撤销成功'),
    },
  ],
};
