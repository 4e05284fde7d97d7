import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema.ts';
import { badRequest } from '../lib/app-error.ts';
import type { Executor } from './executor.ts';

/**
 * A many-to-many link of a resource, held in a link table (a user's departments, roles,
 * positions): read into an id list of the record, replaced from the input on add and edit,
 * and usable as a list filter (`?departIds=<id>`). Only targets of the request's tenant are
 * read, linked or unlinked: another tenant's links of the same row stay as they are.
 */
export interface Relation {
  /** The link table, its column naming the resource's row, and its column naming the target. */
  link: keyof Database & string;
  from: string;
  to: string;
  /** The target table; its rows belong to tenants by `tenant_id`. */
  target: keyof Database & string;
  /**
   * Another input key that holds the same ids as comma-joined text (JeecgBoot's user add and
   * edit send `selectedroles`, `selecteddeparts`); when given, it is read instead of the field.
   */
  inputAlias?: string;
}

/** The most targets one relation takes from one input. */
export const MAX_RELATION_TARGETS = 50;

/**
 * The ids of a relation as an input gives them: a list, or comma-joined text as JeecgBoot sends
 * it (a list item may be such text too: a lone text coerced to a list). Trimmed, no empties;
 * `null` when the input does not give the relation; 400 naming the field beyond the limit.
 */
export function relationTargets(value: unknown, label: string): string[] | null {
  if (typeof value !== 'string' && !Array.isArray(value)) return null;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((item) => String(item).split(',')).map((id) => id.trim()).filter(Boolean);
  if (parts.length > MAX_RELATION_TARGETS || parts.some((id) => id.length > 64)) throw badRequest('relationInvalid', { name: label });
  return parts;
}

const inTenant = (relation: Relation, tenantId: number) =>
  sql<SqlBool>`${sql.ref(`l.${relation.to}`)} in (select id from ${sql.table(relation.target)} where tenant_id = ${tenantId})`;

/** The tenant's targets linked to each of `ids`. */
export async function readRelation(db: Executor, relation: Relation, ids: string[], tenantId: number): Promise<Map<string, string[]>> {
  const rows = await (db as Kysely<any>).selectFrom(`${relation.link} as l`)
    .select([sql.ref(`l.${relation.from}`).as('owner'), sql.ref(`l.${relation.to}`).as('target')])
    .where(sql.ref(`l.${relation.from}`), 'in', ids).where(inTenant(relation, tenantId))
    .orderBy(sql.ref(`l.${relation.to}`)).execute() as { owner: string; target: string }[];
  const byOwner = new Map<string, string[]>();
  for (const row of rows) byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), row.target]);
  return byOwner;
}

/**
 * Replaces the tenant's links of `id` with `targets`; 400 naming the field (`label`) when a target is not
 * a row of the tenant (an id of another tenant is as unknown as a made-up one).
 */
export async function writeRelation(tx: Executor, relation: Relation, label: string, id: string, targets: readonly string[], tenantId: number) {
  const wanted = [...new Set(targets)];
  const db = tx as Kysely<any>;
  if (wanted.length) {
    const found = await db.selectFrom(relation.target).select('id').where('tenant_id', '=', tenantId).where('id', 'in', wanted).execute();
    if (found.length !== wanted.length) throw badRequest('relationInvalid', { name: label });
  }
  await db.deleteFrom(`${relation.link} as l`).where(sql.ref(`l.${relation.from}`), '=', id).where(inTenant(relation, tenantId)).execute();
  if (wanted.length) await db.insertInto(relation.link).values(wanted.map((target) => ({ [relation.from]: id, [relation.to]: target }))).execute();
}

/** The condition "row `t` is linked to `target`" of a list filter. */
export function linkedTo(eb: ExpressionBuilder<any, any>, relation: Relation, target: string) {
  return eb.exists(eb.selectFrom(`${relation.link} as l`).select(sql.lit(1).as('one'))
    .whereRef(`l.${relation.from}`, '=', 't.id').where(sql.ref(`l.${relation.to}`), '=', target));
}
