import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { nextActivePath, type Tab, type TabAction } from '../../shared/layout/index.ts';
import { readSearchQueryOf } from '../../shared/navigation/index.ts';
import { $tabs, closeTabs, refreshTab, type TabClose } from '../../shared/stores/index.ts';
import { notify } from '../components/notify.ts';
import { searchResultsTitle } from '../search/search-title.ts';
import { TabContextMenu } from './TabContextMenu.tsx';
import './tab-bar.css';

interface TabBarProps {
  activePath: string;
  homePath: string;
}

/**
 * The title of a tab; the home tab falls back to '首页' when the menu has no home entry, and
 * a search-results tab (the home route with a query) is named after its search.
 */
export function useTabTitle(): (tab: Tab, homePath: string) => string {
  const locale = useLocale();
  return (tab, homePath) => {
    const searchQuery = readSearchQueryOf(tab.path);
    if (searchQuery) return searchResultsTitle(searchQuery.key);
    return tab.path === homePath && !tab.title.title ? msg('首页') : menuTitle(tab.title, locale);
  };
}

/**
 * The multi-tab bar (portal-shell §2.4 "Tabbed mode"): the home tab first and not closable,
 * a close button on the others, and a right-click menu to refresh or close tabs. Closing the
 * only remaining tab warns instead.
 */
export function TabBar({ activePath, homePath }: TabBarProps) {
  const tabs = useStore($tabs);
  const navigate = useNavigate();
  const title = useTabTitle();
  const [menu, setMenu] = useState<{ path: string; x: number; y: number } | null>(null);

  const close = useCallback(
    (kind: TabClose, path: string) => {
      const before = $tabs.get();
      const result = closeTabs(kind, path, homePath);
      if (result.outcome === 'last') notify(msg('这是最后一页，不能再关闭了啦'), 'warning');
      const next = nextActivePath(before, result.tabs, activePath);
      // Closing around a tab keeps that tab, so it is where the user goes.
      if (next) navigate(kind === 'close' ? next : path);
    },
    [activePath, homePath, navigate],
  );

  const onAction = useCallback(
    (action: TabAction) => {
      if (!menu) return;
      setMenu(null);
      if (action === 'refresh') {
        refreshTab(menu.path);
        if (menu.path !== activePath) navigate(menu.path);
      } else close(action, menu.path);
    },
    [menu, activePath, close, navigate],
  );
  const onCloseMenu = useCallback(() => setMenu(null), []);

  return (
    <div className="tab-bar" role="tablist" aria-label={msg('已打开的页面')} data-testid="tab-bar">
      {tabs.map((tab) => (
        <div
          key={tab.path}
          role="tab"
          tabIndex={0}
          aria-selected={tab.path === activePath}
          className="tab-bar-tab"
          data-testid="tab"
          data-path={tab.path}
          onClick={() => navigate(tab.path)}
          onKeyDown={(event) => (event.key === 'Enter' ? navigate(tab.path) : undefined)}
          onContextMenu={(event) => {
            event.preventDefault();
            setMenu({ path: tab.path, x: event.clientX, y: event.clientY });
          }}
        >
          <span>{title(tab, homePath)}</span>
          {tab.path === homePath ? null : (
            <button
              type="button"
              className="tab-bar-close"
              aria-label={msg('关闭')}
              data-testid="tab-close"
              onClick={(event) => {
                event.stopPropagation();
                close('close', tab.path);
              }}
            >
              ×
            </button>
          )}
        </div>
      ))}
      {menu ? <TabContextMenu x={menu.x} y={menu.y} onAction={onAction} onClose={onCloseMenu} /> : null}
    </div>
  );
}
