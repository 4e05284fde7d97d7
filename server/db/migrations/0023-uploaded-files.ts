import { sql, type Kysely } from 'kysely';

/**
 * Uploaded files (`/sys/common/upload`, served by `/sys/common/static/<path>`): kept in the
 * database, so that every process of a deployment on one PostgreSQL answers every file
 * (architecture §4 "Files … a store every process reaches"; docs/decisions.md). `path` is
 * made by the server (`<biz>/<random>.<ext>`), never from the client's file name, which is
 * kept only as `file_name` for `Content-Disposition`. The tenant and uploader are recorded;
 * the uploader's index also counts their recent uploads for the hourly limit.
 */
export async function up(db: Kysely<any>): Promise<void> {
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
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploaded_files').ifExists().execute();
}
