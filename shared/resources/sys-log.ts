import { Type, type Static } from 'typebox';
import { defineResource } from '../kit/resource.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';

/**
 * The types of the system log (`sys_logs.log_type`; the `log_type` dictionary): sign-ins and
 * sign-outs, the kit's operations (server/kit/operation-log.ts) and page accesses (portal-shell §7 sysLog).
 */
export const LOG_TYPE = { login: 1, operation: 2, access: 3 } as const;
export type LogType = (typeof LOG_TYPE)[keyof typeof LOG_TYPE];

/** One entry of the system log as the administrators' log page lists it. */
export const SysLogRecordSchema = Type.Object({
  id: Type.String(),
  logType: Type.Integer(),
  /** The account that acted ('' when none: a failed sign-in of an unknown name keeps the name given). */
  username: Type.String(),
  /** What happened; for an access, the page's title in cn. */
  logContent: Type.String(),
  /** The API call of an operation, the route of an access. */
  requestUrl: Type.String(),
  /** The `operate_type` dictionary's value; 0 for a sign-in. */
  operateType: Type.Integer(),
  ip: Type.String(),
  /** ISO 8601, the server's clock. */
  createTime: Type.String(),
});
export type SysLogRecord = Static<typeof SysLogRecordSchema>;

/**
 * The system log (`/isystem/log`, JeecgBoot's 系统日志 `GET /sys/log/list`), read-only: the
 * tenant's entries of one type, newest first, filtered by account and content (contains) and
 * by a time range (`createTime_begin`, `createTime_end`), and exported. Nobody adds, edits,
 * deletes or imports an entry: the server writes them.
 */
export const sysLogResource = defineResource({
  name: 'sysLog',
  title: { cn: '系统日志', en: 'Logs', tc: '系統日誌' },
  basePath: '/sys/log',
  tableName: 'sys_log',
  page: 'LogList',
  record: SysLogRecordSchema,
  input: Type.Object({}),
  fields: {
    logType: { label: { cn: '日志类型', en: 'Log type', tc: '日誌類型' }, kind: 'integer', filter: 'eq', dictCode: 'log_type', list: false, export: true },
    username: { label: { cn: '操作人账号', en: 'Account', tc: '操作人賬號' }, kind: 'text', sortable: true, filter: 'like', query: true },
    logContent: { label: { cn: '日志内容', en: 'Content', tc: '日誌內容' }, kind: 'text', filter: 'like', query: true, width: 280 },
    requestUrl: { label: { cn: '请求地址', en: 'URL', tc: '請求地址' }, kind: 'text', query: true, width: 220 },
    operateType: { label: { cn: '操作类型', en: 'Operation', tc: '操作類型' }, kind: 'integer', query: true, dictCode: 'operate_type' },
    ip: { label: { cn: 'IP', en: 'IP', tc: 'IP' }, kind: 'text', query: true },
    createTime: { label: { cn: '创建时间', en: 'Time', tc: '創建時間' }, kind: 'datetime', sortable: true, filter: 'range', query: true },
  },
  permissions: { list: PERMISSION_CODES.logList, export: PERMISSION_CODES.logExport },
  defaultSort: { column: 'createTime', order: 'desc' },
});
