import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlDrawer from '@shoelace-style/shoelace/dist/react/drawer/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import { useStore } from '@nanostores/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { localized, useLocale } from '../../shared/i18n/index.ts';
import { optionChoices } from './resolve-form.ts';
import { joinRange, rangeReversed, splitRange, type FieldSpec, type ListFilters, type ListStore, type Resource } from '../../shared/kit/index.ts';
import { FieldError } from '../account/FieldError.tsx';
import { useMobile } from '../layout/use-mobile.ts';
import type { FilterConfig } from './list-config.ts';
import { DownCaret } from './DownCaret.tsx';
import { useDictItems } from './use-dict-items.ts';
import { useElementWidth } from './use-element-width.ts';

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

/** The narrowest a filter of the query bar gets before the row holds one filter fewer. */
const FILTER_MIN_WIDTH = 220;
/** The gap between filters (kit.css `.kit-query-fields`). */
const FILTER_GAP = 16;
/** How many grid cells a filter takes: a date range is two inputs. */
const cellsOf = (field: FieldSpec) => (field.filter === 'range' ? 2 : 1);

/**
 * The query bar of a kit list: a filter per field with `filter` (widgets-admin §2; a `range`
 * as two date inputs, from and to, the from-day not after the to-day), 查询 (checks each
 * filter's rule, then asks from page 1) and 重置 (clears filters and the advanced query).
 * As Ant Design Pro's query filter: on a wide screen the filters the row holds beside the
 * buttons, the others behind 展开/收起; on a phone (mobile mode) a 查询 button, with the number
 * of filters in force, that opens all of them in a drawer.
 */
export function QueryBar<X extends Resource>({ resource, list, filters, testId, children }: QueryBarProps<X>) {
  const locale = useLocale();
  const mobile = useMobile();
  const state = useStore(list.$state);
  const [draft, setDraft] = useState<Record<string, string>>(() => ({ ...(list.$state.get().filters as Record<string, string>) }));
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [expanded, setExpanded] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [fieldsRef, fieldsWidth] = useElementWidth<HTMLDivElement>();
  const fields = Object.entries(resource.fields as Record<string, FieldSpec | undefined>).filter(([key, field]) => field?.filter && !filters?.[key]?.hidden) as [string, FieldSpec][];

  // The filters one row holds (the grid's columns, kit.css); at least the first one shows.
  const columns = Math.max(1, Math.floor((fieldsWidth + FILTER_GAP) / (FILTER_MIN_WIDTH + FILTER_GAP)));
  let cells = 0;
  const firstRow = fields.filter(([, field], index) => (cells += cellsOf(field)) <= columns || index === 0);
  const collapsible = !mobile && firstRow.length < fields.length;
  const shown = mobile || expanded || !collapsible ? fields : firstRow;
  const inForce = Object.values(state.filters as Record<string, string>).filter(Boolean).length;

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
    // A filter with a problem is shown, even one folded away.
    if (Object.values(found).some(Boolean)) {
      setExpanded(true);
      return;
    }
    list.search(Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, value.trim()]).filter(([, value]) => value)) as ListFilters<X>);
    setDrawerOpen(false);
  }
  function reset() {
    setDraft({});
    setErrors({});
    list.reset();
  }

  // On a phone the filters go into a drawer; a list without filters keeps its two buttons in place.
  const inDrawer = mobile && fields.length > 0;
  const form = (
    <form className={inDrawer ? 'kit-query in-drawer' : 'kit-query kit-card'} noValidate onSubmit={submit} data-testid={`${testId}-filter`}>
      <div className="kit-query-fields" ref={inDrawer ? undefined : fieldsRef}>
        {shown.map(([key, field]) => {
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
      </div>
      <div className="kit-query-buttons">
        <SlButton type="submit" variant="primary" data-testid={`${testId}-search`}>{msg('查询')}</SlButton>
        <SlButton onClick={reset} data-testid={`${testId}-reset`}>{msg('重置')}</SlButton>
        {inDrawer ? null : children}
        {collapsible ? (
          <button type="button" className="kit-link" aria-expanded={expanded} data-testid={`${testId}-query-toggle`} onClick={() => setExpanded(!expanded)}>
            {expanded ? msg('收起') : msg('展开')}
            <DownCaret up={expanded} />
          </button>
        ) : null}
      </div>
    </form>
  );
  if (!inDrawer) return form;
  return (
    <div className="kit-query-phone" data-testid={`${testId}-query-phone`}>
      <SlButton variant={inForce ? 'primary' : 'default'} outline={!!inForce} data-testid={`${testId}-query-open`} onClick={() => setDrawerOpen(true)}>
        {inForce ? msg(str`查询（${inForce}）`) : msg('查询')}
      </SlButton>
      {children}
      <SlDrawer label={msg('查询')} placement="end" open={drawerOpen} data-testid={`${testId}-query-drawer`}
        onSlAfterHide={(event) => event.target === event.currentTarget && setDrawerOpen(false)}>
        {form}
      </SlDrawer>
    </div>
  );
}
