import { sql, type Kysely } from 'kysely';

/**
 * The personalisation settings that show as text or pictures are given per interface language
 * (portal-shell §1, §2.4): header title (the platform name), watermark text, header logo and
 * login logo. The existing columns hold the `cn` value (`logo_en` already held the English
 * logo); the new `_en` and `_tc` columns start empty, which reads as "as in cn", so every row
 * from before keeps showing what it showed in cn.
 */
export const LOCALIZED_PERSONALIZATION_COLUMNS = [
  'header_title_en', 'header_title_tc', 'watermark_en', 'watermark_tc', 'logo_tc', 'login_logo_en', 'login_logo_tc',
] as const;

/** Adds the `_en` and `_tc` columns, empty. */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of LOCALIZED_PERSONALIZATION_COLUMNS) {
    await db.schema.alterTable('personalization').addColumn(column, 'text', (c) => c.notNull().defaultTo(sql`''`)).execute();
  }
}

/** Drops them again; the `cn` values stay. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of LOCALIZED_PERSONALIZATION_COLUMNS) {
    await db.schema.alterTable('personalization').dropColumn(column).execute();
  }
}
