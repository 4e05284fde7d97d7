import { buffer } from 'node:stream/consumers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import type { FieldSpec } from '../../shared/kit/field.ts';
import { IMPORT_PARTIAL_CODE } from '../../shared/kit/import-files.ts';
import { routeName, type InputFieldSpec, type Resource } from '../../shared/kit/resource.ts';
import type { Locale } from '../../shared/schemas/locale.ts';
import type { PermissionCode } from '../../shared/schemas/permission-codes.ts';
import type { AppContext } from '../app-context.ts';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { AppError, badRequest, notFound } from '../lib/app-error.ts';
import { envelope, ok } from '../lib/envelope.ts';
import { xlsxDownloadHeaders } from '../lib/spreadsheet/download-headers.ts';
import { readXlsxRows, type SheetValue } from '../lib/spreadsheet/xlsx-reader.ts';
import { writeXlsx } from '../lib/spreadsheet/xlsx-writer.ts';
import type { TypedApp } from '../lib/typed-app.ts';
import { receiveSpreadsheet } from '../lib/uploads/receive-spreadsheet.ts';
import { registerUploads } from '../lib/uploads/register-uploads.ts';
import { sessionOf } from '../lib/session-of.ts';
import { importGateOf } from './import-gate.ts';
import type { RequestScope } from './request-scope.ts';
import type { ResourceRepository } from './resource-repository.ts';
import type { TableBinding } from './table-binding.ts';
import { dictionaryItemsOf, importErrorsFile, storeImportErrors } from './spreadsheet-repository.ts';

/** Data rows one import takes at most. */
export const IMPORT_MAX_ROWS = 5000;
/** How long a file of rows in error stays downloadable. */
const ERROR_FILE_TTL_MS = 24 * 60 * 60 * 1000;
/** Where the file of rows in error is downloaded, below the API base. */
export const IMPORT_ERRORS_PATH = '/sys/kit/importErrors';

type InputKind = 'string' | 'integer' | 'number' | 'boolean' | 'array';

/** The kind of value an input property takes: its type, or its first non-null member's in a union. */
function inputKind(schema: Record<string, unknown>): InputKind {
  const members = (schema.anyOf as Record<string, unknown>[] | undefined)?.filter((m) => m.type !== 'null');
  const type = (members?.length ? members[0]!.type : schema.type) as string | undefined;
  return type === 'integer' || type === 'number' || type === 'boolean' || type === 'array' ? type : 'string';
}

/** One column an import fills: the input key, its kind, its field (label, dictionary) if any. */
interface ImportColumn {
  key: string;
  kind: InputKind;
  field?: FieldSpec;
  /** Its titles when it is no field of the record (`inputFields`). */
  input?: InputFieldSpec;
  nullable: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A sheet date (UTC fields are the wall clock) as text: YYYY-MM-DD, with the time for datetime fields. */
function dateText(date: Date, withTime: boolean): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return withTime ? `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}` : day;
}

/** A cell as the error file shows it again. */
function shown(value: SheetValue): string | number | boolean | null {
  if (value instanceof Date) return dateText(value, !!(value.getUTCHours() || value.getUTCMinutes() || value.getUTCSeconds()));
  return value;
}

/** Dictionary items of `codes`: code → (value, or any of its texts lower-cased) → value. */
async function dictionaryValues(ctx: AppContext, codes: string[]): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  const rows = await dictionaryItemsOf(ctx.db, codes);
  for (const row of rows) {
    const items = out.get(row.dict_code) ?? new Map<string, string>();
    for (const text of [row.item_text, row.item_text_en, row.item_text_tc]) if (text) items.set(text.trim().toLowerCase(), row.item_value);
    out.set(row.dict_code, items);
  }
  // Values win over texts: a value is never read as another item's text.
  for (const row of rows) out.get(row.dict_code)!.set(row.item_value.toLowerCase(), row.item_value);
  return out;
}

class RowError extends Error {
  constructor(readonly key: MessageKey, readonly params: Record<string, string | number> = {}) {
    super(key);
  }
}

/**
 * `POST {basePath}/importExcel` of a resource with an import permission (widgets-admin §7
 * "configured import URL": `files[]`): the first sheet's rows, headers matched to the add
 * input's keys by their field's (or `inputFields`') label in any language or by the key itself, each row added
 * through the repository's `create` as `add` would (uniqueness, data rules, tenant,
 * relations, operation log), one row's failure not undoing the others. All rows in: `ok`
 * with the count. Some or all in error: code 201, `result { msg, fileUrl, fileName }`, the
 * file holding the rows in error with their messages in a last column (secret columns blank).
 * Registered in its own scope, the only one with multipart (see `registerUploads`).
 */
export function registerImport<X extends Resource>(
  app: TypedApp, ctx: AppContext, binding: TableBinding<X>, repository: ResourceRepository<X>,
  scopeOf: (request: FastifyRequest) => Promise<RequestScope>, permission: PermissionCode,
  changed: (request: FastifyRequest) => void,
): void {
  const { resource } = binding;
  const fields = resource.fields as Record<string, FieldSpec | undefined>;
  const inputs = (resource.inputFields ?? {}) as Record<string, InputFieldSpec | undefined>;
  const properties = resource.input.properties as Record<string, Record<string, unknown>>;
  const columns: ImportColumn[] = Object.entries(properties)
    .filter(([key]) => key !== 'id')
    .map(([key, schema]) => ({
      key, kind: inputKind(schema), field: fields[key], input: inputs[key],
      nullable: !!(schema.anyOf as Record<string, unknown>[] | undefined)?.some((m) => m.type === 'null'),
    }));
  const titlesOf = (key: string) => fields[key]?.label ?? inputs[key]?.label;
  const labelOf = (key: string, locale: Locale) => titlesOf(key)?.[locale] || titlesOf(key)?.cn || key;

  /** The column of each recognised header. */
  function headerMap(headers: string[]): Map<string, ImportColumn> {
    const byName = new Map<string, ImportColumn>();
    for (const column of columns) {
      const label = column.field?.label ?? column.input?.label;
      for (const name of [column.key, ...(label ? Object.values(label) : [])]) {
        if (name && !byName.has(name.trim().toLowerCase())) byName.set(name.trim().toLowerCase(), column);
      }
    }
    const found = new Map<string, ImportColumn>();
    for (const header of headers) {
      const column = byName.get(header.trim().toLowerCase());
      if (column && ![...found.values()].includes(column)) found.set(header, column);
    }
    return found;
  }

  /** A cell as the input wants it; undefined leaves the key out (its default applies). */
  function convert(column: ImportColumn, value: SheetValue, dictionaries: Map<string, Map<string, string>>): unknown {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return column.nullable ? null : undefined;
    const invalid = () => new RowError('importValueInvalid', { field: column.key });
    let v: SheetValue = value;
    if (v instanceof Date) v = dateText(v, column.field?.kind === 'datetime');
    if (typeof v === 'string') v = v.trim();
    if (column.field?.dictCode) {
      // The item's value or its text in any language; a dictionary with no items checks nothing.
      const items = dictionaries.get(column.field.dictCode);
      const found = items?.get(String(v).toLowerCase());
      if (items?.size && found === undefined) throw invalid();
      if (found !== undefined) v = found;
    }
    switch (column.kind) {
      case 'integer': case 'number': {
        const n = typeof v === 'number' ? v : typeof v === 'boolean' ? Number(v) : Number(v);
        if (!Number.isFinite(n) || (typeof v === 'string' && v === '')) throw invalid();
        return n;
      }
      case 'boolean': {
        if (typeof v === 'boolean') return v;
        const text = String(v).toLowerCase();
        if (['1', 'true', 'yes', 'y', '是'].includes(text)) return true;
        if (['0', 'false', 'no', 'n', '否'].includes(text)) return false;
        throw invalid();
      }
      case 'array': return String(v).split(',').map((part) => part.trim()).filter(Boolean);
      default: return String(v);
    }
  }

  /** The input of a row, checked against the add schema; a RowError names the first bad field. */
  function inputOf(values: Record<string, SheetValue>, found: Map<string, ImportColumn>, dictionaries: Map<string, Map<string, string>>): unknown {
    const input: Record<string, unknown> = {};
    for (const [header, column] of found) {
      const value = convert(column, values[header] ?? null, dictionaries);
      if (value !== undefined) input[column.key] = value;
    }
    const filled = Value.Default(resource.input, input) as Record<string, unknown>;
    if (Value.Check(resource.input, filled)) return filled;
    const [error] = [...Value.Errors(resource.input, filled)];
    if (error?.keyword === 'required') {
      const key = (error.params as { requiredProperties?: string[] }).requiredProperties?.[0] ?? '';
      const covered = [...found.values()].some((c) => c.key === key);
      throw new RowError(covered ? 'importValueRequired' : 'importColumnMissing', { field: key });
    }
    const key = error?.instancePath.split('/')[1] ?? '';
    throw new RowError('importValueInvalid', { field: key });
  }

  async function importFile(request: FastifyRequest) {
    const { buffer: bytes } = await receiveSpreadsheet(request);
    const rows: { values: Record<string, SheetValue> }[] = [];
    for await (const row of readXlsxRows(bytes, { maxRows: IMPORT_MAX_ROWS, maxUnzippedBytes: ctx.config.imports.maxUnzippedBytes })) rows.push({ values: row.values });
    if (!rows.length) throw badRequest('importEmpty');
    // Every row is keyed by the same headers, in order.
    const headers = Object.keys(rows[0]!.values);
    const found = headerMap(headers);
    if (!found.size) throw badRequest('importNoHeader');
    const scope: RequestScope = { ...await scopeOf(request), importing: true };
    const locale = scope.locale;
    const dictionaries = await dictionaryValues(ctx, [...new Set([...found.values()].flatMap((c) => (c.field?.dictCode ? [c.field.dictCode] : [])))]);
    const message = (key: MessageKey, params: Record<string, string | number>) =>
      translate(locale, key, 'field' in params ? { ...params, field: labelOf(String(params.field), locale) } : params);

    const ids: string[] = [];
    const added: { id: string; input: unknown }[] = [];
    const failed: { values: Record<string, SheetValue>; message: string }[] = [];
    for (const row of rows) {
      try {
        const input = inputOf(row.values, found, dictionaries);
        const id = await repository.create(scope, input as never);
        ids.push(id);
        if (binding.afterImport) added.push({ id, input });
      } catch (error) {
        let text: string;
        if (error instanceof RowError) text = message(error.key, error.params);
        else if (error instanceof AppError) text = translate(locale, error.key, error.params);
        else {
          request.log.warn({ err: error }, 'import row failed');
          text = translate(locale, 'internalError');
        }
        failed.push({ values: row.values, message: text });
      }
    }
    for (const { id, input } of added) binding.afterImport!(id, input as never, scope);
    await repository.log(scope, 'import', ids);
    if (ids.length) changed(request);
    if (!failed.length) return { ...ok(request, null), message: translate(locale, 'importDone', { count: ids.length }) };

    const title = resource.title?.[locale] || resource.name;
    const stamp = ctx.now().toISOString().slice(0, 10).replace(/-/g, '');
    const fileName = `${translate(locale, 'importErrorFile', { title })}_${stamp}.xlsx`;
    // A secret (a password) is not kept in a file that lives a day in the database: its cells go blank.
    const secret = new Set([...found].filter(([, column]) => column.input?.secret).map(([header]) => header));
    const file = await buffer(writeXlsx({
      name: title,
      columns: [...headers.map((header) => ({ header })), { header: translate(locale, 'importErrorColumn'), width: 40 }],
      rows: failed.map((f) => [...headers.map((h) => (secret.has(h) ? null : shown(f.values[h] ?? null))), f.message]),
    }));
    const now = ctx.now();
    const storedId = await storeImportErrors(ctx.db, { tenantId: scope.tenantId, userId: scope.userId, fileName, bytes: file }, now, ERROR_FILE_TTL_MS);
    return envelope(request, {
      success: true, code: IMPORT_PARTIAL_CODE, message: translate(locale, 'importPartial'),
      result: {
        msg: translate(locale, 'importPartialCount', { imported: ids.length, failed: failed.length }),
        fileUrl: `${IMPORT_ERRORS_PATH}/${storedId}`, fileName,
      },
    });
  }

  void app.register(async (scope: FastifyInstance) => {
    await registerUploads(scope);
    scope.post(`${resource.basePath}/${routeName(resource, 'importExcel')}`, {
      config: { auth: { permission } }, schema: { tags: [resource.name] },
    }, async (request) => importGateOf(ctx).run(() => importFile(request)));
  });
}

/** `GET /sys/kit/importErrors/:id`: a partial import's file of rows in error, to its uploader only (else 404). */
export async function importErrorRoutes(app: TypedApp, ctx: AppContext) {
  app.get(`${IMPORT_ERRORS_PATH}/:id`, {
    config: { auth: 'session' },
    schema: { tags: ['kit'], params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }) },
  }, async (request, reply) => {
    const session = sessionOf(request);
    const row = await importErrorsFile(ctx.db, { id: request.params.id, tenantId: request.tenantId, userId: session.userId }, ctx.now(), ERROR_FILE_TTL_MS);
    if (!row) throw notFound();
    return reply.headers(xlsxDownloadHeaders(row.file_name)).send(Buffer.from(row.bytes));
  });
}
