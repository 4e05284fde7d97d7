import type { Kysely } from 'kysely';
import { MENU_TREE, toPermissionRows } from '../seed/menu-tree.ts';

/**
 * Icons for every page of the seeded menu (portal-shell §2.4: the collapsed side menu shows
 * them). A database seeded earlier had icons on the top entries only; an icon an
 * administrator has set since is kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const row of toPermissionRows(MENU_TREE)) {
    if (!row.icon) continue;
    await db.updateTable('permissions').set({ icon: row.icon }).where('id', '=', row.id).where('icon', '=', '').execute();
  }
}
