import type { FieldSpec } from '../../shared/kit/field.ts';
import { formatWireDateTime } from '../../shared/format/wire-time.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A column's value as the record carries it on the wire (JeecgBoot's form, docs/decisions.md
 * "Wire conventions"): times as `yyyy-MM-dd HH:mm:ss` in the server's zone `timeZone`, a
 * `date` field as YYYY-MM-DD (the calendar day it holds), counts and numeric text as numbers.
 */
export function recordValue(value: unknown, field: FieldSpec | undefined, timeZone: string): unknown {
  if (value instanceof Date) {
    if (field?.kind === 'date') return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
    return formatWireDateTime(value, timeZone);
  }
  if (typeof value === 'bigint') return Number(value);
  if ((field?.kind === 'integer' || field?.kind === 'number') && typeof value === 'string' && value !== '') return Number(value);
  return value;
}
