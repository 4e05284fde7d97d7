import { sql, type Kysely } from 'kysely';

/**
 * Favourites (portal-shell §4 "Favourite", §7 `/sys/collect/*`): a user's starred report
 * pages, per tenant. A favourite goes with its user, its tenant or its menu entry.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('favourites')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('permission_id', 'text', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('favourites_one_per_page', ['tenant_id', 'user_id', 'permission_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('favourites').ifExists().execute();
}
