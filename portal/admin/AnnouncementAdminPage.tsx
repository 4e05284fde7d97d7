import { msg, str } from '@lit/localize';
import { ANNOUNCEMENT_FORM_MAPPING, tenantUserChoices } from '../../shared/admin/index.ts';
import { announcementResource } from '../../shared/resources/announcement.ts';
import { releaseAnnouncementAction, revokeAnnouncementAction } from '../../shared/resources/announcement-actions.ts';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_STATUSES } from '../../shared/schemas/index.ts';
import type { FormConfig, FormValues } from '../kit/form-config.ts';
import type { ListConfig } from '../kit/list-config.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';

type Announcement = typeof announcementResource;

// Priorities and states show as tags, release and revoke (each with its question, permission and the rows it applies to) come from the definition.
const LIST: ListConfig<Announcement> = {
  columns: ['titile', 'msgCategory', 'sender', 'priority', 'sendStatus', 'createTime', 'sendTime'],
  // A released announcement is revoked, not edited (widgets-admin §4).
  canEdit: (record) => record.sendStatus !== ANNOUNCEMENT_STATUSES.released,
  deleteQuestion: (record) => msg(str`确定删除通告「${record.titile}」吗？删除后不可恢复。`),
  rowActions: [releaseAnnouncementAction, revokeAnnouncementAction],
};

const opened = (values: FormValues) => !!values.openType;
/** Labels, help, required marks, lengths, choices and a new one's values come from the definition; the checks across fields are the server's. */
const FORM: FormConfig<Announcement> = {
  titles: { add: () => msg('新增通告'), edit: () => msg('编辑通告') }, width: 640, ...ANNOUNCEMENT_FORM_MAPPING,
  fields: [
    // The server would fill priority and category when absent; the form does not let them be cleared.
    'titile', 'sender', { key: 'priority', row: 'kind', required: true }, { key: 'msgCategory', row: 'kind', required: true },
    { key: 'msgContent', widget: 'textarea' }, { key: 'msgType', widget: 'radio', clears: ['userIds'] },
    { key: 'userIds', visible: (values) => values.msgType === ANNOUNCEMENT_AUDIENCES.users, loadChoices: tenantUserChoices },
    { key: 'startTime', widget: 'datetime', row: 'time', clears: ['endTime'] }, { key: 'endTime', widget: 'datetime', row: 'time' },
    { key: 'openType', row: 'open', clears: ['openPage'] }, { key: 'openPage', row: 'open', visible: opened, placeholder: () => '/isps/userAnnouncement' },
    { key: 'busId', row: 'open', visible: opened },
  ],
};

/**
 * Announcement administration (issue 4; widgets-admin §2, §4, §5) on the kit: the tenant's
 * announcements, newest created first, filtered by title and status, paged; add and edit in
 * a dialog, release, revoke and delete after confirmation, each control shown by its permission.
 */
export const AnnouncementAdminPage = ({ meta }: MenuPageProps) => <ResourceListPage meta={meta} resource={announcementResource} list={LIST} form={FORM} />;
