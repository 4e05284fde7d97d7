import { sql, type Kysely, type Transaction } from 'kysely';
import type { KitAction } from '../../shared/kit/action.ts';
import type { InputOf, ListQueryOf, RecordOf, Resource } from '../../shared/kit/resource.ts';
import type { Database } from '../db/schema.ts';
import { badRequest, forbidden, notFound } from '../lib/app-error.ts';
import { logOperation, type OperateType } from './operation-log.ts';
import type { RequestScope } from './request-scope.ts';
import { createResourceReader, type AnyQuery } from './resource-reader.ts';
import { relationTargets, writeRelation } from './relations.ts';
import type { AfterCommit, Executor, TableBinding } from './table-binding.ts';
import type { WireShape } from './wire-shape.ts';
import { checkUnique, translateUniqueViolation } from './unique-check.ts';

/** The most rows `findAll` and `children` answer at once. */
export const FIND_ALL_LIMIT = 5000;

/** A page of records and how many rows match in all. */
export interface RecordPage<R> {
  records: R[];
  total: number;
}

/**
 * The one repository of every kit resource (architecture §4a): tenant-bound, data rules
 * applied on every read and every write, writes in a transaction with their operation-log
 * entry. `null` answers "not there, or not yours": the caller cannot tell the two apart.
 */
export function createResourceRepository<X extends Resource>(db: Kysely<Database>, binding: TableBinding<X>, wire?: WireShape) {
  type Rec = RecordOf<X>;
  const { resource, table } = binding;
  const { fields, selection, relations, isId, visible, filtered, records, ordered } = createResourceReader(binding, wire);

  /**
   * Runs a write in a transaction; `work` may keep what the binding asked to do after the
   * commit (`beforeChange`'s answer), which runs only once the transaction committed.
   */
  async function inTransaction<T>(work: (tx: Executor, afterCommit: (task: AfterCommit | void) => void) => Promise<T>, scope: RequestScope): Promise<T> {
    const tasks: AfterCommit[] = [];
    let result: T;
    try {
      result = await db.transaction().execute((tx) => work(tx, (task) => { if (task) tasks.push(task); }));
    } catch (error) {
      throw translateUniqueViolation(error, binding, scope) ?? error;
    }
    for (const task of tasks) task();
    return result;
  }

  // A write must leave the row inside the writer's data rules: nobody writes a row they could not read.
  async function assertVisible(tx: Executor, scope: RequestScope, id: string) {
    if (!scope.rules.length) return;
    const row = await visible(tx, scope).select('t.id').where('t.id', '=', id).executeTakeFirst();
    if (!row) throw forbidden('dataRuleRefused');
  }

  async function rowOf(input: InputOf<X>, scope: RequestScope, mode: 'add' | 'edit', tx: Executor, id: string | null = null): Promise<Record<string, unknown>> {
    if (binding.toRow) return binding.toRow(input, scope, mode, tx as never, id);
    const source = input as Record<string, unknown>;
    const plain = binding.columns as Record<string, string>;
    return Object.fromEntries(Object.keys(source).filter((key) => key !== 'id' && plain[key]).map((key) => [plain[key], source[key]]));
  }

  async function writeRelations(tx: Executor, id: string, input: InputOf<X>, scope: RequestScope) {
    const source = input as Record<string, unknown>;
    for (const [key, relation] of relations) {
      const label = fields[key]?.label[scope.locale] || key;
      const given = relation.inputAlias && source[relation.inputAlias] !== undefined ? source[relation.inputAlias] : source[key];
      const targets = relationTargets(given, label);
      if (targets) await writeRelation(tx, relation, label, id, targets, scope.tenantId);
    }
  }

  const log = (tx: Executor, scope: RequestScope, type: OperateType, ids: readonly string[]) => logOperation(tx, scope, resource.name, type, ids);

  const parentField = resource.tree?.parentField as string | undefined;
  const parentColumn = parentField ? (binding.columns as Record<string, string>)[parentField] : undefined;

  /**
   * A tree resource's input with its parent checked (widgets-admin §4 tree tables): an empty
   * parent is a root (null); any other must be a row the scope sees (its tenant's, within its
   * data rules) and, on edit, neither the row itself nor one of its descendants (no cycles).
   * The parent is left out of an edit that does not name it: the row keeps its place.
   */
  async function withCheckedParent(tx: Executor, scope: RequestScope, input: InputOf<X>, id: string | null): Promise<InputOf<X>> {
    if (!parentField || !parentColumn) return input;
    const source = input as Record<string, unknown>;
    if (source[parentField] === undefined && id !== null) return input;
    const parent = typeof source[parentField] === 'string' && (source[parentField] as string).trim() ? (source[parentField] as string).trim() : null;
    if (parent !== null) {
      const found = await visible(tx, scope).select('t.id').where('t.id', '=', parent).executeTakeFirst();
      if (!found) throw badRequest('treeParentInvalid');
      if (id !== null && (parent === id || await isAncestor(tx, id, parent))) throw badRequest('treeParentCycle');
    }
    return { ...source, [parentField]: parent } as InputOf<X>;
  }

  /**
   * Serialises the tenant's tree writes that place a node (adds, and edits naming a parent),
   * taken first in the transaction: two moves checked for cycles at once could each pass and
   * together make one, an add under a moving node could miss its new code, and two moves
   * taking row locks in opposite orders deadlock. Tree writes are rare; this costs nothing else.
   */
  async function lockTree(tx: Executor, scope: RequestScope, input: InputOf<X>, mode: 'add' | 'edit') {
    if (!parentField || (mode === 'edit' && (input as Record<string, unknown>)[parentField] === undefined)) return;
    const tenant = binding.tenant === 'none' ? 0 : scope.tenantId;
    await sql`select pg_advisory_xact_lock(hashtext(${table}), ${tenant})`.execute(tx);
  }

  // Walks up from `node` (union, not union all: a cycle already in the data ends the walk).
  async function isAncestor(tx: Executor, ancestor: string, node: string): Promise<boolean> {
    const { rows } = await sql<{ id: string }>`
      with recursive up(id, parent) as (
        select id, ${sql.ref(parentColumn!)} from ${sql.table(table)} where id = ${node}
        union
        select t.id, ${sql.ref(`t.${parentColumn!}`)} from ${sql.table(table)} t join up on t.id = up.parent
      ) select id from up where id = ${ancestor} limit 1`.execute(tx);
    return rows.length > 0;
  }

  return {
    /** The visible rows matching the list query, one page, sorted through the allowlist. */
    async paginate(scope: RequestScope, list: ListQueryOf<X>): Promise<RecordPage<Rec>> {
      const base = filtered(visible(db, scope), list as Record<string, unknown>);
      const [counted, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        ordered(base.select(selection), list).limit(list.pageSize).offset((list.pageNo - 1) * list.pageSize).execute(),
      ]);
      return { records: await records(db, rows, scope), total: Number(counted.total) };
    },

    /** One visible record, else null. */
    async findById(scope: RequestScope, id: string, executor: Executor = db): Promise<Rec | null> {
      if (!isId(String(id))) return null;
      const row = await visible(executor, scope).select(selection).where('t.id', '=', id).executeTakeFirst();
      return row ? (await records(executor, [row], scope))[0]! : null;
    },

    /**
     * Every visible record matching the list's filters and advanced query (as `paginate` reads
     * them), in the list's order, at most `limit`: what a whole tree or a picker needs at once.
     */
    async findAll(scope: RequestScope, list: Partial<ListQueryOf<X>> & Partial<Record<keyof Rec & string, string>> = {}, limit = FIND_ALL_LIMIT): Promise<Rec[]> {
      const rows = await ordered(filtered(visible(db, scope), list as Record<string, unknown>).select(selection), list).limit(limit).execute();
      return records(db, rows, scope);
    },

    /** The visible records among `ids`, in the order of the list's default sort (read in `executor`: a transaction sees its own writes). */
    async findMany(scope: RequestScope, ids: readonly string[], executor: Executor = db): Promise<Rec[]> {
      if (!ids.length || !ids.every(isId)) return [];
      const rows = await ordered(visible(executor, scope).select(selection).where('t.id', 'in', [...ids]), {}).execute();
      return records(executor, rows, scope);
    },

    /**
     * Adds a record and answers its id; unique fields are checked, the data rules must hold
     * for it, and a tree node's parent must be visible.
     */
    async create(scope: RequestScope, input: InputOf<X>): Promise<string> {
      return inTransaction(async (tx) => {
        await lockTree(tx, scope, input, 'add');
        await checkUnique(tx, binding, scope, input as Record<string, unknown>, null);
        input = await withCheckedParent(tx, scope, input, null);
        const values = await rowOf(input, scope, 'add', tx);
        if (binding.tenant === 'column') values.tenant_id = scope.tenantId;
        const { id } = await (tx as Kysely<any>).insertInto(table).values(values).returning('id').executeTakeFirstOrThrow() as { id: string };
        if (binding.tenant === 'membership') await tx.insertInto('user_tenants').values({ user_id: id, tenant_id: scope.tenantId }).execute();
        await writeRelations(tx, id, input, scope);
        await binding.afterWrite?.(tx as never, id, input, scope, 'add');
        await assertVisible(tx, scope, id);
        await log(tx, scope, 'add', [id]);
        return id;
      }, scope);
    },

    /** Changes a visible record; false when there is none to change. A tree node cannot move under itself. */
    async update(scope: RequestScope, id: string, input: InputOf<X>): Promise<boolean> {
      if (!isId(id)) return false;
      return inTransaction(async (tx, afterCommit) => {
        await lockTree(tx, scope, input, 'edit');
        const found = await visible(tx, scope).select('t.id').where('t.id', '=', id).forUpdate().executeTakeFirst();
        if (!found) return false;
        afterCommit(await binding.beforeChange?.(tx as never, [id], scope, 'edit'));
        await checkUnique(tx, binding, scope, input as Record<string, unknown>, id);
        input = await withCheckedParent(tx, scope, input, id);
        const values = await rowOf(input, scope, 'edit', tx, id);
        if (Object.keys(values).length) await (tx as Kysely<any>).updateTable(table).set(values).where('id', '=', id).execute();
        await writeRelations(tx, id, input, scope);
        await binding.afterWrite?.(tx as never, id, input, scope, 'edit');
        await assertVisible(tx, scope, id);
        await log(tx, scope, 'edit', [id]);
        return true;
      }, scope);
    },

    /**
     * Deletes visible records, all or none: false (nothing deleted) when any of `ids` is not
     * visible. With `softDelete` the rows go to the recycle bin.
     */
    async remove(scope: RequestScope, ids: readonly string[]): Promise<boolean> {
      const wanted = [...new Set(ids)];
      if (!wanted.every(isId)) return false;
      return inTransaction(async (tx, afterCommit) => {
        const found = await visible(tx, scope).select('t.id').where('t.id', 'in', wanted).forUpdate().execute();
        if (found.length !== wanted.length) return false;
        afterCommit(await binding.beforeChange?.(tx as never, wanted, scope, 'delete'));
        const target = (tx as Kysely<any>);
        if (binding.softDelete) await target.updateTable(table).set({ del_flag: true }).where('id', 'in', wanted).execute();
        else await target.deleteFrom(table).where('id', 'in', wanted).execute();
        await log(tx, scope, 'delete', wanted);
        return true;
      }, scope);
    },

    /**
     * The visible children of `parentId` (the roots for null) of a tree resource, each with
     * `hasChildren`: whether any row of its tenant names it as parent. A node whose children
     * all fall outside the data rules opens empty and becomes a leaf (widgets-admin §4); a
     * visible row whose parent falls outside them is a root, so that it can be reached.
     */
    async children(scope: RequestScope, parentId: string | null): Promise<(Rec & { hasChildren: boolean })[]> {
      if (!parentColumn) throw new Error(`${resource.name} is not a tree resource`);
      const parent = `t.${parentColumn}`;
      let query = visible(db, scope).select(selection).select((eb) => eb.exists((eb.selectFrom(`${table} as c`) as AnyQuery).select('c.id')
        .whereRef(`c.${parentColumn}`, '=', 't.id')
        .$if(binding.tenant === 'column', (q) => q.whereRef('c.tenant_id', '=', 't.tenant_id'))
        .$if(!!binding.softDelete, (q) => q.where('c.del_flag', '=', false))).as('hasChildren'));
      if (parentId !== null) query = query.where(sql.ref(parent), '=', parentId);
      else if (!scope.rules.length) query = query.where(sql.ref(parent), 'is', null);
      else {
        const seen = visible(db, scope).select('t.id');
        query = query.where((eb) => eb.or([eb(sql.ref(parent), 'is', null), eb.not(eb(sql.ref(parent), 'in', seen))]));
      }
      const rows = await ordered(query, {}).limit(FIND_ALL_LIMIT).execute();
      return records(db, rows, scope) as Promise<(Rec & { hasChildren: boolean })[]>;
    },

    /** The recycle bin of a soft-deleting resource: its deleted rows the scope may see, one page. */
    async recycled(scope: RequestScope, list: { pageNo: number; pageSize: number }): Promise<RecordPage<Rec>> {
      const base = visible(db, scope, { deleted: true });
      const [counted, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        ordered(base.select(selection), {}).limit(list.pageSize).offset((list.pageNo - 1) * list.pageSize).execute(),
      ]);
      return { records: await records(db, rows, scope), total: Number(counted.total) };
    },

    /**
     * Takes deleted rows out of the recycle bin (`restore`) or deletes them for good (`purge`),
     * all or nothing: false when any of `ids` is not in the scope's recycle bin.
     */
    async fromRecycleBin(scope: RequestScope, ids: readonly string[], action: 'restore' | 'purge'): Promise<boolean> {
      const wanted = [...new Set(ids)];
      if (!wanted.every(isId)) return false;
      return inTransaction(async (tx) => {
        const found = await visible(tx, scope, { deleted: true }).select('t.id').where('t.id', 'in', wanted).forUpdate().execute();
        if (found.length !== wanted.length) return false;
        const target = tx as Kysely<any>;
        if (action === 'restore') await target.updateTable(table).set({ del_flag: false }).where('id', 'in', wanted).execute();
        else await target.deleteFrom(table).where('id', 'in', wanted).execute();
        await log(tx, scope, action === 'restore' ? 'edit' : 'delete', wanted);
        return true;
      }, scope);
    },

    /**
     * Runs a special action (server/kit/action-routes.ts) on visible rows `ids` (in the recycle
     * bin, for an action on `rows: 'recycled'`), all or none, in one transaction: the rows are
     * locked first, and one of them the scope cannot see (not there, another tenant's, hidden by
     * the data rules) is a 404 before anything changes; `work` then writes, and the operation
     * log records the action's name on the rows (as its `logAs`, default an edit). What `work`
     * hands to `afterCommit` runs, in order and awaited, only once the transaction committed.
     */
    async act<T>(scope: RequestScope, ids: readonly string[], named: string | Pick<KitAction, 'name' | 'rows' | 'logAs'>,
      work: (tx: Transaction<Database>, afterCommit: (task: () => unknown) => void) => Promise<T>): Promise<T> {
      const action = typeof named === 'string' ? { name: named } as Pick<KitAction, 'name' | 'rows' | 'logAs'> : named;
      const wanted = [...new Set(ids)];
      if (!wanted.length || !wanted.every(isId)) throw notFound();
      const tasks: (() => unknown)[] = [];
      const result = await inTransaction(async (tx) => {
        const found = await visible(tx, scope, { deleted: action.rows === 'recycled' }).select('t.id').where('t.id', 'in', wanted).forUpdate().execute();
        if (found.length !== wanted.length) throw notFound();
        const answer = await work(tx as Transaction<Database>, (task) => tasks.push(task));
        await logOperation(tx, scope, resource.name, action.logAs ?? 'edit', wanted, action.name);
        return answer;
      }, scope);
      for (const task of tasks) await task();
      return result;
    },

    /** The query behind an export: the list's rows without paging, or the visible rows among `ids`. */
    exportQuery(scope: RequestScope, list: ListQueryOf<X>, ids: readonly string[] | null): AnyQuery {
      const base = ids ? visible(db, scope).where('t.id', 'in', ids.filter(isId).length ? ids.filter(isId) : ['0']) : filtered(visible(db, scope), list as Record<string, unknown>);
      return ordered(base.select(selection), list);
    },

    /** Turns rows of `exportQuery` into records (with what `decorate` adds). */
    toRecords: (rows: Record<string, unknown>[], scope: RequestScope) => records(db, rows, scope),

    /** Writes an operation-log entry outside a kit write (export, import, special actions). */
    log: (scope: RequestScope, type: OperateType, ids: readonly string[]) => log(db, scope, type, ids),
  };
}
export type ResourceRepository<X extends Resource> = ReturnType<typeof createResourceRepository<X>>;
