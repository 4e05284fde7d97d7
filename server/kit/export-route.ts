import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { FieldSpec } from '../../shared/kit/field.ts';
import type { ListQueryOf, Resource } from '../../shared/kit/resource.ts';
import type { Locale } from '../../shared/schemas/locale.ts';
import type { AppContext } from '../app-context.ts';
import { streamRows } from '../db/cursor.ts';
import type { Database } from '../db/schema.ts';
import { xlsxDownloadHeaders } from '../lib/spreadsheet/download-headers.ts';
import { writeXlsx, type CellValue, type XlsxColumn } from '../lib/spreadsheet/xlsx-writer.ts';
import type { RequestScope } from './request-scope.ts';
import type { ResourceRepository } from './resource-repository.ts';
import { splitIds } from './batch-ids.ts';
import type { TableBinding } from './table-binding.ts';
import { dictionaryItemsOf } from './spreadsheet-repository.ts';

/** The fields an export writes: those shown in the list (or marked `export`), read from a column. */
export function exportFields(binding: TableBinding<Resource>): [string, FieldSpec][] {
  const columns = binding.columns as Record<string, string | undefined>;
  return Object.entries(binding.resource.fields as Record<string, FieldSpec | undefined>)
    .filter((entry): entry is [string, FieldSpec] => !!entry[1] && !!columns[entry[0]] && (entry[1].export ?? entry[1].list ?? true));
}

/** Item texts of the dictionaries `codes` in `locale`: code → value → text. */
async function dictionaryTexts(db: Kysely<Database>, codes: string[], locale: Locale): Promise<Map<string, Map<string, string>>> {
  const texts = new Map<string, Map<string, string>>();
  for (const row of await dictionaryItemsOf(db, codes)) {
    const text = (locale === 'en' ? row.item_text_en : locale === 'tc' ? row.item_text_tc : '') || row.item_text;
    texts.set(row.dict_code, (texts.get(row.dict_code) ?? new Map()).set(row.item_value, text));
  }
  return texts;
}

const KIND_COLUMNS: Record<FieldSpec['kind'], XlsxColumn['kind']> = {
  text: 'text', integer: 'integer', number: 'number', boolean: 'boolean', date: 'date', datetime: 'datetime',
};

/**
 * `GET …/exportXls` (widgets-admin §7 "export URL": the list's query, or the selected ids
 * comma-joined in `selections`): the rows the caller may see, streamed through a cursor into
 * a streaming .xlsx writer, so memory stays flat however many rows there are (bench/export-memory.ts).
 * Titles and dictionary texts are in the request's language; the export is in the operation log.
 */
export async function sendExport<X extends Resource>(
  ctx: AppContext, binding: TableBinding<X>, repository: ResourceRepository<X>, scope: RequestScope,
  request: FastifyRequest, reply: FastifyReply,
) {
  const query = request.query as ListQueryOf<X> & { selections?: string };
  const ids = query.selections?.trim() ? splitIds(query.selections) : null;
  const fields = exportFields(binding as TableBinding<Resource>);
  const dictionaries = await dictionaryTexts(ctx.db, fields.flatMap(([, f]) => (f.dictCode ? [f.dictCode] : [])), scope.locale);
  const cell = (field: FieldSpec, value: unknown): CellValue => {
    if (value === null || value === undefined) return null;
    if (field.dictCode) return dictionaries.get(field.dictCode)?.get(String(value)) ?? String(value);
    return value as CellValue;
  };
  const rows = streamRows<Record<string, unknown>>({ db: ctx.db, kind: ctx.dbKind }, repository.exportQuery(scope, query, ids).$castTo<Record<string, unknown>>());
  async function* cells() {
    for await (const row of rows) yield fields.map(([key, field]) => cell(field, row[key]));
  }
  await repository.log(scope, 'export', ids ?? []);
  const title = binding.resource.title?.[scope.locale] || binding.resource.name;
  const stamp = ctx.now().toISOString().slice(0, 10).replace(/-/g, '');
  const columns = fields.map(([, f]) => ({ header: f.label[scope.locale] || f.label.cn, width: f.width, kind: KIND_COLUMNS[f.kind] }));
  return reply.headers(xlsxDownloadHeaders(`${title}_${stamp}.xlsx`)).send(writeXlsx({ name: title, columns, rows: cells() }));
}
