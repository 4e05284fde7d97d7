import { apiConfig } from '../api/config.ts';
import { post } from '../api/methods.ts';
import { ACCESS_LOG_TYPE, type AccessLogInput } from '../schemas/access-log.ts';
import { $session } from '../stores/session.ts';

/** Where access entries go (portal-shell §7 sysLog). */
export const ACCESS_LOG_PATH = '/dkp-system/sys/log/sysLog';

/** The operate type of a page visit: the active tab changed to it (JeecgBoot's 1, "query"). */
export const VISIT_OPERATE_TYPE = 1;

/** The longest content and URL the server takes (shared/schemas/access-log.ts). */
const MAX_TEXT = 500;

/** One access to log: the menu entry, what the entry shows and where it was. */
export interface AccessVisit {
  /** The menu entry's id (the server checks that the user may open it). */
  permissionId: string;
  /**
   * The entry's title in cn, the source language: one text per page whoever reads the log
   * and whichever language the visitor used, so that a content filter finds all its visits.
   */
  content: string;
  /** The route's full path (path and query: the tab's key). */
  path: string;
  /** Default {@link VISIT_OPERATE_TYPE}; a report download says 8 (`DOWNLOAD_OPERATE_TYPE`). */
  operateType?: number;
}

/** The body of `POST /dkp-system/sys/log/sysLog` for `visit`, made at `now` (epoch ms). */
export function accessLogEntry(visit: AccessVisit, now: number): AccessLogInput {
  return {
    createTime: new Date(now).toISOString(),
    permissionId: visit.permissionId,
    // The server refuses an empty content: an untitled entry is named by its path.
    logContent: (visit.content.trim() || visit.path || '-').slice(0, MAX_TEXT),
    requestUrl: visit.path.slice(0, MAX_TEXT),
    logType: ACCESS_LOG_TYPE,
    operateType: visit.operateType ?? VISIT_OPERATE_TYPE,
  };
}

/**
 * Writes `visit` to the access log through the portal's one API client, when signed in;
 * resolves whether it was written. A failure is logged to the console only (portal-shell §8
 * style): nobody is told that an access went unrecorded. The client's usual rules still hold,
 * so an expired session answered with 401 ends the session as on any other call.
 */
export async function sendAccessLog(visit: AccessVisit): Promise<boolean> {
  if (!$session.get()?.token) return false;
  try {
    await post<null>(ACCESS_LOG_PATH, accessLogEntry(visit, apiConfig().now()));
    return true;
  } catch (error) {
    console.warn('The access log entry was not written', visit.path, error);
    return false;
  }
}
