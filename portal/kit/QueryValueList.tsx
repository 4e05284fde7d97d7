import { msg } from '@lit/localize';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlTag from '@shoelace-style/shoelace/dist/react/tag/index.js';
import { useState } from 'react';
import type { FieldKind } from '../../shared/kit/field.ts';

interface QueryValueListProps {
  kind: FieldKind;
  values: string[];
  onValues: (values: string[]) => void;
}

/** The input type of a query value of each kind. */
export const QUERY_INPUT_TYPES = { text: 'text', integer: 'number', number: 'number', date: 'date', datetime: 'datetime-local', boolean: 'text' } as const;

/**
 * The values of an `in` condition: each value entered is added by Enter (or on leaving the
 * field; text split at commas) and shown as a removable tag. They are sent comma-separated.
 */
export function QueryValueList({ kind, values, onValues }: QueryValueListProps) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const parts = (kind === 'text' ? draft.split(/[,，]/) : [draft]).map((p) => p.trim()).filter((p) => p && !values.includes(p));
    if (parts.length) onValues([...values, ...parts]);
    setDraft('');
  };
  return (
    <div className="kit-query-values">
      <SlInput label={msg('值')} size="small" type={QUERY_INPUT_TYPES[kind]} value={draft} data-testid="query-value"
        helpText={msg('输入一个值后按回车添加')}
        onSlInput={(event) => setDraft((event.target as HTMLInputElement).value)}
        onSlChange={(event) => setDraft((event.target as HTMLInputElement).value)}
        onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); add(); } }}
        onSlBlur={add} />
      <div className="kit-query-tags" data-testid="query-values">
        {values.map((value) => (
          <SlTag key={value} size="small" removable data-testid="query-value-tag" data-value={value}
            onSlRemove={() => onValues(values.filter((v) => v !== value))}>{value}</SlTag>
        ))}
      </div>
    </div>
  );
}
