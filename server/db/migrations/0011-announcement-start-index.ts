import type { Kysely } from 'kysely';

/**
 * Lets each process's start watcher (server/modules/realtime/start-watcher.ts) find, every few
 * seconds and across all tenants, the released announcements whose start time has just come:
 * `send_status = '1' and start_time > $last and start_time <= $now` is a range scan of this
 * index. The tenant index (tenant_id, send_status, send_time) serves one tenant's lists only.
 * Not partial: a partial index on `send_status = '1'` would be missed by a parameterised status.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('announcements_start_idx').on('announcements').columns(['send_status', 'start_time']).execute();
}

/** Drops the index again. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('announcements_start_idx').execute();
}
