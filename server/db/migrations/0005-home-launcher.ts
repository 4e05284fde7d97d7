import { sql, type Kysely } from 'kysely';
import { LAUNCHER_APPS } from '../seed/launcher-apps.ts';

/** The brand-culture entry under the culture wall (portal-shell §2.4 "One specific username hides…"). */
export const BRAND_CULTURE_MENU = {
  id: 'menu-brand-culture',
  parentId: 'menu-culture-wall',
  title: ['品牌文化', 'Brand culture', '品牌文化'],
  path: '/container/CultureWall/brandCulture',
  component: 'BrandCulture',
} as const;

/**
 * Home page (portal-shell §2.4): the application launcher's catalogue and each user's added
 * apps, the username that does not see the brand-culture entry, and that entry itself.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('personalization')
    .addColumn('brand_hidden_username', 'text', (c) => c.notNull().defaultTo('guest'))
    .execute();

  // The catalogue is the product's, the same for every tenant; what a user added is per tenant.
  await db.schema
    .createTable('launcher_apps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('extension', 'portal')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_tc', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_tc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('launcher_user_apps')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('app_id', 'text', (c) => c.notNull().references('launcher_apps.id').onDelete('cascade'))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('launcher_user_apps_pk', ['tenant_id', 'user_id', 'app_id'])
    .execute();

  await db.insertInto('launcher_apps').values(LAUNCHER_APPS.map((app, index) => ({
    id: app.id, kind: app.kind,
    name: app.name[0], name_en: app.name[1], name_tc: app.name[2],
    description: app.description[0], description_en: app.description[1], description_tc: app.description[2],
    icon: app.icon, sort_no: index + 1,
  }))).execute();

  // A database seeded before this migration gets the entry here, granted to every role that
  // holds the culture wall; a fresh database gets it from the seed's menu tree instead.
  const wall = await db.selectFrom('permissions').select('id').where('id', '=', BRAND_CULTURE_MENU.parentId).executeTakeFirst();
  if (!wall) return;
  const m = BRAND_CULTURE_MENU;
  await db.insertInto('permissions').values({
    id: m.id, parent_id: m.parentId, name: m.title[0], name_en: m.title[1], name_tc: m.title[2],
    url: m.path, component: m.component, component_name: m.component, menu_type: 1, sort_no: 1,
  }).onConflict((oc) => oc.column('id').doNothing()).execute();
  // The wall stays a page of its own (its redirect is itself) rather than redirecting to the entry.
  await db.updateTable('permissions').set({ always_show: true, redirect: sql`url` }).where('id', '=', m.parentId).execute();
  await db.insertInto('role_permissions')
    .columns(['role_id', 'permission_id'])
    .expression(db.selectFrom('role_permissions').select(['role_id', sql.lit(m.id).as('permission_id')]).where('permission_id', '=', m.parentId))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('permissions').where('id', '=', BRAND_CULTURE_MENU.id).execute();
  await db.schema.dropTable('launcher_user_apps').ifExists().execute();
  await db.schema.dropTable('launcher_apps').ifExists().execute();
  await db.schema.alterTable('personalization').dropColumn('brand_hidden_username').execute();
}
