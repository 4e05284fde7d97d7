import { defineResource } from '../kit/resource.ts';
import type { LocalizedText } from '../schemas/localized-text.ts';
import { AnnouncementAdminSchema, AnnouncementInputSchema } from '../schemas/announcement.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';

const PRIORITIES: Record<string, LocalizedText> = {
  L: { cn: '一般', en: 'General', tc: '一般' }, M: { cn: '重要', en: 'Important', tc: '重要' }, H: { cn: '紧急', en: 'Urgent', tc: '緊急' },
};
const CATEGORIES: Record<string, LocalizedText> = { 1: { cn: '通知公告', en: 'Announcements', tc: '通知公告' }, 2: { cn: '系统消息', en: 'System messages', tc: '系統消息' } };
const STATUSES: Record<string, LocalizedText> = {
  0: { cn: '未发布', en: 'Draft', tc: '未發佈' }, 1: { cn: '已发布', en: 'Released', tc: '已發佈' }, 2: { cn: '已撤销', en: 'Revoked', tc: '已撤銷' },
};

/**
 * Announcement administration (issue 4; widgets-admin §2 "announcements") on the kit:
 * `/sys/annountCement/list`, `adminQueryById`, `add`, `edit`, `delete`, `deleteBatch` (no export
 * or import); release and revoke are its kit actions (announcement-actions.ts), offered on the list's rows.
 */
export const announcementResource = defineResource({
  name: 'announcement',
  basePath: '/sys/annountCement',
  tableName: 'sys_announcement',
  page: 'AnnouncementList',
  record: AnnouncementAdminSchema,
  input: AnnouncementInputSchema,
  fields: {
    titile: { label: { cn: '标题', en: 'Title', tc: '標題' }, kind: 'text', sortable: true, filter: 'like', query: true, width: 200 },
    msgCategory: { label: { cn: '消息类型', en: 'Message type', tc: '消息類型' }, kind: 'text', filter: 'eq', query: true, options: CATEGORIES },
    sender: {
      label: { cn: '发布人', en: 'Sender', tc: '發佈人' }, kind: 'text', query: true,
      help: { cn: '留空则为您的姓名', en: 'Your name when left empty', tc: '留空則為您的姓名' },
    },
    priority: {
      label: { cn: '优先级', en: 'Priority', tc: '優先級' }, kind: 'text', sortable: true, filter: 'eq', query: true, options: PRIORITIES,
      tones: { L: 'neutral', M: 'warning', H: 'danger' },
    },
    sendStatus: {
      label: { cn: '发布状态', en: 'Status', tc: '發佈狀態' }, kind: 'text', filter: 'eq', query: true, options: STATUSES,
      tones: { 0: 'neutral', 1: 'success', 2: 'warning' },
    },
    createTime: { label: { cn: '创建时间', en: 'Created at', tc: '創建時間' }, kind: 'datetime', sortable: true, query: true },
    sendTime: { label: { cn: '发布时间', en: 'Send time', tc: '發佈時間' }, kind: 'datetime', sortable: true, query: true },
  },
  // The form's keys that are no column.
  inputFields: {
    msgContent: {
      label: { cn: '内容', en: 'Content', tc: '內容' },
      help: {
        cn: '可使用 HTML；保存时服务器会清理，只保留基本格式、列表、表格、链接和图片',
        en: 'HTML is allowed; the server cleans it when saving and keeps only basic formatting, lists, tables, links and images',
        tc: '可使用 HTML；保存時服務器會清理，只保留基本格式、列表、表格、鏈接和圖片',
      },
    },
    msgType: {
      label: { cn: '通告对象', en: 'Audience', tc: '通告對象' },
      options: { ALL: { cn: '全体用户', en: 'All users', tc: '全體用戶' }, USER: { cn: '指定用户', en: 'Specified users', tc: '指定用戶' } },
    },
    userIds: { label: { cn: '指定用户', en: 'Specified users', tc: '指定用戶' }, placeholder: { cn: '请选择用户', en: 'Choose users', tc: '請選擇用戶' } },
    startTime: { label: { cn: '开始时间', en: 'Start time', tc: '開始時間' } },
    endTime: { label: { cn: '结束时间', en: 'End time', tc: '結束時間' } },
    openType: {
      label: { cn: '打开方式', en: 'Open as', tc: '打開方式' }, placeholder: { cn: '无', en: 'None', tc: '無' },
      options: { url: { cn: '链接地址', en: 'URL', tc: '鏈接地址' }, component: { cn: '门户组件', en: 'Portal component', tc: '門戶組件' } },
    },
    openPage: { label: { cn: '打开页面', en: 'Page to open', tc: '打開頁面' } },
    busId: { label: { cn: '业务 ID', en: 'Business ID', tc: '業務 ID' } },
  },
  permissions: {
    list: PERMISSION_CODES.announcementList, add: PERMISSION_CODES.announcementAdd,
    edit: PERMISSION_CODES.announcementEdit, delete: PERMISSION_CODES.announcementDelete,
  },
  defaultSort: { column: 'createTime', order: 'desc' },
  // `queryById` is the readers' call (portal-shell §7), which answers what an audience sees.
  routes: { queryById: 'adminQueryById' },
});
