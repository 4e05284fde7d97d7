import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { useMemo, useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { $permissions } from '../../shared/stores/index.ts';
import { useOpenTarget } from '../router/use-open-target.ts';
import { searchMenu, type MenuHit } from './menu-search.ts';

/**
 * Menu search of the user menu (portal-shell §2.4): type part of a title in the current
 * language, pick a page; external URLs open in a new tab, portal pages through the router.
 */
export function MenuSearch({ onDone }: { onDone?: () => void }) {
  const locale = useLocale();
  const openTarget = useOpenTarget();
  const permissions = useStore($permissions);
  const [text, setText] = useState('');
  const menu = permissions.status === 'ready' ? permissions.value.menu : [];
  const hits = useMemo(() => searchMenu(menu, text, locale), [menu, text, locale]);

  function open(hit: MenuHit) {
    openTarget(hit.target);
    setText('');
    onDone?.();
  }

  return (
    <div className="menu-search">
      <SlInput
        size="small"
        clearable
        placeholder={msg('搜索菜单')}
        aria-label={msg('搜索菜单')}
        value={text}
        data-testid="menu-search"
        onSlInput={(event) => setText((event.target as HTMLInputElement).value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // The box, not `text`: the last keystroke's re-render may not have happened yet when Enter comes.
          const first = searchMenu(menu, event.currentTarget.value, locale)[0];
          if (first) open(first);
        }}
      />
      {text.trim() ? (
        <ul className="menu-search-hits" role="listbox" aria-label={msg('搜索菜单')} data-testid="menu-search-hits">
          {hits.length === 0 ? <li className="menu-search-empty">{msg('没有匹配的菜单')}</li> : null}
          {hits.map((hit) => (
            <li key={hit.id} role="option" aria-selected={false}>
              <button type="button" onClick={() => open(hit)}>
                {hit.title}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
