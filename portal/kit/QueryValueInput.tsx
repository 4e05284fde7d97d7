import { msg } from '@lit/localize';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import { inputValue } from '../../shared/kit/advanced-query.ts';
import type { FieldSpec } from '../../shared/kit/field.ts';
import type { QueryRule } from '../../shared/kit/query-rules.ts';
import { QUERY_INPUT_TYPES, QueryValueList } from './QueryValueList.tsx';
import { useDictItems } from './use-dict-items.ts';

interface QueryValueInputProps {
  spec: FieldSpec;
  rule: QueryRule;
  val: string;
  values: string[];
  onVal: (val: string) => void;
  onValues: (values: string[]) => void;
}

const valueOf = (event: Event) => (event.target as HTMLInputElement).value;
const listOf = (event: Event) => (event.target as unknown as { value: string | string[] }).value;

/**
 * The value of one advanced-query condition, typed by its field: a dictionary select when the
 * field has a dictionary, yes/no for booleans, a number, date or date-time input, else text.
 * The `in` rule takes several values (a multiple select, or a list of entered values).
 */
export function QueryValueInput({ spec, rule, val, values, onVal, onValues }: QueryValueInputProps) {
  const items = useDictItems(spec.dictCode);
  const label = msg('值');
  if (spec.dictCode) {
    const many = rule === 'in';
    return (
      <SlSelect label={label} size="small" hoist clearable multiple={many} maxOptionsVisible={3} value={many ? values : val}
        placeholder={msg('请选择')} data-testid="query-value"
        onSlChange={(event) => { const v = listOf(event); if (many) onValues(Array.isArray(v) ? v : []); else onVal(String(v)); }}>
        {items.map((item) => <SlOption key={item.value} value={item.value}>{item.text || item.title || item.value}</SlOption>)}
      </SlSelect>
    );
  }
  if (rule === 'in') return <QueryValueList kind={spec.kind} values={values} onValues={onValues} />;
  if (spec.kind === 'boolean') {
    return (
      <SlSelect label={label} size="small" hoist value={val} placeholder={msg('请选择')} data-testid="query-value"
        onSlChange={(event) => onVal(String(listOf(event)))}>
        <SlOption value="true">{msg('是')}</SlOption>
        <SlOption value="false">{msg('否')}</SlOption>
      </SlSelect>
    );
  }
  return (
    <SlInput label={label} size="small" type={QUERY_INPUT_TYPES[spec.kind]} value={inputValue(spec.kind, val)} data-testid="query-value"
      step={spec.kind === 'integer' ? 1 : spec.kind === 'number' ? 'any' : undefined}
      placeholder={spec.kind === 'text' ? msg('请输入') : undefined}
      onSlInput={(event) => onVal(valueOf(event))} onSlChange={(event) => onVal(valueOf(event))} />
  );
}
