import { sql, type Kysely } from 'kysely';

/** The departed state of a user (离职; widgets-admin §4): `[value, cn, en, tc]` of the `user_status` dictionary. */
export const USER_DEPARTED_ITEM = ['3', '离职', 'Departed', '離職'] as const;

/**
 * Departed users: the state 3 of `users.status` needs no column, only its item in the
 * `user_status` dictionary, added here on a database seeded before (a new database gets it
 * from the seed). An item an administrator already made for '3' is kept as it is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const [value, cn, en, tc] = USER_DEPARTED_ITEM;
  await sql`insert into dict_items (dict_id, item_value, item_text, item_text_en, item_text_tc, sort_order)
    select d.id, ${value}, ${cn}, ${en}, ${tc}, 3 from dicts d where d.dict_code = 'user_status'
    on conflict (dict_id, item_value) do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from dict_items where item_value = ${USER_DEPARTED_ITEM[0]}
    and dict_id in (select id from dicts where dict_code = 'user_status')`.execute(db);
}
