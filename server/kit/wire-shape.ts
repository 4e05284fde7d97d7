import type { FieldSpec } from '../../shared/kit/field.ts';
import { dictTextKey } from '../../shared/kit/field.ts';
import type { Locale } from '../../shared/schemas/locale.ts';
import type { Executor } from './executor.ts';

/** Item texts of dictionaries in a language: code → value → text (the dictionary module's cached copy). */
export interface DictTexts {
  /**
   * The texts, from the copy or, when it expired, read through `executor`: the caller's own
   * transaction when it is in one (the root db there would wait for that transaction: issue 23).
   */
  texts(codes: readonly string[], locale: Locale, executor: Executor): Promise<Map<string, Map<string, string>>>;
}

/**
 * How a kit resource's records go on the wire (JeecgBoot's conventions, docs/decisions.md
 * "Wire conventions"): times in the server's zone, and the dictionaries that give
 * dictionary-coded fields their `*_dictText`. Without `dictTexts` no text is added.
 */
export interface WireShape {
  /** The IANA zone records' `yyyy-MM-dd HH:mm:ss` times are written in (`DKP_TIME_ZONE`). */
  timeZone: string;
  dictTexts?: DictTexts;
}

/** The shape of a process whose zone is its own and that adds no dictionary texts (scripts, tests of the repository alone). */
export const PLAIN_WIRE: WireShape = { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };

/**
 * Puts `<field>_dictText` beside every dictionary-coded field of `records`: the item's text in
 * `locale`, each part of a comma-joined value translated (JeecgBoot's multi-valued codes); a
 * value no item has keeps its own text. Empty values get an empty text. `executor` is the one the
 * records were read with (their transaction, if any).
 */
export async function addDictTexts(
  records: Record<string, unknown>[], fields: Record<string, FieldSpec | undefined>, dictTexts: DictTexts | undefined, locale: Locale, executor: Executor,
): Promise<void> {
  if (!dictTexts || !records.length) return;
  const coded = Object.entries(fields).filter((entry): entry is [string, FieldSpec & { dictCode: string }] => !!entry[1]?.dictCode);
  if (!coded.length) return;
  const texts = await dictTexts.texts([...new Set(coded.map(([, f]) => f.dictCode))], locale, executor);
  for (const record of records) {
    for (const [key, field] of coded) {
      if (!(key in record)) continue;
      const value = record[key];
      const items = texts.get(field.dictCode);
      record[dictTextKey(key)] = value === null || value === undefined || value === ''
        ? ''
        : String(value).split(',').map((part) => items?.get(part.trim()) ?? part.trim()).join(',');
    }
  }
}
