import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import { useState } from 'react';
import type { ReportParam } from '../../shared/reports/report-view.ts';
import type { Locale } from '../../shared/schemas/locale.ts';

// Shoelace has no month input: a month is typed as YYYY-MM (the server checks it).
const INPUT_TYPES = { text: 'text', number: 'number', date: 'date', month: 'text' } as const;
const defaults = (params: readonly ReportParam[]) => Object.fromEntries(params.map((p) => [p.name, p.defaultValue]));

/** The report's filters, one per parameter (a choice when it has options), with query and reset. */
export function ViewerFilters({ params, locale, disabled, onRun }: {
  params: ReportParam[]; locale: Locale; disabled: boolean; onRun(values: Record<string, string>): void;
}) {
  const [values, setValues] = useState<Record<string, string>>(() => defaults(params));
  if (params.length === 0) return null;
  const set = (name: string, value: string) => setValues((old) => ({ ...old, [name]: value }));
  return (
    <form className="viewer-filters" onSubmit={(event) => { event.preventDefault(); onRun(values); }}>
      {params.map((param) => (param.options ? (
        <SlSelect key={param.name} name={param.name} data-param={param.name} label={param.label[locale]} size="small" clearable value={values[param.name] ?? ''}
          placeholder={msg('全部')} onSlChange={(event) => set(param.name, String((event.target as HTMLSelectElement).value ?? ''))}>
          {param.options.map((option) => <SlOption key={option.value} value={option.value}>{option.label[locale]}</SlOption>)}
        </SlSelect>
      ) : (
        <SlInput key={param.name} name={param.name} data-param={param.name} label={param.label[locale]} size="small" type={INPUT_TYPES[param.type]} value={values[param.name] ?? ''}
          placeholder={param.type === 'month' ? 'YYYY-MM' : undefined} pattern={param.type === 'month' ? '\\d{4}-\\d{2}' : undefined}
          onSlInput={(event) => set(param.name, (event.target as HTMLInputElement).value)} />
      )))}
      <div className="viewer-filter-actions">
        <SlButton type="submit" variant="primary" size="small" disabled={disabled}>{msg('查询')}</SlButton>
        <SlButton size="small" disabled={disabled} onClick={() => { const reset = defaults(params); setValues(reset); onRun(reset); }}>{msg('重置')}</SlButton>
      </div>
    </form>
  );
}
