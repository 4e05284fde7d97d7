import { BUILTIN_SOURCE_SCHEMA, reportSourceResource, SCHEMA_NAME_PATTERN } from '../../../shared/resources/report-source.ts';
import type { AppContext } from '../../app-context.ts';
import { badField, badRequest } from '../../lib/app-error.ts';
import { checkSourceUrl } from './engines/report-session.ts';
import { bindTable } from '../../kit/table-binding.ts';
import { hasOtherBuiltinSource, isSourceInUse, sourceById } from './report-repository.ts';
import { sealSecret, urlHint } from './report-secrets.ts';

const SCHEMA_NAME = new RegExp(SCHEMA_NAME_PATTERN);

/**
 * Where report data sources live: platform data. A PostgreSQL source's URL is sealed with
 * `DKP_SECRET_KEY` (report-secrets.ts) and only its masked form is ever read back; an edit with
 * an empty URL keeps the stored one. One built-in source at most; one in use is not deleted.
 * The schema its reports may read is an identifier; the built-in source's is always `report_data`.
 */
export function createSourceTable(ctx: AppContext) {
  return bindTable({
    resource: reportSourceResource,
    table: 'report_sources',
    columns: {
      id: 'id', code: 'code', name: 'name', nameEn: 'name_en', nameTc: 'name_tc', kind: 'kind', urlHint: 'url_hint', allowedSchema: 'allowed_schema',
      description: 'description', createTime: 'created_at',
    },
    tenant: 'none',
    async toRow(input, _scope, mode) {
      const row: Record<string, unknown> = {
        code: input.code, name: input.name.trim(), name_en: input.nameEn.trim(), name_tc: input.nameTc.trim(), kind: input.kind, description: input.description,
      };
      // One built-in source at most: checked once written (afterWrite), where an edit's own id is known.
      if (input.kind === 'builtin') return { ...row, url_sealed: '', url_hint: '', allowed_schema: BUILTIN_SOURCE_SCHEMA };
      const schema = input.allowedSchema.trim();
      if (!SCHEMA_NAME.test(schema)) throw badField('allowedSchema', 'reportSourceSchemaInvalid');
      row.allowed_schema = schema;
      const url = input.url.trim();
      if (!url) {
        // An edit keeps the stored URL; afterWrite refuses a PostgreSQL source left without one.
        if (mode === 'add') throw badRequest('reportSourceUrlRequired');
        return row;
      }
      checkSourceUrl(url);
      if (!ctx.config.secretKey) throw badRequest('reportSourceNoKey');
      return { ...row, url_sealed: sealSecret(ctx.config.secretKey, url), url_hint: urlHint(url) };
    },
    async afterWrite(tx, id, input) {
      if (input.kind === 'builtin') {
        if (await hasOtherBuiltinSource(tx, id)) throw badRequest('reportSourceBuiltinOnly');
        return;
      }
      const stored = await sourceById(tx, id);
      if (!stored?.url_sealed) throw badRequest('reportSourceUrlRequired');
    },
    async beforeChange(tx, ids, _scope, action) {
      if (action !== 'delete' || ids.length === 0) return;
      if (await isSourceInUse(tx, ids)) throw badRequest('reportSourceInUse');
    },
  });
}
