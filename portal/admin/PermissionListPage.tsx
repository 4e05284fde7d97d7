import { msg } from '@lit/localize';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { menuResource, type Menu } from '../../shared/resources/menu.ts';
import { PERMISSION_CODES } from '../../shared/schemas/permission-codes.ts';
import { ResourceTreePage, type TreeConfig } from '../kit/ResourceTreePage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';
import { DataRuleDrawer } from './menus/DataRuleDrawer.tsx';
import { MENU_FORM } from './menus/menu-form.ts';
import { menuName, menuTypeText } from './menus/menu-texts.ts';
import './menus/menus.css';

type MenuResource = typeof menuResource;
const BUTTON = 2;
const hasChildren = (menu: Menu) => !!(menu as Menu & { hasChildren?: boolean }).hasChildren;

/**
 * Menu administration (`/isystem/permission`, widgets-admin §2 "menu maintenance", §3, §5, §6)
 * on the kit's tree page: the menu tree (children read on expanding), 新增 a first-level menu,
 * batch delete, and per row 编辑, 添加下级 (not under a button), 数据规则 in a drawer and 删除
 * (a menu goes with its subtree).
 */
export function PermissionListPage({ meta }: MenuPageProps) {
  const [rulesOf, setRulesOf] = useState<Menu | null>(null);
  const tree: TreeConfig<MenuResource> = {
    columns: [{ key: 'name', render: menuName }, { key: 'menuType', render: (m) => menuTypeText(m.menuType) }, 'category',
      { key: 'url', render: (m) => <span className="menu-url">{m.url}</span> }, 'component', { key: 'perms', render: (m) => <code>{m.perms}</code> }, 'sortNo'],
    rowActions: [{ key: 'rules', label: () => msg('数据规则'), permission: PERMISSION_CODES.permissionRule, visible: (m) => m.menuType !== BUTTON, run: async (m) => setRulesOf(m) }],
    deleteQuestion: (m) => (hasChildren(m) ? msg('确定删除此菜单吗？其下级菜单和按钮将一并删除。') : msg('确定删除此记录吗？')),
    batchDeleteQuestion: () => msg('确定删除选中的菜单吗？其下级菜单和按钮将一并删除。'),
    // A child of a first-level menu is a submenu; under a submenu it is most often a button.
    canAddChild: (m) => m.menuType !== BUTTON, childValues: (m) => ({ menuType: m.menuType === 0 ? '1' : '2' }),
  };
  return (
    <ResourceTreePage meta={meta} resource={menuResource} tree={tree} form={MENU_FORM} testId="menu">
      {createPortal(<DataRuleDrawer menu={rulesOf} onClose={() => setRulesOf(null)} />, document.body)}
    </ResourceTreePage>
  );
}
