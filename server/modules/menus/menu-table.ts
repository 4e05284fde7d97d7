import { EXTERNAL_MENU_CATEGORIES, menuResource, type MenuInput } from '../../../shared/resources/menu.ts';
import { badRequest } from '../../lib/app-error.ts';
import { bindTable } from '../../kit/table-binding.ts';
import { createMenuRepository } from './menu-repository.ts';

const HTTP_URL = /^https?:\/\/\S+$/i;

/** A menu's actions as stored: comma-separated, spaces removed, no empty or repeated part. */
export function normalisePerms(perms: string): string {
  return [...new Set(perms.replace(/\s+/g, '').split(',').filter(Boolean))].join(',');
}

/**
 * The columns of a checked menu input (widgets-admin §5): a first-level menu has no parent, a
 * submenu or button needs one; a button needs its authorisation identifier and has no
 * category or route; an external link's URL is an http(s) address, another menu's route a
 * path from '/' (a menu is data: it must not carry a `javascript:` link).
 */
export function menuRow(input: MenuInput): Record<string, unknown> {
  const isButton = input.menuType === 2;
  const parentId = input.menuType === 0 ? null : input.parentId?.trim() || null;
  if (input.menuType !== 0 && !parentId) throw badRequest('menuParentRequired');
  const perms = normalisePerms(input.perms);
  if (isButton && !perms) throw badRequest('menuPermsRequired');
  const category = isButton ? '' : input.category;
  const external = EXTERNAL_MENU_CATEGORIES.includes(input.category) && !isButton;
  const url = isButton ? '' : input.url.trim();
  if (external && !HTTP_URL.test(url)) throw badRequest('menuUrlNotHttp');
  if (!isButton && !external && url && !url.startsWith('/')) throw badRequest('menuPathInvalid');
  return {
    parent_id: parentId, name: input.name.trim(), name_en: input.nameEn.trim(), name_tc: input.nameTc.trim(),
    menu_type: input.menuType, menu_category: category, url, component: input.component.trim(),
    component_name: input.componentName.trim(), redirect: input.redirect.trim(), icon: input.icon.trim(),
    sort_no: input.sortNo, hidden: input.hidden, is_route: input.isRoute, always_show: input.alwaysShow,
    keep_alive: input.keepAlive, internal_or_external: external, perms, perms_type: input.permsType,
    status: input.status, permission_group_id: input.permissionGroup?.trim() || null,
  };
}

/**
 * Where menus live: `permissions`, platform data (tenant 'none'). Deleting a menu deletes its
 * subtree, its grants and its data rules (the foreign keys cascade), as JeecgBoot does.
 */
export const menuTable = bindTable({
  resource: menuResource,
  table: 'permissions',
  columns: {
    id: 'id', parentId: 'parent_id', name: 'name', nameEn: 'name_en', nameTc: 'name_tc', menuType: 'menu_type',
    category: 'menu_category', url: 'url', component: 'component', componentName: 'component_name', redirect: 'redirect',
    icon: 'icon', sortNo: 'sort_no', hidden: 'hidden', isRoute: 'is_route', alwaysShow: 'always_show', keepAlive: 'keep_alive',
    internalOrExternal: 'internal_or_external', perms: 'perms', permsType: 'perms_type', status: 'status',
    permissionGroup: 'permission_group_id', createTime: 'created_at',
  },
  tenant: 'none',
  async toRow(input, _scope, _mode, tx) {
    const row = menuRow(input);
    if (row.permission_group_id && !(await createMenuRepository(tx).permissionGroupExists(row.permission_group_id as string))) {
      throw badRequest('permissionGroupUnknown');
    }
    return row;
  },
});
