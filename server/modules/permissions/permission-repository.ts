import type { Kysely } from 'kysely';
import type { Database, PermissionRow } from '../../db/schema.ts';
import type { Invalidation, InvalidationTarget } from '../../db/invalidation.ts';
import { PLATFORM_TENANT_ID } from '../../../shared/kit/resource.ts';
import { BoundedMap } from '../../lib/bounded-map.ts';
import type { DataRuleRow } from '../../kit/data-rules.ts';
import { platformOnlyIds } from './platform-pages.ts';

/** Users whose roles and tenants are held per process; beyond this the oldest is read again. */
export const USER_ACCESS_LIMIT = 50_000;

/** What a set of roles grants in a tenant: its rows in menu order, and every action they name. */
export interface Grant {
  rows: PermissionRow[];
  actions: Set<string>;
}

/** What is held of one user: role set and membership per tenant. */
interface UserAccess {
  roleKeys: Map<number, string>;
  members: Map<number, boolean>;
}

/** The menus and buttons of the system as read once, with what is derived from them. */
interface Catalogue {
  rows: PermissionRow[];
  buttons: PermissionRow[];
  /** Actions named by an entry that is not enforced (status '0'). */
  unenforced: Set<string>;
  /** Platform-only pages and all below them (`platformOnlyIds`). */
  platformOnly: ReadonlySet<string>;
}

/** Marks a department role's id in a role key (role ids are uuids and never start with it). */
const DEPART_ROLE = 'd:';

/** The actions of an entry: its comma-separated `perms`, spaces ignored (as the SQL rule before). */
const actionsOf = (row: PermissionRow) => row.perms.replace(/ /g, '').split(',').filter(Boolean);

/**
 * Permissions as granted through roles and department roles (architecture §4 "hot paths are cached, never stale").
 * The catalogue of menus and buttons, what each set of roles grants in a tenant, each user's
 * roles and tenants, and the brand-visibility rule are read once and held until the database
 * tells a change (migration 0016's triggers, on every process): a change of roles still reaches
 * signed-in users without a new login. Grants are keyed by (tenant, set of roles), so the
 * thousand staff of one department share one entry; a department joins the key when a data
 * rule reads it. Outside the platform tenant the menus of platform-only pages (`isPlatformPage`
 * of their component: the kit resources without a tenant) are not shown, whatever a role holds.
 */
export function createPermissionRepository(db: Kysely<Database>, isPlatformPage: (page: string) => boolean = () => false) {
  let generation = 0;
  let catalogue: Promise<Catalogue> | null = null;
  const grants = new Map<string, Promise<Grant>>();
  const users = new BoundedMap<string, UserAccess>(USER_ACCESS_LIMIT);
  const brandHidden = new Map<number, Promise<string>>();
  const dataRules = new Map<string, Promise<DataRuleRow[]>>();

  /**
   * Reads through a cache slot: the promise is held at once, so concurrent callers share one
   * query; it is forgotten when it fails or when an invalidation came while it ran.
   */
  function cached<K, V>(map: Map<K, Promise<V>>, key: K, read: () => Promise<V>): Promise<V> {
    const held = map.get(key);
    if (held) return held;
    const startedAt = generation;
    const reading = read();
    map.set(key, reading);
    reading.then(
      () => { if (generation !== startedAt && map.get(key) === reading) map.delete(key); },
      () => { if (map.get(key) === reading) map.delete(key); },
    );
    return reading;
  }

  const readCatalogue = () => {
    if (catalogue) return catalogue;
    const startedAt = generation;
    const reading = db.selectFrom('permissions').selectAll().where('del_flag', '=', false)
      .orderBy('sort_no').orderBy('id').execute()
      .then((rows) => ({
        rows,
        buttons: rows.filter((row) => row.menu_type === 2),
        unenforced: new Set(rows.filter((row) => row.status === '0').flatMap(actionsOf)),
        // Read at a request, when every kit resource is registered (routes come before serving).
        platformOnly: platformOnlyIds(rows, isPlatformPage),
      }));
    catalogue = reading;
    reading.then(
      () => { if (generation !== startedAt && catalogue === reading) catalogue = null; },
      () => { if (catalogue === reading) catalogue = null; },
    );
    return reading;
  };

  const accessOf = (userId: string) => {
    let access = users.get(userId);
    if (!access) users.set(userId, (access = { roleKeys: new Map(), members: new Map() }));
    return access;
  };

  /**
   * The user's roles in the tenant as one key: sorted ids joined (no roles: ''). Department
   * roles (migration 0019) count with a `d:` prefix, those of departments the user is a member of.
   */
  async function roleKeyOf(userId: string, tenantId: number): Promise<string> {
    const held = users.get(userId)?.roleKeys.get(tenantId);
    if (held !== undefined) return held;
    const startedAt = generation;
    const [roles, departRoles] = await Promise.all([
      db.selectFrom('user_roles as ur').innerJoin('roles as r', 'r.id', 'ur.role_id')
        .select('ur.role_id').where('ur.user_id', '=', userId).where('r.tenant_id', '=', tenantId).execute(),
      db.selectFrom('depart_role_users as du').innerJoin('depart_roles as dr', 'dr.id', 'du.drole_id')
        .innerJoin('user_departments as ud', (join) => join.onRef('ud.user_id', '=', 'du.user_id').onRef('ud.department_id', '=', 'dr.depart_id'))
        .select('dr.id').where('du.user_id', '=', userId).where('dr.tenant_id', '=', tenantId).execute(),
    ]);
    const key = [...roles.map((row) => row.role_id), ...departRoles.map((row) => `${DEPART_ROLE}${row.id}`)].sort().join(',');
    if (generation === startedAt) accessOf(userId).roleKeys.set(tenantId, key);
    return key;
  }

  /**
   * The role keys of many users in a tenant at once (two queries for all, instead of two
   * each), held as `roleKeyOf` holds one: what a report subscription's thousand recipients need.
   */
  async function roleKeysOf(userIds: readonly string[], tenantId: number): Promise<Map<string, string>> {
    const keys = new Map<string, string>();
    const missing = userIds.filter((id) => {
      const held = users.get(id)?.roleKeys.get(tenantId);
      if (held !== undefined) keys.set(id, held);
      return held === undefined;
    });
    for (let i = 0; i < missing.length; i += 1000) {
      const chunk = missing.slice(i, i + 1000);
      const startedAt = generation;
      const [roles, departRoles] = await Promise.all([
        db.selectFrom('user_roles as ur').innerJoin('roles as r', 'r.id', 'ur.role_id')
          .select(['ur.user_id', 'ur.role_id as id']).where('ur.user_id', 'in', chunk).where('r.tenant_id', '=', tenantId).execute(),
        db.selectFrom('depart_role_users as du').innerJoin('depart_roles as dr', 'dr.id', 'du.drole_id')
          .innerJoin('user_departments as ud', (join) => join.onRef('ud.user_id', '=', 'du.user_id').onRef('ud.department_id', '=', 'dr.depart_id'))
          .select(['du.user_id', 'dr.id']).where('du.user_id', 'in', chunk).where('dr.tenant_id', '=', tenantId).execute(),
      ]);
      const parts = new Map<string, string[]>(chunk.map((id) => [id, []]));
      for (const row of roles) parts.get(row.user_id)!.push(row.id);
      for (const row of departRoles) parts.get(row.user_id)!.push(`${DEPART_ROLE}${row.id}`);
      for (const [userId, list] of parts) {
        const key = list.sort().join(',');
        keys.set(userId, key);
        if (generation === startedAt) accessOf(userId).roleKeys.set(tenantId, key);
      }
    }
    return keys;
  }

  /** What the roles of a key grant: their own grants, and their department roles' within what each department may grant. */
  async function grantedIds(roleKey: string): Promise<Set<string>> {
    if (!roleKey) return new Set();
    const ids = roleKey.split(',');
    const roleIds = ids.filter((id) => !id.startsWith(DEPART_ROLE));
    const departRoleIds = ids.filter((id) => id.startsWith(DEPART_ROLE)).map((id) => id.slice(DEPART_ROLE.length));
    const [own, departs] = await Promise.all([
      roleIds.length ? db.selectFrom('role_permissions').select('permission_id').where('role_id', 'in', roleIds).execute() : [],
      departRoleIds.length
        ? db.selectFrom('depart_role_permissions as drp').innerJoin('depart_roles as dr', 'dr.id', 'drp.drole_id')
          .innerJoin('depart_permissions as dp', (join) => join.onRef('dp.depart_id', '=', 'dr.depart_id').onRef('dp.permission_id', '=', 'drp.permission_id'))
          .select('drp.permission_id').where('drp.drole_id', 'in', departRoleIds).execute()
        : [],
    ]);
    return new Set([...own, ...departs].map((row) => row.permission_id));
  }

  async function grantOf(userId: string, tenantId: number): Promise<Grant> {
    return grantOfKey(await roleKeyOf(userId, tenantId), tenantId);
  }

  function grantOfKey(roleKey: string, tenantId: number): Promise<Grant> {
    return cached(grants, `${tenantId}|${roleKey}`, async () => {
      const granted = await grantedIds(roleKey);
      const { rows: all, platformOnly } = await readCatalogue();
      // Outside the platform a platform-only page cannot load its data: it is not shown. Its
      // buttons stay, so a direct call hears why ('platformOnly') rather than 'access denied'.
      if (tenantId !== PLATFORM_TENANT_ID) {
        for (const row of all) if (platformOnly.has(row.id) && row.menu_type !== 2) granted.delete(row.id);
      }
      const rows = all.filter((row) => granted.has(row.id));
      return { rows, actions: new Set(rows.flatMap(actionsOf)) };
    });
  }

  return {
    /** Every menu and button the user's roles grant in the tenant, in menu order (one array per grant: do not change it). */
    async granted(userId: string, tenantId: number): Promise<PermissionRow[]> {
      return (await grantOf(userId, tenantId)).rows;
    },

    /**
     * Those of `userIds` whose roles grant the menu entry `permissionId` in the tenant (as
     * `granted` would list it): the role keys read for all at once, one grant per role set.
     */
    async usersGranted(userIds: readonly string[], tenantId: number, permissionId: string): Promise<Set<string>> {
      const keys = await roleKeysOf([...new Set(userIds)], tenantId);
      const byKey = new Map<string, boolean>();
      for (const key of new Set(keys.values())) byKey.set(key, (await grantOfKey(key, tenantId)).rows.some((row) => row.id === permissionId));
      return new Set([...keys].filter(([, key]) => byKey.get(key)).map(([userId]) => userId));
    },

    /** Every menu and button of the system, in menu order (one array until a change: do not change it). */
    async catalogue(): Promise<PermissionRow[]> {
      return (await readCatalogue()).rows;
    },

    /**
     * The catalogue's menus of platform-only pages and everything below them, which a tenant
     * other than the platform may not grant (one set until a change: do not change it).
     */
    async platformOnly(): Promise<ReadonlySet<string>> {
      return (await readCatalogue()).platformOnly;
    },

    /** Every button permission of the system (the `allAuth` list; one array until a change). */
    async allButtons(): Promise<PermissionRow[]> {
      return (await readCatalogue()).buttons;
    },

    /**
     * True when the user may perform `action` in the tenant: a role grants an entry whose
     * (comma-separated) actions include it, or an entry naming it is not enforced (status '0').
     */
    async userHas(userId: string, tenantId: number, action: string): Promise<boolean> {
      if ((await readCatalogue()).unenforced.has(action)) return true;
      return (await grantOf(userId, tenantId)).actions.has(action);
    },

    /**
     * What the user may do in the tenant as a check that needs no further read (as `userHas`
     * answers it, from the grant held now): a request takes it before its transaction, so that
     * code inside one never reads permissions through the root db (server/db/transaction-guard.ts).
     */
    async permits(userId: string, tenantId: number): Promise<(action: string) => boolean> {
      const [{ unenforced }, grant] = await Promise.all([readCatalogue(), grantOf(userId, tenantId)]);
      return (action) => unenforced.has(action) || grant.actions.has(action);
    },

    /** True when the user belongs to the tenant and the tenant is active. */
    async isMember(userId: string, tenantId: number): Promise<boolean> {
      const held = users.get(userId)?.members.get(tenantId);
      if (held !== undefined) return held;
      const startedAt = generation;
      const member = !!(await db.selectFrom('user_tenants as ut').innerJoin('tenants as t', 't.id', 'ut.tenant_id')
        .select('ut.tenant_id')
        .where('ut.user_id', '=', userId).where('ut.tenant_id', '=', tenantId).where('t.status', '=', 1)
        .executeTakeFirst());
      if (generation === startedAt) accessOf(userId).members.set(tenantId, member);
      return member;
    },

    /** The username that does not see the brand-culture entry in the tenant ('' for none). */
    brandHiddenUsername(tenantId: number): Promise<string> {
      return cached(brandHidden, tenantId, async () => (await db.selectFrom('personalization').select('brand_hidden_username')
        .where('tenant_id', '=', tenantId).executeTakeFirst())?.brand_hidden_username ?? '');
    },

    /**
     * The data rules the user's roles in the tenant hold on a menu page (its component name), as
     * written (variables unresolved): one read per (tenant, set of roles, page), held like the
     * grants and dropped by the same changes (migrations 0016, 0017: rules, their roles, menus,
     * a user's roles).
     */
    async dataRules(userId: string, tenantId: number, page: string): Promise<DataRuleRow[]> {
      const roleKey = await roleKeyOf(userId, tenantId);
      const roleIds = roleKey.split(',').filter((id) => id && !id.startsWith(DEPART_ROLE));
      if (!roleIds.length) return [];
      return cached(dataRules, `${tenantId}|${roleKey}|${page}`, () => db.selectFrom('data_rules as r')
        .innerJoin('permissions as p', 'p.id', 'r.permission_id')
        .innerJoin('role_data_rules as rr', 'rr.rule_id', 'r.id')
        .select(['r.id', 'r.rule_column', 'r.rule_condition', 'r.rule_value']).distinct()
        .where('p.component_name', '=', page).where('p.del_flag', '=', false)
        .where('rr.role_id', 'in', roleIds).where('r.status', '=', '1')
        .orderBy('r.id').execute());
    },

    /** Drops what a change makes stale (see migration 0016 for who tells what). */
    invalidate(change: Invalidation) {
      generation++;
      if (change.kind === 'user') users.delete(change.userId);
      if (change.kind === 'grants' || change.kind === 'all') {
        catalogue = null;
        grants.clear();
        brandHidden.clear();
        dataRules.clear();
      }
      if (change.kind === 'all') users.clear();
    },
  } satisfies InvalidationTarget & Record<string, unknown>;
}
export type PermissionRepository = ReturnType<typeof createPermissionRepository>;
