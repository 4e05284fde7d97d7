import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Log types of the system log (portal-shell §7 sysLog: 3 is a report access), as the log page reads them. */
export { LOG_TYPE } from '../../../shared/resources/sys-log.ts';

/** Writes the system log. */
export function createLogRepository(db: Kysely<Database>) {
  return {
    async write(entry: {
      tenantId: number; logType: number; operateType?: number; content: string; userId?: string | null; username?: string; ip?: string; requestUrl?: string;
    }) {
      await db.insertInto('sys_logs').values({
        tenant_id: entry.tenantId, log_type: entry.logType, operate_type: entry.operateType ?? 0, log_content: entry.content, user_id: entry.userId ?? null,
        username: entry.username ?? '', ip: entry.ip ?? '', request_url: entry.requestUrl ?? '',
      }).execute();
    },

    /** Writes a client's access entry (portal-shell §7 sysLog), dated `at`. */
    async writeAccess(entry: {
      tenantId: number; logType: number; operateType: number; content: string; userId: string; username: string; ip: string;
      requestUrl: string; permissionId: string | null; at: Date;
    }) {
      await db.insertInto('sys_logs').values({
        tenant_id: entry.tenantId, log_type: entry.logType, operate_type: entry.operateType, log_content: entry.content,
        user_id: entry.userId, username: entry.username, ip: entry.ip, request_url: entry.requestUrl, permission_id: entry.permissionId, created_at: entry.at,
      }).execute();
    },
  };
}

/** The cheapest statement that proves the database answers (the health check's ping). */
export const pingDatabase = (db: Kysely<Database>) => sql`select 1`.execute(db);
