import { sql, type Kysely } from 'kysely';
import type { Locale } from '../../../shared/schemas/locale.ts';
import type { LauncherApp } from '../../../shared/schemas/launcher.ts';
import type { Database } from '../../db/schema.ts';

/** The columns of a name and description in each language. */
const TEXT_COLUMNS = {
  cn: ['name', 'description'],
  en: ['name_en', 'description_en'],
  tc: ['name_tc', 'description_tc'],
} as const;

/** Who acts, and where: every change is scoped to the user in the tenant. */
export interface LauncherScope {
  tenantId: number;
  userId: string;
}

/** The home page launcher (portal-shell §2.4): the catalogue and each user's added apps. */
export function createLauncherRepository(db: Kysely<Database>) {
  return {
    /**
     * Every app in display order, named in `locale`, with whether the user added it in the
     * tenant and, for a portal, its pages among `granted` (the menu ids the user holds).
     */
    async list(scope: LauncherScope, locale: Locale, granted: ReadonlySet<string>): Promise<LauncherApp[]> {
      const [name, description] = TEXT_COLUMNS[locale];
      const rows = await db.selectFrom('launcher_apps as a')
        .leftJoin('launcher_user_apps as u', (join) => join
          .onRef('u.app_id', '=', 'a.id')
          .on('u.tenant_id', '=', scope.tenantId)
          .on('u.user_id', '=', scope.userId))
        .select(['a.id', 'a.kind', 'a.icon', `a.${name} as name`, `a.${description} as description`])
        .select(sql<boolean>`u.app_id is not null`.as('added'))
        .orderBy('a.sort_no').orderBy('a.id')
        .execute();
      const links = await db.selectFrom('launcher_space_entries').select(['app_id', 'permission_id'])
        .orderBy('sort_no').orderBy('permission_id').execute();
      const entryIds = (appId: string) => links.filter((l) => l.app_id === appId && granted.has(l.permission_id)).map((l) => l.permission_id);
      return rows.map((row) => ({ ...row, added: Boolean(row.added), entryIds: entryIds(row.id) }));
    },

    /** True when the app exists. */
    async exists(appId: string): Promise<boolean> {
      return !!(await db.selectFrom('launcher_apps').select('id').where('id', '=', appId).executeTakeFirst());
    },

    /** Adds the app for the user; adding twice changes nothing. */
    async add(scope: LauncherScope, appId: string): Promise<void> {
      await db.insertInto('launcher_user_apps')
        .values({ tenant_id: scope.tenantId, user_id: scope.userId, app_id: appId })
        .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'app_id']).doNothing())
        .execute();
    },

    /** Removes the app for the user; removing what is not there changes nothing. */
    async remove(scope: LauncherScope, appId: string): Promise<void> {
      await db.deleteFrom('launcher_user_apps')
        .where('tenant_id', '=', scope.tenantId).where('user_id', '=', scope.userId).where('app_id', '=', appId)
        .execute();
    },
  };
}
export type LauncherRepository = ReturnType<typeof createLauncherRepository>;
