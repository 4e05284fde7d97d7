import { sql } from 'kysely';
import type { Executor } from './table-binding.ts';

/** The deepest tree the parent check walks; deeper chains are not trees an administrator keeps. */
export const MAX_TREE_DEPTH = 100;

/**
 * The ids from `startId` up to its root (`startId` first), following `parentColumn` of
 * `table`. Both names come from a table binding, never from a client. A chain longer than
 * {@link MAX_TREE_DEPTH} stops there, so data that already holds a cycle cannot loop.
 */
export async function ancestorIds(tx: Executor, table: string, parentColumn: string, startId: string): Promise<string[]> {
  const parent = sql.ref(`t.${parentColumn}`);
  const { rows } = await sql<{ id: string }>`
    with recursive up(id, parent, depth) as (
      select t.id, ${parent}, 1 from ${sql.table(table)} as t where t.id = ${startId}
      union all
      select t.id, ${parent}, up.depth + 1 from ${sql.table(table)} as t join up on t.id = up.parent
      where up.depth < ${MAX_TREE_DEPTH}
    ) select id from up`.execute(tx);
  return rows.map((row) => row.id);
}
