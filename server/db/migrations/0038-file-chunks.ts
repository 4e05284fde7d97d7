import { sql, type Kysely } from 'kysely';

/** Bytes of one stored chunk: a 50 MiB file is 200 rows, and a process holds one chunk at a time. */
export const FILE_CHUNK_BYTES = 256 * 1024;

/** The job that removes stored files no record names any more (server/modules/files/orphan-files.ts). */
export const ORPHAN_FILES_JOB = ['clean-files', '24', '0 30 3 * * ?', 'running',
  '清理不再被引用的上传文件（参数：宽限小时数）', 'Removes uploaded files no record names any more (parameter: grace hours)', '清理不再被引用的上傳文件（參數：寬限小時數）'] as const;

/**
 * The file store in chunks (issue 24): `sys_file` holds what a file is (its path, tenant,
 * uploader, name, type, size, SHA-256) and `sys_file_chunk` its bytes in rows of
 * {@link FILE_CHUNK_BYTES}, written as the upload arrives. A file is visible only once
 * `state` is 'stored' (the completion marker); an upload cut off leaves an 'uploading' row
 * that nothing serves and the clean-up removes. The images of `uploaded_files` (migration
 * 0023) move over with their paths and ids, so every stored path keeps working; the old
 * table goes. Also the clean-up job (daily at 03:30, a grace of 24 hours).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('sys_file')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sha256', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('uploading'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index sys_file_user_created_idx on sys_file (user_id, created_at)`.execute(db);
  await sql`create index sys_file_state_created_idx on sys_file (state, created_at)`.execute(db);
  await db.schema.createTable('sys_file_chunk')
    .addColumn('file_id', 'text', (c) => c.notNull().references('sys_file.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_file_chunk_pkey', ['file_id', 'seq'])
    .execute();

  await sql`insert into sys_file (id, path, tenant_id, user_id, file_name, content_type, size, sha256, state, created_at)
    select id, path, tenant_id, user_id, file_name, content_type, size, sha256, 'stored', created_at from uploaded_files`.execute(db);
  await sql`insert into sys_file_chunk (file_id, seq, bytes)
    select u.id, g.n, substring(u.bytes from g.n * ${FILE_CHUNK_BYTES} + 1 for ${FILE_CHUNK_BYTES})
    from uploaded_files u cross join lateral generate_series(0, greatest((length(u.bytes) - 1) / ${FILE_CHUNK_BYTES}, 0)) as g(n)`.execute(db);
  await db.schema.dropTable('uploaded_files').execute();
  // Migration 0029 made the jobs table with its jobs; this one is added once.

  const [kind, parameter, cron, status, cn, en, tc] = ORPHAN_FILES_JOB;
  await sql`insert into scheduled_jobs (kind, parameter, cron_expression, status, description, description_en, description_tc)
    select ${kind}, ${parameter}, ${cron}, ${status}, ${cn}, ${en}, ${tc}
    where not exists (select 1 from scheduled_jobs where kind = ${kind})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from scheduled_jobs where kind = ${ORPHAN_FILES_JOB[0]}`.execute(db);
  await db.schema.createTable('uploaded_files')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index uploaded_files_user_created_idx on uploaded_files (user_id, created_at)`.execute(db);
  await sql`insert into uploaded_files (id, path, tenant_id, user_id, file_name, content_type, size, sha256, bytes, created_at)
    select f.id, f.path, f.tenant_id, f.user_id, f.file_name, f.content_type, f.size, f.sha256,
      coalesce((select string_agg(c.bytes, ''::bytea order by c.seq) from sys_file_chunk c where c.file_id = f.id), ''::bytea), f.created_at
    from sys_file f where f.state = 'stored'`.execute(db);
  await db.schema.dropTable('sys_file_chunk').execute();
  await db.schema.dropTable('sys_file').execute();
}
