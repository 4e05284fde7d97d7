import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Reads about menus beyond the kit's administration (in `db`, or the transaction passed as it). */
export function createMenuRepository(db: Kysely<Database>) {
  return {
    /**
     * Whether another menu than `exceptId` has the route `url` (and, when given, the same
     * `alwaysShow`), as JeecgBoot's checkPermDuplication asks. An empty route is never taken.
     */
    /** The component name (the page) of a live menu, else undefined. */
    async liveComponentName(menuId: string): Promise<string | undefined> {
      const menu = await db.selectFrom('permissions').select('component_name').where('id', '=', menuId).where('del_flag', '=', false).executeTakeFirst();
      return menu?.component_name;
    },

    /** Whether the permission group exists (a menu may name one). */
    async permissionGroupExists(groupId: string): Promise<boolean> {
      return !!(await db.selectFrom('permission_groups').select('id').where('id', '=', groupId).executeTakeFirst());
    },

    async routeTaken(url: string, exceptId: string | null, alwaysShow?: boolean): Promise<boolean> {
      if (!url.trim()) return false;
      const row = await db.selectFrom('permissions').select('id').where('url', '=', url.trim())
        .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId!))
        .$if(alwaysShow !== undefined, (q) => q.where('always_show', '=', alwaysShow!))
        .limit(1).executeTakeFirst();
      return !!row;
    },
  };
}
