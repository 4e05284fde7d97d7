import { sql, type Kysely } from 'kysely';

/**
 * Self-service accounts (portal-shell §2.1 register and alteration, §2.2 password-update
 * check): the must-change flag, single-use alteration tickets and per-address request budgets.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users')
    .addColumn('password_must_change', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('password_alteration_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
  await db.schema.dropTable('password_alteration_tickets').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('password_must_change').execute();
}
