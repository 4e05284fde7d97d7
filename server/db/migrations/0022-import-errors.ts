import { sql, type Kysely } from 'kysely';

/**
 * The files of rows in error that a partial import offers to download (widgets-admin §8
 * "Import ... download link"), kept in the database so that any process can answer the
 * download; only their uploader, in the same tenant, may fetch one. Rows older than a day
 * are deleted whenever a new one is written.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('import_errors')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index import_errors_created_idx on import_errors (created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_errors').ifExists().execute();
}
