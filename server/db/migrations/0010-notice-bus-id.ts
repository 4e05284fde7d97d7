import { sql, type Kysely } from 'kysely';

/**
 * The item a notice points at inside the menu entry its `relation_id` names (portal-shell
 * §2.1 "menu-resolved path with id, mode=detail, from=notice"): the shared workbook of a
 * type-0 notice, the mentioned item of a type-3 one. '' when the notice is about the entry as
 * a whole, which is what every notice stored before this migration becomes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notices').addColumn('bus_id', 'text', (c) => c.notNull().defaultTo(sql`''`)).execute();
}

/** Drops the column again. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notices').dropColumn('bus_id').execute();
}
