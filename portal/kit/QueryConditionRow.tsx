import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import { localized } from '../../shared/i18n/index.ts';
import { rulesFor, type QueryField, type QueryRow } from '../../shared/kit/advanced-query.ts';
import type { QueryRule } from '../../shared/kit/query-rules.ts';
import type { Locale } from '../../shared/schemas/locale.ts';
import { ruleText } from './query-texts.ts';
import { QueryValueInput } from './QueryValueInput.tsx';

interface QueryConditionRowProps {
  row: QueryRow;
  fields: QueryField[];
  locale: Locale;
  canRemove: boolean;
  onField: (field: string) => void;
  onChange: (change: Partial<Pick<QueryRow, 'rule' | 'val' | 'values'>>) => void;
  onRemove: () => void;
}

const valueOf = (event: Event) => String((event.target as HTMLInputElement).value);

/** One condition of the advanced query: field, rule (those valid for the field), value, remove. */
export function QueryConditionRow({ row, fields, locale, canRemove, onField, onChange, onRemove }: QueryConditionRowProps) {
  const spec = fields.find((f) => f.key === row.field)?.spec;
  return (
    <div className="kit-query-row" data-testid="query-row" data-field={row.field}>
      <SlSelect label={msg('字段')} size="small" hoist value={row.field} data-testid="query-field"
        onSlChange={(event) => onField(valueOf(event))}>
        {fields.map((f) => <SlOption key={f.key} value={f.key}>{localized(f.spec.label, locale)}</SlOption>)}
      </SlSelect>
      <SlSelect label={msg('规则')} size="small" hoist value={row.rule} data-testid="query-rule"
        onSlChange={(event) => onChange({ rule: valueOf(event) as QueryRule })}>
        {(spec ? rulesFor(spec) : []).map((rule) => <SlOption key={rule} value={rule}>{ruleText(rule)}</SlOption>)}
      </SlSelect>
      {spec ? (
        <QueryValueInput key={`${row.field}:${row.rule === 'in'}`} spec={spec} rule={row.rule} val={row.val} values={row.values}
          onVal={(val) => onChange({ val })} onValues={(values) => onChange({ values })} />
      ) : <span />}
      <SlButton size="small" variant="text" disabled={!canRemove} data-testid="query-remove" onClick={onRemove}>{msg('移除')}</SlButton>
    </div>
  );
}
