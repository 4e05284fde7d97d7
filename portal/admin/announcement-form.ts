import { msg } from '@lit/localize';
import {
  EMPTY_ANNOUNCEMENT_FORM, announcementFormErrors, announcementFormOf, announcementInputOf, fetchTenantUsers, type AnnouncementForm,
} from '../../shared/admin/index.ts';
import type { announcementResource } from '../../shared/resources/announcement.ts';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_CATEGORIES, ANNOUNCEMENT_OPEN_TYPES, ANNOUNCEMENT_PRIORITIES, ANNOUNCEMENT_TITLE_MAX } from '../../shared/schemas/announcement.ts';
import type { FormConfig, FormValues } from '../kit/form-config.ts';
import { categoryText, priorityText } from './announcement-texts.ts';

// The dialog's values are the fields of `AnnouncementForm` (shared/admin/announcement-form.ts).
const asForm = (values: FormValues) => values as unknown as AnnouncementForm;
const asValues = (form: AnnouncementForm) => form as unknown as FormValues;
const forUsers = (values: FormValues) => values.msgType === ANNOUNCEMENT_AUDIENCES.users;
const withPage = (values: FormValues) => !!values.openType;
const openTypeText = (type: (typeof ANNOUNCEMENT_OPEN_TYPES)[number]) => ({ url: msg('链接地址'), component: msg('门户组件') })[type];

const loadUsers = async () => (await fetchTenantUsers()).records
  .map((user) => ({ value: user.id, label: user.realname ? `${user.realname} (${user.username})` : user.username }));

/**
 * The add/edit dialog of an announcement (widgets-admin §2 "announcements"): title, sender,
 * priority, category, HTML content, audience (everybody or chosen users of the tenant),
 * optional time window and the page 'go handle' opens; §5's checks across fields are
 * shared/admin/announcement-form.ts's, which the server applies too.
 */
export const ANNOUNCEMENT_FORM: FormConfig<typeof announcementResource> = {
  titles: { add: () => msg('新增通告'), edit: () => msg('编辑通告') },
  width: 640,
  initial: () => asValues(EMPTY_ANNOUNCEMENT_FORM),
  fromRecord: (record) => asValues(announcementFormOf(record)),
  toInput: (values) => announcementInputOf(asForm(values)),
  validate: (values) => announcementFormErrors(asForm(values)),
  fields: [
    { key: 'titile', label: () => msg('标题'), widget: 'input', required: true, maxlength: ANNOUNCEMENT_TITLE_MAX },
    { key: 'sender', label: () => msg('发布人'), widget: 'input', helpText: () => msg('留空则为您的姓名') },
    { key: 'priority', label: () => msg('优先级'), widget: 'select', required: true, row: 'kind', choices: () => ANNOUNCEMENT_PRIORITIES.map((p) => ({ value: p, label: priorityText(p) })) },
    {
      key: 'msgCategory', label: () => msg('消息类型'), widget: 'select', required: true, row: 'kind',
      choices: () => Object.values(ANNOUNCEMENT_CATEGORIES).map((c) => ({ value: c, label: categoryText(c) })),
    },
    { key: 'msgContent', label: () => msg('内容'), widget: 'textarea', helpText: () => msg('可使用 HTML；保存时服务器会清理，只保留基本格式、列表、表格、链接和图片') },
    {
      key: 'msgType', label: () => msg('通告对象'), widget: 'radio', clears: ['userIds'],
      choices: () => [{ value: ANNOUNCEMENT_AUDIENCES.all, label: msg('全体用户') }, { value: ANNOUNCEMENT_AUDIENCES.users, label: msg('指定用户') }],
    },
    { key: 'userIds', label: () => msg('指定用户'), widget: 'select', multiple: true, visible: forUsers, loadChoices: loadUsers, placeholder: () => msg('请选择用户') },
    { key: 'startTime', label: () => msg('开始时间'), widget: 'datetime', row: 'time', clears: ['endTime'] },
    { key: 'endTime', label: () => msg('结束时间'), widget: 'datetime', row: 'time' },
    {
      key: 'openType', label: () => msg('打开方式'), widget: 'select', row: 'open', placeholder: () => msg('无'), clears: ['openPage'],
      choices: () => ANNOUNCEMENT_OPEN_TYPES.map((t) => ({ value: t, label: openTypeText(t) })),
    },
    { key: 'openPage', label: () => msg('打开页面'), widget: 'input', row: 'open', visible: withPage, placeholder: () => '/isps/userAnnouncement' },
    { key: 'busId', label: () => msg('业务 ID'), widget: 'input', row: 'open', visible: withPage },
  ],
};
