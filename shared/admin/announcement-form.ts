import { msg, str } from '@lit/localize';
import { toInstant } from '../format/date-time.ts';
import { openPageAllowed } from '../announcements/open-page.ts';
import {
  ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_CATEGORIES, ANNOUNCEMENT_TITLE_MAX,
  type AnnouncementAdmin, type AnnouncementInput,
} from '../schemas/announcement.ts';

/** What the administrator typed into the announcement dialog; times as `datetime-local` values, '' for none. */
export interface AnnouncementForm {
  titile: string;
  sender: string;
  priority: AnnouncementInput['priority'];
  msgCategory: AnnouncementInput['msgCategory'];
  msgContent: string;
  msgType: AnnouncementInput['msgType'];
  userIds: string[];
  startTime: string;
  endTime: string;
  /** '' for no page to open. */
  openType: NonNullable<AnnouncementInput['openType']> | '';
  openPage: string;
  busId: string;
}

/** The fields of the dialog that can carry a message. */
export type AnnouncementFormField = 'titile' | 'userIds' | 'endTime' | 'openPage';

/** A new announcement: for everybody, general priority, no time window. */
export const EMPTY_ANNOUNCEMENT_FORM: AnnouncementForm = {
  titile: '', sender: '', priority: 'L', msgCategory: ANNOUNCEMENT_CATEGORIES.announcement, msgContent: '',
  msgType: ANNOUNCEMENT_AUDIENCES.all, userIds: [], startTime: '', endTime: '', openType: '', openPage: '', busId: '',
};

const pad = (value: number) => String(value).padStart(2, '0');

/** A time of the API (the server's `yyyy-MM-dd HH:mm:ss` or ISO) as a `datetime-local` value in the browser's time zone ('' for none). */
export function toLocalInput(time: string | null): string {
  if (!time) return '';
  const d = toInstant(time);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (local time) as ISO 8601, null when empty. */
export function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** The dialog's fields for an announcement being edited. */
export function announcementFormOf(record: AnnouncementAdmin): AnnouncementForm {
  return {
    titile: record.titile, sender: record.sender, priority: record.priority, msgCategory: record.msgCategory,
    msgContent: record.msgContent, msgType: record.msgType, userIds: record.userIds,
    startTime: toLocalInput(record.startTime), endTime: toLocalInput(record.endTime),
    openType: record.openType ?? '', openPage: record.openPage, busId: record.busId,
  };
}

/** The body of add and edit: trimmed, users only for a 'specified users' audience. */
export function announcementInputOf(form: AnnouncementForm): AnnouncementInput {
  return {
    titile: form.titile.trim(), sender: form.sender.trim(), priority: form.priority, msgCategory: form.msgCategory,
    msgContent: form.msgContent, msgType: form.msgType,
    userIds: form.msgType === ANNOUNCEMENT_AUDIENCES.users ? form.userIds : [],
    startTime: fromLocalInput(form.startTime), endTime: fromLocalInput(form.endTime),
    openType: form.openType || null, openPage: form.openType ? form.openPage.trim() : '', busId: form.openType ? form.busId.trim() : '',
  };
}

/**
 * The localised message of each field that cannot be saved (widgets-admin §5: specified
 * users non-empty; start time earlier than end time), plus a title and a safe page to open
 * for a link. The server applies the same rules and answers the same texts.
 */
export function announcementFormErrors(form: AnnouncementForm): Partial<Record<AnnouncementFormField, string>> {
  const errors: Partial<Record<AnnouncementFormField, string>> = {};
  const title = form.titile.trim();
  if (!title) errors.titile = msg('请输入标题');
  else if (title.length > ANNOUNCEMENT_TITLE_MAX) errors.titile = msg(str`长度不能超过 ${ANNOUNCEMENT_TITLE_MAX} 个字符`);
  if (form.msgType === ANNOUNCEMENT_AUDIENCES.users && form.userIds.length === 0) errors.userIds = msg('指定用户不能为空');
  if (form.startTime && form.endTime && new Date(form.startTime).getTime() >= new Date(form.endTime).getTime()) {
    errors.endTime = msg('开始时间必须早于结束时间');
  }
  // The server's rule (shared/announcements/open-page.ts), so the form refuses what it would.
  const page = form.openPage.trim();
  if (form.openType === 'url' && !openPageAllowed('url', page)) errors.openPage = msg('跳转地址须为以 / 开头的门户路径或 http(s) 地址');
  if (form.openType === 'component' && !openPageAllowed('component', page)) errors.openPage = msg('门户组件的打开页面须为以 / 开头的门户路径');
  return errors;
}

/** A form's values as the kit's dialog holds them (portal/kit/form-config.ts `FormValues`; an announcement's hold no files). */
type DialogValues = Record<string, string | boolean | string[]>;
/** What the kit's dialog hands back: its values, of any field kind (`FormValues`). */
type DialogInput = Record<string, unknown>;

/**
 * How the kit's dialog maps an announcement (record, its values, the input sent, the checks
 * across fields): its values are the fields of `AnnouncementForm`, checked as the server checks them.
 */
export const ANNOUNCEMENT_FORM_MAPPING = {
  fromRecord: (record: AnnouncementAdmin): DialogValues => announcementFormOf(record) as unknown as DialogValues,
  toInput: (values: DialogInput): AnnouncementInput => announcementInputOf(values as unknown as AnnouncementForm),
  validate: (values: DialogInput) => announcementFormErrors(values as unknown as AnnouncementForm),
};
