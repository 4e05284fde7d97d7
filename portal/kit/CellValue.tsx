import { msg } from '@lit/localize';
import SlTag from '@shoelace-style/shoelace/dist/react/tag/index.js';
import { dictText, type FieldSpec } from '../../shared/kit/index.ts';
import { formatDateTime } from '../../shared/format/index.ts';
import { textOf } from './resolve-form.ts';
import { useDictItems } from './use-dict-items.ts';

/** A dictionary-coded value as its item's text in the current language. */
function DictText({ dictCode, value }: { dictCode: string; value: unknown }) {
  return <>{dictText(useDictItems(dictCode), value)}</>;
}

/**
 * The plain cell of a field: a dictionary item's text, an option's text (`FieldSpec.options`), a time by the one formatter
 * (YYYY/MM/DD HH:mm:ss), yes or no, or the value as text; '' when there is none. A value the field gives a tone
 * (`FieldSpec.tones`) shows as a tag of that tone.
 */
export function CellValue({ field, value }: { field: FieldSpec; value: unknown }) {
  if (value === null || value === undefined || value === '') return null;
  const tone = field.tones?.[String(value)];
  if (tone) return <SlTag size="small" variant={tone} data-tone={tone}><CellValue field={{ ...field, tones: undefined }} value={value} /></SlTag>;
  if (field.dictCode) return <DictText dictCode={field.dictCode} value={value} />;
  const option = field.options?.[String(value)];
  if (option) return <>{textOf(option)}</>;
  if (field.kind === 'datetime') return <>{formatDateTime(String(value))}</>;
  if (field.kind === 'boolean') return <>{value ? msg('是') : msg('否')}</>;
  return <>{String(value)}</>;
}
