import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import { useState, type FormEvent, type ReactNode } from 'react';
import { localized, useLocale } from '../../shared/i18n/index.ts';
import { optionChoices } from './resolve-form.ts';
import { joinRange, rangeReversed, splitRange, type FieldSpec, type ListFilters, type ListStore, type Resource } from '../../shared/kit/index.ts';
import { FieldError } from '../account/FieldError.tsx';
import type { FilterConfig } from './list-config.ts';
import { useDictItems } from './use-dict-items.ts';

const valueOf = (event: Event) => String((event.target as HTMLInputElement).value ?? '');

interface FilterProps {
  id: string;
  label: string;
  field: FieldSpec;
  config: FilterConfig | undefined;
  value: string;
  onChange: (value: string) => void;
}

/** One simple filter: a select for a dictionary field or given choices (equal), else a text input. */
function Filter({ id, label, field, config, value, onChange }: FilterProps) {
  const items = useDictItems(field.dictCode);
  const options = field.options ? optionChoices(Object.keys(field.options), field.options) : null;
  const choices = config?.choices?.() ?? options ?? (field.dictCode ? items.map((item) => ({ value: item.value, label: item.text })) : null);
  if (choices) {
    return (
      <SlSelect label={label} value={value} clearable hoist placeholder={msg(str`请选择${label}`)} data-testid={id}
        onSlChange={(event) => onChange(valueOf(event))}>
        {choices.map((choice) => <SlOption key={choice.value} value={choice.value}>{choice.label}</SlOption>)}
      </SlSelect>
    );
  }
  return (
    <SlInput label={label} type={config?.inputType ?? 'text'} value={value} placeholder={msg(str`请输入${label}`)} data-testid={id}
      onSlInput={(event) => onChange(valueOf(event))} />
  );
}

/** A `range` filter: two date inputs, from and to, held as one value ('<from>,<to>', date-range.ts). */
function RangeFilter({ id, label, value, error, onChange }: Omit<FilterProps, 'field' | 'config'> & { error: string | null | undefined }) {
  const { from, to } = splitRange(value);
  const end = (which: 'from' | 'to', text: string, day: string, other: string) => (
    <div className="kit-query-field">
      <SlInput label={text} type="date" value={day} data-testid={`${id}-${which}`}
        onSlInput={(event) => onChange(which === 'from' ? joinRange(valueOf(event), other) : joinRange(other, valueOf(event)))} />
      {which === 'to' ? <FieldError id={id} message={error} /> : null}
    </div>
  );
  return (
    <>
      {end('from', msg(str`${label}起`), from, to)}
      {end('to', msg(str`${label}止`), to, from)}
    </>
  );
}

interface QueryBarProps<X extends Resource> {
  resource: X;
  list: ListStore<X>;
  filters: Partial<Record<string, FilterConfig>> | undefined;
  testId: string;
  /** More controls after 查询 and 重置 (the advanced query). */
  children?: ReactNode;
}

/**
 * The query bar of a kit list: a filter per field with `filter` (widgets-admin §2; a `range`
 * as two date inputs, from and to, the from-day not after the to-day), 查询
 * (checks each filter's rule, then asks from page 1) and 重置 (clears filters and the
 * advanced query). It wraps on a narrow screen.
 */
export function QueryBar<X extends Resource>({ resource, list, filters, testId, children }: QueryBarProps<X>) {
  const locale = useLocale();
  const [draft, setDraft] = useState<Record<string, string>>(() => ({ ...(list.$state.get().filters as Record<string, string>) }));
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const fields = Object.entries(resource.fields as Record<string, FieldSpec | undefined>).filter(([key, field]) => field?.filter && !filters?.[key]?.hidden) as [string, FieldSpec][];

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = (key: string, field: FieldSpec) => {
      const value = draft[key]?.trim();
      if (!value) return null;
      if (field.filter === 'range') return rangeReversed(value) ? msg('开始日期不能晚于结束日期') : null;
      return filters?.[key]?.rule?.(value) ?? null;
    };
    const found = Object.fromEntries(fields.map(([key, field]) => [key, check(key, field)]));
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    list.search(Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, value.trim()]).filter(([, value]) => value)) as ListFilters<X>);
  }
  function reset() {
    setDraft({});
    setErrors({});
    list.reset();
  }

  return (
    <form className="kit-query" noValidate onSubmit={submit} data-testid={`${testId}-filter`}>
      {fields.map(([key, field]) => {
        const id = `${testId}-filter-${key}`;
        const label = localized(field.label, locale);
        const change = (value: string) => {
          setDraft((previous) => ({ ...previous, [key]: value }));
          setErrors((previous) => ({ ...previous, [key]: null }));
        };
        if (field.filter === 'range') return <RangeFilter key={key} id={id} label={label} value={draft[key] ?? ''} error={errors[key]} onChange={change} />;
        return (
          <div key={key} className="kit-query-field">
            <Filter id={id} label={label} field={field} config={filters?.[key]} value={draft[key] ?? ''} onChange={change} />
            <FieldError id={id} message={errors[key]} />
          </div>
        );
      })}
      <div className="kit-query-buttons">
        <SlButton type="submit" variant="primary" data-testid={`${testId}-search`}>{msg('查询')}</SlButton>
        <SlButton onClick={reset} data-testid={`${testId}-reset`}>{msg('重置')}</SlButton>
        {children}
      </div>
    </form>
  );
}
