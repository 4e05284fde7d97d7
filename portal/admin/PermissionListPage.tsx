import { msg } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { menuResource } from '../../shared/resources/menu.ts';
import { useResourcePermissions } from '../kit/use-resource-permissions.ts';
import { PageView, type MenuPageProps } from '../pages/MenuPage.tsx';
import { MenuTree } from './menus/MenuTree.tsx';
import './menus/menus.css';

/**
 * Menu administration (`/isystem/permission`, widgets-admin §2, §3, §5, §6): the menu tree
 * with its form and each menu's data rules. Without the list permission it says so.
 */
export function PermissionListPage({ meta }: MenuPageProps) {
  const locale = useLocale();
  const permissions = useResourcePermissions(menuResource);
  return (
    <PageView title={menuTitle(meta, locale)}>
      {permissions.list ? <MenuTree permissions={permissions} />
        : <SlAlert variant="warning" open data-testid="menu-forbidden">{msg('抱歉，您无权查看此页面。')}</SlAlert>}
    </PageView>
  );
}
