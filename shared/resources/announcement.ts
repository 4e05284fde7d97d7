import { defineResource } from '../kit/resource.ts';
import { AnnouncementAdminSchema, AnnouncementInputSchema } from '../schemas/announcement.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';

/**
 * Announcement administration (issue 4; widgets-admin §2 "announcements") on the kit:
 * `/sys/annountCement/list`, `adminQueryById`, `add`, `edit`, `delete`, `deleteBatch` (no export
 * or import); release and revoke are its own actions beside the kit.
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
    msgCategory: { label: { cn: '消息类型', en: 'Message type', tc: '消息類型' }, kind: 'text', filter: 'eq', query: true },
    sender: { label: { cn: '发布人', en: 'Sender', tc: '發佈人' }, kind: 'text', query: true },
    priority: { label: { cn: '优先级', en: 'Priority', tc: '優先級' }, kind: 'text', sortable: true, filter: 'eq', query: true },
    sendStatus: { label: { cn: '发布状态', en: 'Status', tc: '發佈狀態' }, kind: 'text', filter: 'eq', query: true },
    createTime: { label: { cn: '创建时间', en: 'Created at', tc: '創建時間' }, kind: 'datetime', sortable: true, query: true },
    sendTime: { label: { cn: '发布时间', en: 'Send time', tc: '發佈時間' }, kind: 'datetime', sortable: true, query: true },
  },
  permissions: {
    list: PERMISSION_CODES.announcementList, add: PERMISSION_CODES.announcementAdd,
    edit: PERMISSION_CODES.announcementEdit, delete: PERMISSION_CODES.announcementDelete,
  },
  defaultSort: { column: 'createTime', order: 'desc' },
  // `queryById` is the readers' call (portal-shell §7), which answers what an audience sees.
  routes: { queryById: 'adminQueryById' },
});
