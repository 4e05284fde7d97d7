import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** One user's favourites in one tenant (portal-shell §4 "Favourite"). */
export interface FavouriteOwner {
  tenantId: number;
  userId: string;
}

/** The starred pages of a user in a tenant. */
export function createFavouriteRepository(db: Kysely<Database>) {
  return {
    /** The user's favourites, newest first. */
    list: (owner: FavouriteOwner) => db.selectFrom('favourites').select(['id', 'permission_id', 'created_at'])
      .where('tenant_id', '=', owner.tenantId).where('user_id', '=', owner.userId).orderBy('created_at', 'desc').orderBy('id').execute(),

    /** Stars a page (once: starring it again keeps the first); the favourite as it stands. */
    async add(owner: FavouriteOwner, permissionId: string, now: Date) {
      await db.insertInto('favourites').values({ tenant_id: owner.tenantId, user_id: owner.userId, permission_id: permissionId, created_at: now })
        .onConflict((oc) => oc.constraint('favourites_one_per_page').doNothing()).execute();
      return db.selectFrom('favourites').select(['id', 'created_at'])
        .where('tenant_id', '=', owner.tenantId).where('user_id', '=', owner.userId).where('permission_id', '=', permissionId).executeTakeFirstOrThrow();
    },

    /** Removes one of the user's favourites; false when it is not theirs or not there. */
    async remove(owner: FavouriteOwner, id: string): Promise<boolean> {
      const removed = await db.deleteFrom('favourites').where('id', '=', id)
        .where('tenant_id', '=', owner.tenantId).where('user_id', '=', owner.userId).executeTakeFirst();
      return Number(removed.numDeletedRows) > 0;
    },
  };
}
