import type { Kysely } from 'kysely';
import { LAUNCHER_APPS } from '../seed/launcher-apps.ts';

/** Every seeded space's links to menu pages, as rows. */
export const launcherSpaceRows = () => LAUNCHER_APPS.flatMap((app) =>
  (app.entries ?? []).map((permission_id, index) => ({ app_id: app.id, permission_id, sort_no: index + 1 })));

/**
 * The special-space portals of the home launcher (portal-shell §2.4) lead somewhere: each is
 * a set of menu pages, shown to a user only where a role grants the page.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('launcher_space_entries')
    .addColumn('app_id', 'text', (c) => c.notNull().references('launcher_apps.id').onDelete('cascade'))
    .addColumn('permission_id', 'text', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('launcher_space_entries_pk', ['app_id', 'permission_id'])
    .execute();

  // A database seeded before this migration gets the links here; a fresh one from the seed,
  // which runs after the migrations, once the menu exists.
  const existing = new Set((await db.selectFrom('permissions').select('id').execute()).map((row: { id: string }) => row.id));
  const rows = launcherSpaceRows().filter((row) => existing.has(row.permission_id));
  if (rows.length) await db.insertInto('launcher_space_entries').values(rows).execute();
}
