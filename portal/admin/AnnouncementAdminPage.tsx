import { msg, str } from '@lit/localize';
import SlTag from '@shoelace-style/shoelace/dist/react/tag/index.js';
import {
  announcementFormErrors, announcementFormOf, announcementInputOf, fetchTenantUsers, releaseAnnouncement, revokeAnnouncement, type AnnouncementForm,
} from '../../shared/admin/index.ts';
import { createResourceMutation } from '../../shared/kit/index.ts';
import { announcementResource } from '../../shared/resources/announcement.ts';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_STATUSES, PERMISSION_CODES, type AnnouncementAdmin } from '../../shared/schemas/index.ts';
import { CellValue } from '../kit/CellValue.tsx';
import type { FormConfig, FormValues } from '../kit/form-config.ts';
import type { ListConfig } from '../kit/list-config.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';

type Announcement = typeof announcementResource;

// Release and revoke change the list as the kit's writes do: every view of it reads again.
const release = createResourceMutation(announcementResource, releaseAnnouncement);
const revoke = createResourceMutation(announcementResource, revokeAnnouncement);
const released = (record: AnnouncementAdmin) => record.sendStatus === ANNOUNCEMENT_STATUSES.released;
/** Priorities and statuses show as tags of these colours; their texts are the definition's options. */
const TONES = { L: 'neutral', M: 'warning', H: 'danger', 0: 'neutral', 1: 'success', 2: 'warning' } as const;
const tag = (key: 'priority' | 'sendStatus', testId?: string) => (record: AnnouncementAdmin) => (
  <SlTag size="small" variant={TONES[record[key]]} data-testid={testId}><CellValue field={announcementResource.fields[key]!} value={record[key]} /></SlTag>
);

/** Release and delete ask first; a released announcement is revoked, not edited (widgets-admin §2, §4). */
const LIST: ListConfig<Announcement> = {
  columns: [
    { key: 'titile' }, { key: 'msgCategory' }, { key: 'sender' }, { key: 'priority', render: tag('priority') },
    { key: 'sendStatus', render: tag('sendStatus', 'announcement-status') }, { key: 'createTime' }, { key: 'sendTime' },
  ],
  canEdit: (record) => !released(record),
  deleteQuestion: (record) => msg(str`确定删除通告「${record.titile}」吗？删除后不可恢复。`),
  rowActions: [
    {
      key: 'release', label: () => msg('发布'), permission: PERMISSION_CODES.announcementRelease, visible: (record) => !released(record),
      confirm: (record) => msg(str`确定发布通告「${record.titile}」吗？发布后通告对象将收到通知。`),
      run: (record) => release.run(record.id), done: () => msg('发布成功'),
    },
    {
      key: 'revoke', label: () => msg('撤销'), permission: PERMISSION_CODES.announcementRevoke, visible: released,
      confirm: (record) => msg(str`确定撤销通告「${record.titile}」吗？撤销后用户将看不到它。`),
      run: (record) => revoke.run(record.id), done: () => msg('撤销成功'),
    },
  ],
};

// The dialog's values are the fields of `AnnouncementForm`, whose checks across fields the server applies too.
const asForm = (values: FormValues) => values as unknown as AnnouncementForm;
const loadUsers = async () => (await fetchTenantUsers()).records
  .map((user) => ({ value: user.id, label: user.realname ? `${user.realname} (${user.username})` : user.username }));

/** Labels, required marks, lengths, choices and a new one's values come from the definition. */
const FORM: FormConfig<Announcement> = {
  titles: { add: () => msg('新增通告'), edit: () => msg('编辑通告') },
  width: 640,
  fromRecord: (record) => announcementFormOf(record) as unknown as FormValues,
  toInput: (values) => announcementInputOf(asForm(values)),
  validate: (values) => announcementFormErrors(asForm(values)),
  fields: [
    'titile', { key: 'sender', helpText: () => msg('留空则为您的姓名') },
    // The server would fill them when absent; the form does not let them be cleared.
    { key: 'priority', row: 'kind', required: true }, { key: 'msgCategory', row: 'kind', required: true },
    { key: 'msgContent', widget: 'textarea', helpText: () => msg('可使用 HTML；保存时服务器会清理，只保留基本格式、列表、表格、链接和图片') },
    { key: 'msgType', widget: 'radio', clears: ['userIds'] },
    { key: 'userIds', visible: (values) => values.msgType === ANNOUNCEMENT_AUDIENCES.users, loadChoices: loadUsers, placeholder: () => msg('请选择用户') },
    { key: 'startTime', widget: 'datetime', row: 'time', clears: ['endTime'] }, { key: 'endTime', widget: 'datetime', row: 'time' },
    { key: 'openType', row: 'open', placeholder: () => msg('无'), clears: ['openPage'] },
    { key: 'openPage', row: 'open', visible: (values) => !!values.openType, placeholder: () => '/isps/userAnnouncement' },
    { key: 'busId', row: 'open', visible: (values) => !!values.openType },
  ],
};

/**
 * Announcement administration (issue 4; widgets-admin §2, §4, §5) on the kit: the tenant's
 * announcements, newest created first, filtered by title and status, paged; add and edit in
 * a dialog, release, revoke and delete after confirmation, each control shown by its permission.
 */
export function AnnouncementAdminPage({ meta }: MenuPageProps) {
  return <ResourceListPage meta={meta} resource={announcementResource} list={LIST} form={FORM} />;
}
