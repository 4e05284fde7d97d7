import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../kit/executor.ts';

/** Who asks about folders: the signed-in user and the tenant they work in. */
export interface FolderReader {
  tenantId: number;
  userId: string;
}

/**
 * The folders `reader` reaches and the level of each reach, as a query of `(id, level)`: the
 * grants to them, to one of their roles, or to a department they belong to or one above theirs
 * (a department's code begins with its parents'), then every folder below each granted one
 * with the same level (`union`: a cycle in the data ends the walk). A folder may appear at
 * several levels; the highest counts. Read once per statement, not per row.
 */
export function folderReach(reader: FolderReader): RawBuilder<unknown> {
  return sql`with recursive reach(id, level) as (
      select g.folder_id, g.level from folder_grants g where g.tenant_id = ${reader.tenantId} and (
        (g.subject_type = 'user' and g.subject_id = ${reader.userId})
        or (g.subject_type = 'role' and g.subject_id in (select ur.role_id from user_roles ur where ur.user_id = ${reader.userId}))
        or (g.subject_type = 'depart' and g.subject_id in (select chosen.id from departments chosen
          join departments mine on mine.tenant_id = chosen.tenant_id and starts_with(mine.org_code, chosen.org_code)
          join user_departments ud on ud.department_id = mine.id where ud.user_id = ${reader.userId})))
      union
      select f.id, r.level from folders f join reach r on f.parent_id = r.id where f.tenant_id = ${reader.tenantId}
    ) select id, level from reach`;
}

/** The ids of the folders `reader` reaches with at least `level` (a subquery for `in`). */
export function foldersAtLeast(reader: FolderReader, level: number): RawBuilder<unknown> {
  return sql`select r.id from (${folderReach(reader)}) r where r.level >= ${level}`;
}

/** The reader's level on each folder they reach (the highest of its grants and its parents'). */
export async function folderLevels(db: Executor, reader: FolderReader): Promise<Map<string, number>> {
  const { rows } = await sql<{ id: string; level: number }>`select r.id, max(r.level)::int as level from (${folderReach(reader)}) r group by r.id`.execute(db);
  return new Map(rows.map((row) => [row.id, Number(row.level)]));
}

/** The reader's level on one folder of their tenant (0: none, or no such folder). */
export async function folderLevelOf(db: Executor, reader: FolderReader, folderId: string): Promise<number> {
  const { rows: [row] } = await sql<{ level: number | null }>`select max(r.level)::int as level from (${folderReach(reader)}) r where r.id = ${folderId}`.execute(db);
  return Number(row?.level ?? 0);
}

/** The folder a stored file is placed in (its tenant's), or null when it is in none. */
export async function folderOfFile(db: Executor, tenantId: number, path: string): Promise<string | null> {
  const row = await db.selectFrom('folder_files').select('folder_id').where('tenant_id', '=', tenantId).where('file_path', '=', path).executeTakeFirst();
  return row?.folder_id ?? null;
}

/** Whether a stored file is placed in any folder (of any tenant). */
export async function isFolderFile(db: Executor, path: string): Promise<boolean> {
  return !!(await db.selectFrom('folder_files').select('id').where('file_path', '=', path).executeTakeFirst());
}
