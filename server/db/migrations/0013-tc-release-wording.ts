import { sql, type Kysely } from 'kysely';

/**
 * Traditional Chinese writes 發佈 throughout (one of 發布/發佈; see scripts/wording-rules.mjs).
 * New databases are seeded that way; this rewrites the menu and button names a database
 * from before already holds.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update permissions set name_tc = replace(name_tc, '發布', '發佈') where name_tc like '%發布%'`.execute(db);
}

/** Nothing to undo: the old spelling is not wanted back. */
export async function down(): Promise<void> {}
