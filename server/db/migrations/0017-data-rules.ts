import { sql, type Kysely } from 'kysely';

/**
 * Data rules (portal-shell §1 "data permissions", §6; widgets-admin §6): a rule on a menu
 * narrows the rows its page's resource shows and changes (field, condition, value; the value
 * may name the current user, department or tenant), and applies to the roles it is given to.
 * The back-office kit applies the rules of the user's roles on every read and write
 * (server/kit/data-rules.ts). A change tells the caches as grants do (`g`, migration 0016).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('data_rules')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('permission_id', 'text', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addColumn('rule_name', 'text', (c) => c.notNull())
    // A field of the page's resource, by the name the client uses: the kit's allowlist decides.
    .addColumn('rule_column', 'text', (c) => c.notNull())
    .addColumn('rule_condition', 'text', (c) => c.notNull())
    .addColumn('rule_value', 'text', (c) => c.notNull())
    // '1' in force, '0' off.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('data_rules_permission_idx').on('data_rules').column('permission_id').execute();
  await db.schema.createTable('role_data_rules')
    .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('rule_id', 'text', (c) => c.notNull().references('data_rules.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_data_rules_pk', ['role_id', 'rule_id'])
    .execute();
  for (const table of ['data_rules', 'role_data_rules']) {
    await sql`create trigger ${sql.id(`${table}_cache`)} after insert or update or delete or truncate on ${sql.id(table)}
      for each statement execute function dkp_cache_notify('g')`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('role_data_rules').ifExists().execute();
  await db.schema.dropTable('data_rules').ifExists().execute();
}
