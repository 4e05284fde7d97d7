import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useState } from 'react';

/** Props of {@link PickerSearch}. */
export interface PickerSearchProps {
  label: string;
  onSearch(text: string): void;
}

/** The search row of a picker dialog: a labelled field ('Enter' submits the one-field form), 'search' and 'reset'. */
export function PickerSearch({ label, onSearch }: PickerSearchProps) {
  const [text, setText] = useState('');
  return (
    <form className="dkp-pick-search" role="search" data-testid="pick-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}>
      <label>
        <span>{label}</span>
        <input value={text} placeholder={msg('请输入')} maxLength={64} data-testid="pick-search-input" onChange={(event) => setText(event.target.value)} />
      </label>
      <SlButton size="small" variant="primary" data-testid="pick-search-go" onClick={() => onSearch(text)}>{msg('查询')}</SlButton>
      <SlButton size="small" data-testid="pick-search-reset"
        onClick={() => {
          setText('');
          onSearch('');
        }}>{msg('重置')}</SlButton>
    </form>
  );
}
