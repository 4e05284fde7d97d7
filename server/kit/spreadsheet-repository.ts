import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** One dictionary item with its texts in the three languages. */
export interface DictionaryItemTexts {
  dict_code: string;
  item_value: string;
  item_text: string;
  item_text_en: string;
  item_text_tc: string;
}

/**
 * The statements of the kit's spreadsheet routes (export and import): the dictionary items
 * that turn coded values into texts and back, and the files of rows an import refused.
 */

/** The items of the dictionaries `codes` (none asked, none read). */
export async function dictionaryItemsOf(db: Kysely<Database>, codes: string[]): Promise<DictionaryItemTexts[]> {
  if (!codes.length) return [];
  return db.selectFrom('dict_items as i').innerJoin('dicts as d', 'd.id', 'i.dict_id')
    .select(['d.dict_code', 'i.item_value', 'i.item_text', 'i.item_text_en', 'i.item_text_tc'])
    .where('d.dict_code', 'in', codes).execute();
}

/** Stores a file of refused rows for its uploader, dropping files older than `ttlMs`; its id. */
export async function storeImportErrors(
  db: Kysely<Database>, file: { tenantId: number; userId: string; fileName: string; bytes: Uint8Array }, now: Date, ttlMs: number,
): Promise<string> {
  const stored = await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('import_errors').where('created_at', '<', new Date(now.getTime() - ttlMs)).execute();
    return tx.insertInto('import_errors').values({
      tenant_id: file.tenantId, user_id: file.userId, file_name: file.fileName, bytes: file.bytes, created_at: now,
    }).returning('id').executeTakeFirstOrThrow();
  });
  return stored.id;
}

/** A file of refused rows, to its uploader in its tenant only, while younger than `ttlMs`. */
export const importErrorsFile = (db: Kysely<Database>, owner: { id: string; tenantId: number; userId: string }, now: Date, ttlMs: number) =>
  db.selectFrom('import_errors').select(['file_name', 'bytes'])
    .where('id', '=', owner.id).where('tenant_id', '=', owner.tenantId).where('user_id', '=', owner.userId)
    .where('created_at', '>=', new Date(now.getTime() - ttlMs))
    .executeTakeFirst();
