import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';

/**
 * Department codes (the seed's scheme, JeecgBoot's `YouBianCodeUtil`): each level of the tree
 * adds one segment of a letter and two digits, A01…A99, B01…Z99, so a root is `A01`, its
 * children `A01A01`, `A01A02`…, and a department's code starts with every ancestor's code.
 * "The subtree of X" is then "codes starting with X's code", which data rules (`orgCode
 * right_like #{sys_org_code}`) and the user's current department rely on.
 */
export const SEGMENT_LENGTH = 3;
const PER_LETTER = 99;
const LETTERS = 26;

/** The segment of the `index`-th child (1-based): 1 → A01, 99 → A99, 100 → B01. */
export function segmentOf(index: number): string {
  const letter = String.fromCharCode(65 + Math.floor((index - 1) / PER_LETTER));
  return `${letter}${String(((index - 1) % PER_LETTER) + 1).padStart(2, '0')}`;
}

/** The index of a segment, 0 for text that is not one. */
export function indexOfSegment(segment: string): number {
  const match = /^([A-Z])(\d\d)$/.exec(segment);
  if (!match || match[2] === '00') return 0;
  return (match[1]!.charCodeAt(0) - 65) * PER_LETTER + Number(match[2]);
}

/** The code after the highest of `taken` under `parentCode`, or null when Z99 is taken. */
export function nextChildCode(parentCode: string, taken: readonly string[]): string | null {
  const highest = Math.max(0, ...taken.map((code) => indexOfSegment(code.slice(parentCode.length))));
  return highest >= LETTERS * PER_LETTER ? null : parentCode + segmentOf(highest + 1);
}

/** Whether `code` sits directly under `parentCode` ('' for a root). */
export const isChildCode = (code: string, parentCode: string) =>
  code.length === parentCode.length + SEGMENT_LENGTH && code.startsWith(parentCode) && indexOfSegment(code.slice(parentCode.length)) > 0;

// The first key of the advisory lock that serialises code-giving in a tenant ('dept').
const CODE_LOCK = 0x64657074;

/**
 * The next free code under `parentCode` in the tenant, with the tenant's codes locked until
 * the transaction ends: two adds under one parent get two codes, never a clash. Every code
 * of the parent's length plus one segment counts as taken, wherever it hangs.
 */
export async function takeNextCode(tx: Transaction<Database>, tenantId: number, parentCode: string): Promise<string> {
  await sql`select pg_advisory_xact_lock(${CODE_LOCK}, ${tenantId})`.execute(tx);
  const rows = await tx.selectFrom('departments').select('org_code')
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`length(org_code) = ${parentCode.length + SEGMENT_LENGTH} and left(org_code, ${parentCode.length}) = ${parentCode}`)
    .execute();
  const code = nextChildCode(parentCode, rows.map((row) => row.org_code));
  if (!code) throw badRequest('departCodesExhausted');
  return code;
}

/** The code of a department of the tenant ('' for none: the parent of a root). */
export async function codeOf(tx: Transaction<Database>, tenantId: number, departId: string | null): Promise<string> {
  if (!departId) return '';
  const row = await tx.selectFrom('departments').select('org_code').where('id', '=', departId).where('tenant_id', '=', tenantId).executeTakeFirst();
  return row?.org_code ?? '';
}

/**
 * Gives a department that an edit moved a code under its new parent, and its whole subtree
 * the new prefix. The users whose current department is in the subtree, and the tenant's
 * sessions on it, follow (their rows' triggers tell the caches, migration 0016).
 */
export async function recodeIfMoved(tx: Transaction<Database>, tenantId: number, departId: string): Promise<void> {
  const row = await tx.selectFrom('departments').select(['org_code', 'parent_id']).where('id', '=', departId).executeTakeFirstOrThrow();
  const parentCode = await codeOf(tx, tenantId, row.parent_id);
  if (isChildCode(row.org_code, parentCode)) return;
  const from = row.org_code;
  const to = await takeNextCode(tx, tenantId, parentCode);
  const renamed = (column: string) => sql<string>`${to} || substr(${sql.ref(column)}, ${from.length + 1})`;
  const inSubtree = (column: string) => sql<boolean>`left(${sql.ref(column)}, ${from.length}) = ${from}`;
  await tx.updateTable('users as u').set({ org_code: renamed('u.org_code') })
    .from('user_departments as ud').innerJoin('departments as d', 'd.id', 'ud.department_id')
    .whereRef('ud.user_id', '=', 'u.id').where('d.tenant_id', '=', tenantId).where(inSubtree('d.org_code'))
    .whereRef('u.org_code', '=', 'd.org_code')
    .execute();
  await tx.updateTable('sessions').set({ org_code: renamed('org_code') }).where('tenant_id', '=', tenantId).where(inSubtree('org_code')).execute();
  await tx.updateTable('departments').set({ org_code: renamed('org_code') }).where('tenant_id', '=', tenantId).where(inSubtree('org_code')).execute();
}
