import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { get } from '../../../shared/api/index.ts';
import { useLocale } from '../../../shared/i18n/index.ts';
import { dataProviderFor, resourceMutators } from '../../../shared/kit/index.ts';
import { resourceVersion } from '../../../shared/kit/resource-version.ts';
import { usePermission } from '../../../shared/permissions/index.ts';
import { menuResource, type Menu } from '../../../shared/resources/menu.ts';
import { PERMISSION_CODES } from '../../../shared/schemas/permission-codes.ts';
import { notify } from '../../components/notify.ts';
import { ConfirmDialog } from '../../kit/ConfirmDialog.tsx';
import { ListToolbar } from '../../kit/ListToolbar.tsx';
import { ResourceFormDialog } from '../../kit/ResourceFormDialog.tsx';
import { ResourceTreeTable, type TreeColumn } from '../../kit/ResourceTreeTable.tsx';
import { usePendingAction } from '../../kit/use-pending-action.ts';
import { useResourceForm } from '../../kit/use-resource-form.ts';
import type { ResourcePermissions } from '../../kit/use-resource-permissions.ts';
import { DataRuleDrawer } from './DataRuleDrawer.tsx';
import { MENU_FORM } from './menu-form.ts';
import { categoryText, menuName, menuTypeText } from './menu-texts.ts';
import { MenuRowActions } from './MenuRowActions.tsx';

type MenuNode = Menu & { hasChildren: boolean };

/** The tree's columns, titled in the current language. */
const menuColumns = (): TreeColumn<MenuNode>[] => [
  { key: 'name', title: <>{msg('菜单名称')}</>, width: 220, render: (m) => <span data-testid="menu-cell-name">{menuName(m)}</span> },
  { key: 'menuType', title: <>{msg('菜单类型')}</>, width: 110, render: (m) => menuTypeText(m.menuType) },
  { key: 'category', title: <>{msg('菜单类别')}</>, width: 150, render: (m) => categoryText(m.category) },
  { key: 'url', title: <>{msg('路径')}</>, width: 200, render: (m) => <span className="menu-url">{m.url}</span> },
  { key: 'component', title: <>{msg('前端组件')}</>, width: 150 },
  { key: 'perms', title: <>{msg('授权标识')}</>, width: 160, render: (m) => <code data-testid="menu-cell-perms">{m.perms}</code> },
  { key: 'sortNo', title: <>{msg('排序')}</>, width: 70 },
];

// `childList` of the kit's tree resources: the roots without `pid`, a node's children with it.
const loadRoots = () => get<MenuNode[]>('/sys/permission/childList');
const loadChildren = (pid: string) => get<MenuNode[]>('/sys/permission/childList', { pid });

/**
 * The menu administration once the list permission is held (widgets-admin §2 "menu
 * maintenance"): the menu tree (children read on expanding), 新增 a first-level menu, batch
 * delete, and per row 编辑, 添加下级, 数据规则 and 删除 (a menu goes with its subtree). Every
 * change reads the tree again, keeping open what was open.
 */
export function MenuTree({ permissions }: { permissions: ResourcePermissions }) {
  useLocale();
  const provider = dataProviderFor(menuResource);
  const mutators = resourceMutators(provider);
  const dialog = useResourceForm(provider, MENU_FORM);
  const confirm = usePendingAction();
  const version = useStore(resourceVersion(menuResource)).data;
  const [selected, setSelected] = useState<string[]>([]);
  const [rulesOf, setRulesOf] = useState<Menu | null>(null);
  const canRule = usePermission(PERMISSION_CODES.permissionRule);

  const askDelete = (menu: MenuNode) => confirm.ask({
    question: menu.hasChildren ? msg('确定删除此菜单吗？其下级菜单和按钮将一并删除。') : msg('确定删除此记录吗？'),
    danger: true, done: msg('删除成功'),
    run: async () => {
      await mutators.deleteOne.run(menu.id);
      setSelected((ids) => ids.filter((id) => id !== menu.id));
    },
  });
  function askBatchDelete() {
    if (selected.length === 0) return notify(msg('请选择一条记录！'), 'warning');
    const ids = selected;
    confirm.ask({
      question: msg('确定删除选中的菜单吗？其下级菜单和按钮将一并删除。'), danger: true, done: msg('删除成功'),
      run: async () => {
        await mutators.deleteMany.run(ids);
        setSelected([]);
      },
    });
  }
  // A child of a first-level menu is a submenu; under a submenu it is most often a button.
  const addChild = (parent: MenuNode) => dialog.startAddWith({ parentId: parent.id, menuType: parent.menuType === 0 ? '1' : '2' });

  return (
    <div className="kit-list" data-testid="menu-list">
      <ListToolbar testId="menu" selected={selected.length} exporting={false}
        onAdd={permissions.add ? () => dialog.startAdd() : undefined}
        onBatchDelete={permissions.delete ? askBatchDelete : undefined} />
      {version === undefined ? null : (
        <ResourceTreeTable<MenuNode> columns={menuColumns()} loadRoots={loadRoots} loadChildren={loadChildren} reloadKey={version}
          {...(permissions.delete ? { selectedIds: selected, onSelectionChange: setSelected } : {})}
          rowActions={(menu) => (
            <MenuRowActions menu={menu}
              onEdit={permissions.edit ? () => dialog.startEdit(menu) : undefined}
              onAddChild={permissions.add && menu.menuType !== 2 ? () => addChild(menu) : undefined}
              onRules={canRule && menu.menuType !== 2 ? () => setRulesOf(menu) : undefined}
              onDelete={permissions.delete ? () => askDelete(menu) : undefined} />
          )} />
      )}
      <ResourceFormDialog state={dialog} testId="menu" />
      <ConfirmDialog state={confirm} testId="menu" />
      {createPortal(<DataRuleDrawer menu={rulesOf} onClose={() => setRulesOf(null)} />, document.body)}
    </div>
  );
}
