import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { FOLDER_LEVELS, type FolderFile, type FolderGrant } from '../../../shared/resources/folder.ts';
import type { Executor } from '../../kit/executor.ts';
import { folderLevelOf, foldersAtLeast, type FolderReader } from '../../lib/folders/folder-reach-repository.ts';
import { likeContains } from '../../lib/sql-like.ts';

/**
 * The folders' own SQL beside the kit's (which reads and writes the folder rows): the reader's
 * rule, the tree's depth and emptiness, grants and who they name, and the files in folders.
 */

/** The folders a reader (not an administrator of them) sees: the ones they reach with viewable or more. */
export function folderSees(eb: ExpressionBuilder<any, any>, reader: FolderReader): Expression<SqlBool> {
  void eb;
  return sql<SqlBool>`t.id in (${foldersAtLeast(reader, FOLDER_LEVELS.view)})`;
}

/** One folder of the tenant, or undefined. */
export async function folderRow(db: Executor, tenantId: number, id: string) {
  return db.selectFrom('folders').select(['id', 'parent_id', 'space', 'name']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/**
 * The reader's level on a folder of their tenant: 3 for who manages every folder, else what
 * their grants reach; 0 when there is no such folder (another tenant's, or a bad id).
 */
export async function levelOn(db: Executor, reader: FolderReader & { manages?: boolean }, id: string): Promise<number> {
  if (!(await folderRow(db, reader.tenantId, id))) return FOLDER_LEVELS.none;
  return reader.manages ? FOLDER_LEVELS.manage : folderLevelOf(db, reader, id);
}

/** How deep a folder is: 1 for a root. */
export async function depthOf(db: Executor, id: string): Promise<number> {
  const { rows: [row] } = await sql<{ n: number }>`with recursive up(id, parent_id) as (
      select id, parent_id from folders where id = ${id}
      union select f.id, f.parent_id from folders f join up on f.id = up.parent_id
    ) select count(*)::int as n from up`.execute(db);
  return Number(row?.n ?? 0);
}

/** The ids of a folder and every folder below it. */
export async function subtreeIds(db: Executor, tenantId: number, id: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`with recursive down(id) as (
      select id from folders where id = ${id} and tenant_id = ${tenantId}
      union select f.id from folders f join down on f.parent_id = down.id
    ) select id from down`.execute(db);
  return rows.map((row) => row.id);
}

/** How many levels a folder's subtree has: 1 for a folder without subfolders. */
export async function heightOf(db: Executor, tenantId: number, id: string): Promise<number> {
  const { rows: [row] } = await sql<{ n: number }>`with recursive down(id, depth) as (
      select id, 1 from folders where id = ${id} and tenant_id = ${tenantId}
      union select f.id, down.depth + 1 from folders f join down on f.parent_id = down.id where down.depth < 64
    ) select max(depth)::int as n from down`.execute(db);
  return Number(row?.n ?? 1);
}

/** Whether any of `ids` holds a subfolder, an article or a file. */
export async function holdsAnything(db: Executor, ids: readonly string[]): Promise<boolean> {
  const { rows } = await sql`select 1 from folders where parent_id in (${sql.join(ids)})
    union all select 1 from articles where folder_id in (${sql.join(ids)})
    union all select 1 from folder_files where folder_id in (${sql.join(ids)}) limit 1`.execute(db);
  return rows.length > 0;
}

/** The grants on a folder, each with the name of who it is to, managers first. */
export async function grantsOf(db: Executor, tenantId: number, folderId: string): Promise<FolderGrant[]> {
  const { rows } = await sql<FolderGrant>`select g.subject_type as "subjectType", g.subject_id as "subjectId", g.level,
      coalesce(case g.subject_type
        when 'user' then (select coalesce(nullif(u.realname, ''), u.username) from users u where u.id = g.subject_id)
        when 'role' then (select r.role_name from roles r where r.id = g.subject_id)
        else (select d.depart_name from departments d where d.id = g.subject_id) end, '') as "subjectName"
    from folder_grants g where g.tenant_id = ${tenantId} and g.folder_id = ${folderId}
    order by g.level desc, g.subject_type, "subjectName"`.execute(db);
  return rows.map((row) => ({ ...row, level: Number(row.level) }));
}

/** How many of `grants` name a user, role or department of the tenant. */
export async function countKnownGrantees(db: Executor, tenantId: number, grants: readonly Pick<FolderGrant, 'subjectType' | 'subjectId'>[]): Promise<number> {
  const of = (type: string) => grants.filter((g) => g.subjectType === type).map((g) => g.subjectId);
  const count = async (query: Promise<{ n: string | number | bigint }>) => Number((await query).n);
  const [users, roles, departs] = [of('user'), of('role'), of('depart')];
  return (users.length ? await count(db.selectFrom('user_tenants').select((eb) => eb.fn.countAll().as('n')).where('tenant_id', '=', tenantId).where('user_id', 'in', users).executeTakeFirstOrThrow() as never) : 0)
    + (roles.length ? await count(db.selectFrom('roles').select((eb) => eb.fn.countAll().as('n')).where('tenant_id', '=', tenantId).where('id', 'in', roles).executeTakeFirstOrThrow() as never) : 0)
    + (departs.length ? await count(db.selectFrom('departments').select((eb) => eb.fn.countAll().as('n')).where('tenant_id', '=', tenantId).where('id', 'in', departs).executeTakeFirstOrThrow() as never) : 0);
}

/** Replaces the grants on a folder with `grants`. */
export async function replaceGrants(tx: Executor, tenantId: number, folderId: string, grants: readonly Pick<FolderGrant, 'subjectType' | 'subjectId' | 'level'>[]): Promise<void> {
  await tx.deleteFrom('folder_grants').where('tenant_id', '=', tenantId).where('folder_id', '=', folderId).execute();
  if (!grants.length) return;
  await tx.insertInto('folder_grants').values(grants.map((g) => ({
    tenant_id: tenantId, folder_id: folderId, subject_type: g.subjectType, subject_id: g.subjectId, level: g.level,
  }))).execute();
}

/** Whether the reader manages some folder of their tenant (may pick whom to grant). */
export async function managesSomeFolder(db: Executor, reader: FolderReader): Promise<boolean> {
  const { rows } = await sql`select 1 from (${foldersAtLeast(reader, FOLDER_LEVELS.manage)}) m limit 1`.execute(db);
  return rows.length > 0;
}

/** Who may be granted: the tenant's users, roles or departments whose name holds `key` (any case), at most `limit`. */
export async function findGrantees(db: Executor, tenantId: number, type: FolderGrant['subjectType'], key: string, limit: number): Promise<{ id: string; name: string }[]> {
  const like = likeContains(key);
  if (type === 'user') {
    return db.selectFrom('users as u').innerJoin('user_tenants as ut', 'ut.user_id', 'u.id')
      .select(['u.id', sql<string>`coalesce(nullif(u.realname, ''), u.username) || ' (' || u.username || ')'`.as('name')])
      .where('ut.tenant_id', '=', tenantId).where('u.del_flag', '=', false)
      .where((eb) => eb.or([eb('u.realname', 'ilike', like), eb('u.username', 'ilike', like)]))
      .orderBy('u.username').limit(limit).execute();
  }
  if (type === 'role') {
    return db.selectFrom('roles').select(['id', 'role_name as name']).where('tenant_id', '=', tenantId)
      .where((eb) => eb.or([eb('role_name', 'ilike', like), eb('role_code', 'ilike', like)])).orderBy('role_code').limit(limit).execute();
  }
  return db.selectFrom('departments').select(['id', 'depart_name as name']).where('tenant_id', '=', tenantId)
    .where('depart_name', 'ilike', like).orderBy('org_code').limit(limit).execute();
}

/** The files of `folderIds`, newest first; with `key`, those whose title holds it (any case). At most `limit`. */
export async function filesOf(db: Executor, tenantId: number, folderIds: readonly string[], key: string, limit: number): Promise<FolderFile[]> {
  if (!folderIds.length) return [];
  const rows = await db.selectFrom('folder_files')
    .select(['id', 'folder_id', 'title', 'file_path', 'size', 'content_type', 'uploader_name', 'created_at'])
    .where('tenant_id', '=', tenantId).where('folder_id', 'in', [...folderIds])
    .$if(key !== '', (q) => q.where('title', 'ilike', likeContains(key)))
    .orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id, folderId: row.folder_id, title: row.title, filePath: row.file_path, size: Number(row.size),
    contentType: row.content_type, uploaderName: row.uploader_name, createTime: row.created_at.toISOString(),
  }));
}

/** One file entry of the tenant, or undefined. */
export async function folderFileRow(db: Executor, tenantId: number, id: string) {
  return db.selectFrom('folder_files').select(['id', 'folder_id', 'file_path']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** Places a stored file in a folder; false when the file is in a folder already. */
export async function insertFolderFile(tx: Executor, row: {
  tenantId: number; folderId: string; title: string; filePath: string; size: number; contentType: string; uploadedBy: string; uploaderName: string; now: Date;
}): Promise<string | null> {
  const made = await tx.insertInto('folder_files').values({
    tenant_id: row.tenantId, folder_id: row.folderId, title: row.title, file_path: row.filePath, size: row.size,
    content_type: row.contentType, uploaded_by: row.uploadedBy, uploader_name: row.uploaderName, created_at: row.now,
  }).onConflict((oc) => oc.column('file_path').doNothing()).returning('id').executeTakeFirst();
  return made?.id ?? null;
}

/** Takes a file out of its folder (the stored bytes go with the clean-up job, as no record names them then). */
export async function deleteFolderFile(tx: Executor, tenantId: number, id: string): Promise<void> {
  await tx.deleteFrom('folder_files').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** The name a user is shown by. */
export async function userName(db: Executor, userId: string): Promise<string> {
  const user = await db.selectFrom('users').select(['realname', 'username']).where('id', '=', userId).executeTakeFirst();
  return user?.realname || user?.username || '';
}
