import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Reads about menus beyond the kit's administration. */
export function createMenuRepository(db: Kysely<Database>) {
  return {
    /**
     * Whether another menu than `exceptId` has the route `url` (and, when given, the same
     * `alwaysShow`), as JeecgBoot's checkPermDuplication asks. An empty route is never taken.
     */
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
