import { msg } from '@lit/localize';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.js';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocale } from '../../shared/i18n/index.ts';
import { HeaderIcon } from './icons.tsx';
import { searchResultsPath } from '../../shared/navigation/index.ts';

/** The top-bar search box (portal-shell §2.4): Enter opens the search-results page; blank input does nothing. */
export function HeaderSearch() {
  useLocale();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  function onKeyDown(event: React.KeyboardEvent<SlInputElement>) {
    if (event.key !== 'Enter') return;
    // The box, not `text`: the last keystroke's re-render may not have happened yet when Enter comes.
    const path = searchResultsPath(event.currentTarget.value);
    if (path) navigate(path);
  }

  return (
    <SlInput
      className="header-search"
      data-testid="header-search"
      size="small"
      pill
      placeholder={msg('搜索')}
      aria-label={msg('搜索')}
      value={text}
      onSlInput={(event) => setText((event.target as HTMLInputElement).value)}
      onKeyDown={onKeyDown}
    >
      <span slot="prefix" className="header-search-icon">
        <HeaderIcon name="search" />
      </span>
    </SlInput>
  );
}
