import { sql, type Kysely, type Transaction } from 'kysely';
import { hashPassword } from '../../lib/credentials/passwords.ts';
import type { Database } from '../schema.ts';
import { DICTIONARIES } from './dictionaries.ts';
import { seedNoticesAndAnnouncements } from './demo-notices.ts';
import { DEMO_DEPARTMENTS, DEMO_USERS, ROLES, SECOND_TENANT } from './demo-org.ts';
import { launcherSpaceRows } from '../migrations/0008-launcher-spaces.ts';
import { MENU_TREE, adminOnlyIds, toPermissionRows } from './menu-tree.ts';
import { personalizationRow } from '../../modules/personalize/personalization-repository.ts';
import { SEED_PERSONALIZATION } from './personalization.ts';
import { fillReportDefinitions, fillReportFigures } from './report-demo.ts';
import { seedDemoPushPlans } from '../migrations/0030-subscriptions.ts';
import { seedDemoArticles } from '../migrations/0035-content.ts';
import { seedDemoComments } from '../migrations/0041-board-demo.ts';
import { fillArticleSearch } from '../migrations/0042-search-parts.ts';

/** What the first start needs to know to seed. */
export interface SeedOptions {
  adminPassword: string;
  demoPassword: string;
  /** scrypt cost; lower only in tests. */
  scryptLogN?: number;
  /** Seeded usernames whose password must be changed at the first sign-in (portal-shell §2.2). */
  passwordMustChange?: string[];
  /** The app's clock (tests inject one): seeded passwords are changed "now" by it, not by the wall clock. */
  now?: () => Date;
  /**
   * The passwords already being hashed ({@link hashSeedPasswords}), when the caller knew the
   * database to be new and started early; otherwise they are hashed here, if the seed runs.
   */
  hashes?: Promise<SeedHashes>;
  /**
   * The demo figures are not in this database (PGlite: the report database, server/db/report-data,
   * writes them when it is created), only the reports on them. Unset: here, in `report_data`.
   */
  figuresApart?: boolean;
}

/** The stored hashes of the seeded accounts' passwords. */
export interface SeedHashes {
  admin: string;
  demo: string;
}

/** Hashes both seed passwords, side by side (the hash gate lets two run at once). */
export async function hashSeedPasswords(options: Pick<SeedOptions, 'adminPassword' | 'demoPassword' | 'scryptLogN'>): Promise<SeedHashes> {
  const [admin, demo] = await Promise.all([
    hashPassword(options.adminPassword, options.scryptLogN),
    hashPassword(options.demoPassword, options.scryptLogN),
  ]);
  return { admin, demo };
}

/** True when the database has been seeded already (tenant 1 exists). */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('tenants').select('id').where('id', '=', 1).executeTakeFirst();
  return !!row;
}

/**
 * Seeds an empty database, once however many processes start on it together: the seed runs
 * in one transaction that first takes an exclusive lock on `tenants`, so a second process
 * waits for the first to commit and then finds tenant 1. True when this call seeded.
 */
export async function seedIfEmpty(db: Kysely<Database>, options: SeedOptions): Promise<boolean> {
  if (await isSeeded(db)) return false;
  // Hashed before the lock: scrypt takes long and must not hold the other process up.
  const hashes = await (options.hashes ?? hashSeedPasswords(options));
  return db.transaction().execute(async (tx) => {
    await sql`lock table tenants in exclusive mode`.execute(tx);
    if (await isSeeded(tx)) return false;
    await seedRows(tx, hashes, options);
    return true;
  });
}

/** Seeds tenant 1, the menu tree, roles, departments, users, dictionaries and personalisation. */
async function seedRows(tx: Transaction<Database>, hashes: SeedHashes, options: SeedOptions): Promise<void> {
  const now = options.now?.() ?? new Date();
  const insertUser = async (values: Omit<NewUser, 'password_changed_at'>) =>
    (await tx.insertInto('users').values({ ...values, password_changed_at: now }).returning('id').executeTakeFirstOrThrow()).id;
  await tx.insertInto('tenants').values([{ id: 1, name: '默认租户' }, SECOND_TENANT]).execute();
  await tx.insertInto('permissions').values(toPermissionRows(MENU_TREE)).execute();
  const roleIds = await seedRoles(tx, 1);
  const secondAdminRole = (await seedRoles(tx, SECOND_TENANT.id)).admin;
  const departIds = await seedDepartments(tx, 1);

  const admin = await insertUser({ username: 'admin', realname: '管理员', password_hash: hashes.admin, org_code: 'A01' });
  const userIds = new Map([['admin', admin]]);
  await tx.insertInto('user_tenants').values([{ user_id: admin, tenant_id: 1 }, { user_id: admin, tenant_id: SECOND_TENANT.id }]).execute();
  await tx.insertInto('user_roles').values([{ user_id: admin, role_id: roleIds.admin }, { user_id: admin, role_id: secondAdminRole }]).execute();
  await tx.insertInto('user_departments').values({ user_id: admin, department_id: departIds.get('A01')! }).execute();

  for (const demo of DEMO_USERS) {
    const id = await insertUser({
      username: demo.username, realname: demo.realname, password_hash: hashes.demo, org_code: demo.departs[0]!, sex: demo.sex,
      email: `${demo.username}@example.com`, phone: demo.phone,
    });
    userIds.set(demo.username, id);
    await tx.insertInto('user_tenants').values({ user_id: id, tenant_id: 1 }).execute();
    await tx.insertInto('user_roles').values({ user_id: id, role_id: roleIds[demo.role] }).execute();
    await tx.insertInto('user_departments').values(demo.departs.map((code) => ({ user_id: id, department_id: departIds.get(code)! }))).execute();
  }
  await seedDictionaries(tx);
  await seedNoticesAndAnnouncements(tx, userIds, now);
  if (!options.figuresApart) await fillReportFigures(tx);
  await fillReportDefinitions(tx);
  // Migration 0026 fills the definitions of a database seeded before it, when 0031's column is not there yet: set here.
  await tx.updateTable('report_sources').set({ allowed_schema: 'report_data' }).where('kind', '=', 'builtin').execute();
  await seedDemoPushPlans(tx);
  await seedDemoArticles(tx, now);
  await fillArticleSearch(tx, 'unfilled');
  await seedDemoComments(tx, now);
  await tx.insertInto('launcher_space_entries').values(launcherSpaceRows()).execute();
  if (options.passwordMustChange?.length) {
    await tx.updateTable('users').set({ password_must_change: true })
      .where((eb) => eb(eb.fn('lower', ['username']), 'in', options.passwordMustChange!.map((u) => u.toLowerCase())))
      .execute();
  }
  await tx.insertInto('personalization')
    .values([1, SECOND_TENANT.id].map((tenantId) => personalizationRow(tenantId, SEED_PERSONALIZATION))).execute();
}

type NewUser = { username: string; realname: string; password_hash: string; org_code: string; sex?: number; email?: string; phone?: string; password_changed_at: Date };

/** Creates the administrator and staff roles of a tenant and grants their permissions. */
async function seedRoles(tx: Transaction<Database>, tenantId: number) {
  const ids = {} as Record<keyof typeof ROLES, string>;
  for (const [key, [code, name]] of Object.entries(ROLES) as [keyof typeof ROLES, readonly [string, string]][]) {
    const row = await tx.insertInto('roles').values({ tenant_id: tenantId, role_code: code, role_name: name }).returning('id').executeTakeFirstOrThrow();
    ids[key] = row.id;
  }
  const all = toPermissionRows(MENU_TREE).map((p) => p.id);
  const adminOnly = adminOnlyIds(MENU_TREE);
  await tx.insertInto('role_permissions').values(all.map((permission_id) => ({ role_id: ids.admin, permission_id }))).execute();
  await tx.insertInto('role_permissions')
    .values(all.filter((id) => !adminOnly.has(id)).map((permission_id) => ({ role_id: ids.staff, permission_id })))
    .execute();
  return ids;
}

async function seedDepartments(tx: Transaction<Database>, tenantId: number) {
  const ids = new Map<string, string>();
  for (const [orgCode, name, nameEn, type, parent] of DEMO_DEPARTMENTS) {
    const row = await tx.insertInto('departments').values({
      tenant_id: tenantId, org_code: orgCode, depart_name: name, depart_name_en: nameEn, org_type: type,
      parent_id: parent ? ids.get(parent)! : null,
    }).returning('id').executeTakeFirstOrThrow();
    ids.set(orgCode, row.id);
  }
  return ids;
}

async function seedDictionaries(tx: Transaction<Database>) {
  for (const dict of DICTIONARIES) {
    const { id } = await tx.insertInto('dicts').values({ dict_code: dict.code, dict_name: dict.name }).returning('id').executeTakeFirstOrThrow();
    await tx.insertInto('dict_items').values(dict.items.map(([value, cn, en, tc], i) => ({
      dict_id: id, item_value: value, item_text: cn, item_text_en: en, item_text_tc: tc, sort_order: i + 1,
    }))).execute();
  }
}
