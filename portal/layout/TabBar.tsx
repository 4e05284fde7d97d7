import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import SlMenu from '@shoelace-style/shoelace/dist/react/menu/index.js';
import SlMenuItem from '@shoelace-style/shoelace/dist/react/menu-item/index.js';
import { SlDropdown } from '../../elements/shoelace/index.ts';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { nextActivePath, type Tab, type TabAction } from '../../shared/layout/index.ts';
import { readSearchQueryOf } from '../../shared/navigation/index.ts';
import { $tabs, closeTabs, refreshTab, type TabClose } from '../../shared/stores/index.ts';
import { notify } from '../components/notify.ts';
import { searchResultsTitle } from '../search/search-title.ts';
import { TabContextMenu } from './TabContextMenu.tsx';
import { useTabScroll } from './use-tab-scroll.ts';
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

const CHEVRONS = { left: 'M10 3 5 8l5 5', right: 'm6 3 5 5-5 5', down: 'm3 6 5 5 5-5' } as const;

/** A small chevron drawn inline, in the text colour. */
function Chevron({ direction }: { direction: keyof typeof CHEVRONS }) {
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
      <path d={CHEVRONS[direction]} />
    </svg>
  );
}

/**
 * The multi-tab bar (portal-shell §2.4 "Tabbed mode"): the home tab first and not closable,
 * a close button on the others, and a right-click menu to refresh or close tabs. Closing the
 * only remaining tab warns instead. When the tabs are wider than the bar, they scroll: arrows
 * at both ends and a menu of all tabs (as vue-vben-admin's tab bar), and the active tab is
 * always scrolled into view.
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

  const { scroller, overflow, scrollBy } = useTabScroll(activePath, tabs.length);

  return (
    <div className={overflow.any ? 'tab-bar overflowing' : 'tab-bar'} data-testid="tab-bar">
      {overflow.any ? (
        <button type="button" className="tab-bar-arrow" aria-label={msg('向左滚动')} disabled={!overflow.left} data-testid="tab-bar-prev" onClick={() => scrollBy(-1)}>
          <Chevron direction="left" />
        </button>
      ) : null}
      <div className="tab-bar-tabs" role="tablist" aria-label={msg('已打开的页面')} ref={scroller}>
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
      </div>
      {overflow.any ? (
        <>
          <button type="button" className="tab-bar-arrow" aria-label={msg('向右滚动')} disabled={!overflow.right} data-testid="tab-bar-next" onClick={() => scrollBy(1)}>
            <Chevron direction="right" />
          </button>
          <SlDropdown hoist placement="bottom-end">
            <button slot="trigger" type="button" className="tab-bar-arrow" aria-label={msg('全部标签页')} data-testid="tab-bar-menu">
              <Chevron direction="down" />
            </button>
            <SlMenu onSlSelect={(event) => navigate(event.detail.item.value)}>
              {tabs.map((tab) => (
                <SlMenuItem key={tab.path} type="checkbox" checked={tab.path === activePath} value={tab.path} data-testid="tab-bar-menu-item">
                  {title(tab, homePath)}
                </SlMenuItem>
              ))}
            </SlMenu>
          </SlDropdown>
        </>
      ) : null}
      {menu ? <TabContextMenu x={menu.x} y={menu.y} onAction={onAction} onClose={onCloseMenu} /> : null}
    </div>
  );
}
