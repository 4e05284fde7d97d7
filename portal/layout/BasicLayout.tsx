import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlDrawer from '@shoelace-style/shoelace/dist/react/drawer/index.js';
import { useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { useLocale } from '../../shared/i18n/index.ts';
import { breadcrumbs, COLLAPSED_SIDE_WIDTH, portalPageCrumbs, topMenuWidth } from '../../shared/layout/index.ts';
import { HOME_PATH, readSearchQuery } from '../../shared/navigation/index.ts';
import type { MenuItem } from '../../shared/schemas/permission.ts';
import { $fullscreen, $personalize, $settings, $tabRefresh } from '../../shared/stores/index.ts';
import { exitFullscreen } from '../header/fullscreen.ts';
import { IdlePrompt } from '../session/IdlePrompt.tsx';
import { searchResultsTitle } from '../search/search-title.ts';
import { $pageHeading } from '../pages/page-heading.ts';
import { PageWatermark } from '../watermark/PageWatermark.tsx';
import { AppHeader } from './AppHeader.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { GlobalFooter } from './GlobalFooter.tsx';
import { footerConfig } from './footer-config.ts';
import { SideMenu } from './SideMenu.tsx';
import { TabBar } from './TabBar.tsx';
import { ReportDashboard } from '../reports/ReportDashboard.tsx';
import { TopMenu } from './TopMenu.tsx';
import { useAutoHide } from './use-auto-hide.ts';
import { useMenuLocation } from './use-menu-location.ts';
import { usePageTitle } from './use-page-title.ts';
import { useHomeTab, useTabTracking } from './use-tab-tracking.ts';
import { useTopMenu } from './use-top-menu.ts';
import { useMobile } from './use-mobile.ts';
import { useWindowWidth } from './use-window-width.ts';
import './basic-layout.css';
// Fills the top bar's slots; here so that only signed-in pages load them.
import './header-features.ts';

const HEADER_HEIGHT = 100;

/**
 * The signed-in frame (portal-shell §2.4): header with the top menu of modules, the side
 * menu of the chosen module (a drawer on mobile), tabs, breadcrumbs, the routed page and the
 * global footer; it follows the layout settings and full-screen mode.
 */
export function BasicLayout({ menu }: { menu: MenuItem[] }) {
  useLocale();
  const settings = useStore($settings);
  const fullscreen = useStore($fullscreen);
  const refresh = useStore($tabRefresh);
  const personalize = useStore($personalize);
  const windowWidth = useWindowWidth();
  const mobile = useMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const location = useMenuLocation(menu);
  const { items, trail, pathname, fullPath } = location;
  const top = useTopMenu(items, trail, pathname);
  const home = useHomeTab(menu);
  useTabTracking(fullPath, trail, home);
  const searchQuery = readSearchQuery(pathname, location.search);
  const heading = useStore($pageHeading);
  usePageTitle(searchQuery ? searchResultsTitle(searchQuery.key) : pathname === HOME_PATH ? null : (trail.at(-1)?.meta ?? heading));
  const autoHidden = useAutoHide(settings.autoHideHeader === 'true' && settings.fixedHeader === 'true', HEADER_HEIGHT);
  const menuCrumbs = useMemo(() => breadcrumbs(menu, home, pathname, location.search), [menu, home, pathname, location.search]);
  const crumbs = searchQuery ? portalPageCrumbs(home, 'search', msg('搜索结果')) : menuCrumbs;

  const sideItems = top.selected?.children ?? [];
  const topLayout = settings.layout === 'topmenu';
  const showSide = !fullscreen && !mobile && !topLayout && pathname !== HOME_PATH && sideItems.length > 0;
  const showTabs = !mobile && settings.multiTab === 'true';
  const fluid = topLayout && settings.contentWidth === 'Fluid';
  const trailIds = trail.map((item) => item.id);

  return (
    // data-route: the location the frame shows once a navigation has committed (route changes run as transitions).
    <div className={['layout', fullscreen ? 'fullscreen' : '', settings.fixedSidebar === 'true' ? 'fixed-sidebar' : ''].join(' ')} data-testid="app-layout" data-route={fullPath}>
      {fullscreen ? (
        <button type="button" className="fullscreen-exit" data-testid="fullscreen-exit" onClick={() => void exitFullscreen()}>
          {msg('退出全屏')}
        </button>
      ) : (
        <AppHeader
          topMenu={mobile ? null : <TopMenu items={items} selectedId={top.highlightedId} width={topMenuWidth(windowWidth)} dropdowns={topLayout} onChoose={top.choose} />}
          onOpenMenu={mobile ? () => setDrawerOpen(true) : null}
          compact={mobile}
          fixed={settings.fixedHeader === 'true'}
          hidden={autoHidden}
        />
      )}
      {mobile ? (
        <SlDrawer label={msg('菜单')} placement="start" open={drawerOpen} onSlAfterHide={() => setDrawerOpen(false)} data-testid="menu-drawer">
          <SideMenu items={items} trailIds={trailIds} onNavigate={() => setDrawerOpen(false)} />
        </SlDrawer>
      ) : null}
      <div className="layout-body">
        {showSide ? (
          <aside className="layout-side" data-testid="side-menu" style={collapsed ? { flexBasis: COLLAPSED_SIDE_WIDTH, width: COLLAPSED_SIDE_WIDTH } : undefined}>
            <SideMenu items={sideItems} trailIds={trailIds} collapsed={collapsed} onExpand={() => setCollapsed(false)} />
            <button type="button" className="side-collapse" data-testid="side-collapse" aria-pressed={collapsed} onClick={() => setCollapsed(!collapsed)}>
              {collapsed ? '»' : `« ${msg('收起菜单')}`}
            </button>
          </aside>
        ) : null}
        <main className={fluid ? 'layout-content fluid' : 'layout-content'}>
          {showTabs ? <TabBar activePath={fullPath} homePath={HOME_PATH} /> : null}
          <Breadcrumbs crumbs={crumbs} />
          <div className="layout-page" key={refresh[fullPath] ?? 0}>
            <Outlet />
          </div>
          <ReportDashboard tabbed={showTabs} />
          <GlobalFooter config={footerConfig(personalize)} />
        </main>
      </div>
      <PageWatermark />
      <IdlePrompt />
    </div>
  );
}
