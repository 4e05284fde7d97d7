import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FileReference } from './file-references.ts';

/** Files removed by one statement: a run removes at most this many (the next run takes the rest). */
export const ORPHANS_PER_RUN = 1000;

/**
 * Removes, with their chunks, the stored files created before `storedBefore` whose path no
 * column of `references` holds (anywhere in its text: alone, in a URL, JSON or HTML; a path is
 * 128 random bits, so it is never found by chance), and the uploads still unfinished since
 * before `uploadingBefore` (a process that died midway). Returns how many went. The tables and
 * columns come from the registry in code, never from input.
 */
export async function deleteOrphanFiles(db: Kysely<Database>, references: readonly FileReference[], storedBefore: Date, uploadingBefore: Date): Promise<number> {
  const named = references.map(({ table, column }) =>
    sql`not exists (select 1 from ${sql.table(table)} r where strpos(r.${sql.ref(column)}::text, f.path) > 0)`);
  const unnamed = named.length ? sql.join(named, sql` and `) : sql`true`;
  const { numAffectedRows } = await sql`
    delete from sys_file where id in (
      select f.id from sys_file f
      where (f.state = 'stored' and f.created_at < ${storedBefore} and ${unnamed})
         or (f.state = 'uploading' and f.created_at < ${uploadingBefore})
      limit ${ORPHANS_PER_RUN})`.execute(db);
  return Number(numAffectedRows ?? 0n);
}
