import { Type, type Static } from 'typebox';

/** The access log's type (portal-shell §3 "Access log", §7 sysLog): the only type a client writes. */
export const ACCESS_LOG_TYPE = 3;
/** The operate type of a report download (portal-shell §7: logType 3, operateType 8). */
export const DOWNLOAD_OPERATE_TYPE = 8;

/**
 * `POST /dkp-system/sys/log/sysLog` (portal-shell §7): an entry of the access log, sent when
 * the active tab changes and on a report download. `createTime` and `updateTime` are taken
 * for compatibility and not kept: the server dates the entry by its own clock.
 */
export const AccessLogInputSchema = Type.Object({
  createTime: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Integer()])),
  updateTime: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Integer()])),
  /** The menu entry visited, one the user may open; absent for a page outside the menu. */
  permissionId: Type.Optional(Type.String({ maxLength: 64 })),
  logContent: Type.String({ minLength: 1, maxLength: 500 }),
  requestUrl: Type.String({ maxLength: 500, default: '' }),
  logType: Type.Literal(ACCESS_LOG_TYPE),
  operateType: Type.Integer({ minimum: 0, maximum: 20, default: 1 }),
});
export type AccessLogInput = Static<typeof AccessLogInputSchema>;
