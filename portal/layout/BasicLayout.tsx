import { Outlet } from 'react-router';
import type { MenuItem } from '../../shared/schemas/permission.ts';
import { AppHeader } from './AppHeader.tsx';
import { MenuTree } from './MenuTree.tsx';

/** The signed-in frame: header, the user's menu, and the routed page. */
export function BasicLayout({ menu }: { menu: MenuItem[] }) {
  return (
    <div className="layout">
      <AppHeader />
      <div className="layout-body">
        <aside className="layout-side">
          <MenuTree menu={menu} />
        </aside>
        <main className="layout-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
