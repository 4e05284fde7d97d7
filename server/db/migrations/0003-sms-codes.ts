import { sql, type Kysely } from 'kysely';

/** The outbox button of the system menu (portal-shell §2.3 SMS codes; read by administrators). */
export const SMS_OUTBOX_PERMISSION = { id: 'btn-sms-outbox', perms: 'system:sms:outbox', parent: 'menu-system' } as const;

/**
 * SMS codes (login, register, reset), the requests that throttle them, the outbox of the
 * default gateway, password-reset tickets, and unique non-empty phone numbers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('sms_codes')
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sms_codes_pk', ['mobile', 'mode'])
    .execute();

  await db.schema
    .createTable('sms_requests')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_requests_mobile_idx').on('sms_requests').columns(['mobile', 'created_at']).execute();
  await db.schema.createIndex('sms_requests_ip_idx').on('sms_requests').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'text', (c) => c.defaultTo(sql`gen_random_uuid()::text`).primaryKey())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('sms_outbox_created_idx').on('sms_outbox').column('created_at').execute();

  await db.schema
    .createTable('password_reset_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // A phone number identifies one account for phone login and reset; empty means none.
  await sql`create unique index users_phone_key on users (phone) where phone <> ''`.execute(db);

  // Existing databases get the outbox button under the system menu, granted to every
  // tenant's administrator role; new databases get it from the seed's menu tree.
  const parent = await db.selectFrom('permissions').select('id').where('id', '=', SMS_OUTBOX_PERMISSION.parent).executeTakeFirst();
  if (parent) {
    await db.insertInto('permissions').values({
      id: SMS_OUTBOX_PERMISSION.id, parent_id: SMS_OUTBOX_PERMISSION.parent, name: '短信发件箱', name_en: 'SMS outbox',
      name_tc: '短信發件箱', menu_type: 2, perms: SMS_OUTBOX_PERMISSION.perms, perms_type: '1', sort_no: 99,
    }).onConflict((oc) => oc.column('id').doNothing()).execute();
    await sql`insert into role_permissions (role_id, permission_id)
      select id, ${SMS_OUTBOX_PERMISSION.id} from roles where role_code = 'admin'
      on conflict do nothing`.execute(db);
  }
}

/** Drops what `up` created. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('permissions').where('id', '=', SMS_OUTBOX_PERMISSION.id).execute();
  await sql`drop index if exists users_phone_key`.execute(db);
  for (const table of ['password_reset_tickets', 'sms_outbox', 'sms_requests', 'sms_codes']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
