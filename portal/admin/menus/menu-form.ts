import { msg } from '@lit/localize';
import { dataProviderFor } from '../../../shared/kit/index.ts';
import { EXTERNAL_MENU_CATEGORIES, type Menu, type MenuCategory, type MenuInput, type menuResource } from '../../../shared/resources/menu.ts';
import { permissionGroupResource } from '../../../shared/resources/permission-group.ts';
import { httpUrlRule, type FieldRule } from '../../../shared/validation/index.ts';
import type { FormConfig, FormFieldDecl, FormValues } from '../../kit/form-config.ts';
import { menuTypeChoices } from './menu-texts.ts';
import { loadParentChoices } from './parent-choices.ts';

const isButton = (v: FormValues) => v.menuType === '2';
const isMenu = (v: FormValues) => !isButton(v);
const isExternal = (v: FormValues) => isMenu(v) && EXTERNAL_MENU_CATEGORIES.includes(v.category as MenuCategory);
const isPage = (v: FormValues) => isMenu(v) && !isExternal(v);

/** A route inside the portal starts with '/' (a menu is data: never a `javascript:` link). */
const pathRule: FieldRule = (value) => (!value.trim() || value.trim().startsWith('/') ? null : msg('菜单路径须以 / 开头'));

/** The permission groups to choose from, by name. */
async function loadGroupChoices() {
  const page = await dataProviderFor(permissionGroupResource).getList({ pagination: { current: 1, pageSize: 1000 }, sorters: [{ field: 'name', order: 'asc' }] });
  return page.data.map((group) => ({ value: group.id, label: `${group.name} (${group.code})` }));
}

/**
 * The fields of the menu form (widgets-admin §2 "menu maintenance", §3, §5). Which show
 * depends on the type: a button has a name, parent, authorisation identifier (required and
 * unique part by part), strategy and status; a menu has a category, route or URL (an
 * external link's starts with http(s)), component, icon and route flags; a first-level menu
 * has no parent. Labels, lengths, the order's range, the choices of category, strategy and
 * status and the identifier's uniqueness come from `menuResource`; what is required depends on
 * the type, which the schema cannot say (the server checks it).
 */
export const MENU_FIELDS: FormFieldDecl[] = [
  { key: 'menuType', widget: 'radio', choices: menuTypeChoices },
  { key: 'category', required: true, visible: isMenu },
  'name', { key: 'nameEn', row: 'names' }, { key: 'nameTc', row: 'names' },
  { key: 'parentId', required: true, loadChoices: loadParentChoices, visible: (v) => v.menuType !== '0' },
  // One value, two meanings: a route inside the portal, or the address an external link opens.
  { key: 'url', label: () => msg('菜单路径'), required: true, rules: [pathRule], visible: isPage, placeholder: () => '/isystem/example' },
  { key: 'url', label: () => msg('访问地址'), required: true, rules: [httpUrlRule], visible: isExternal, placeholder: () => 'https://' },
  { key: 'component', visible: isPage, row: 'component' }, { key: 'componentName', visible: isPage, row: 'component' },
  {
    key: 'perms', required: true, visible: isButton,
    takenMessage: () => msg('授权标识已存在!'), helpText: () => msg('多个用逗号分隔，如 user:add,user:edit'),
  },
  { key: 'permsType', widget: 'radio', visible: isButton }, { key: 'status', widget: 'radio', visible: isButton },
  { key: 'icon', visible: isMenu, row: 'order' }, { key: 'sortNo', row: 'order' },
  { key: 'permissionGroup', loadChoices: loadGroupChoices },
  { key: 'isRoute', visible: isMenu, row: 'flags' }, { key: 'hidden', visible: isMenu, row: 'flags' },
];

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const trimmed = (values: FormValues, key: string) => text(values[key]).trim();

/** The values of a new menu: a first-level portal page, routed, shown, enforced. */
export function newMenuValues(): FormValues {
  return {
    menuType: '0', category: 'portal', sortNo: '1', isRoute: true, hidden: false, permsType: '1', status: '1',
    redirect: '', alwaysShow: false, keepAlive: false,
  };
}

/** The values of `menu` being edited; the fields the form does not show (redirect, keep-alive…) ride along unchanged. */
export function menuValues(menu: Menu): FormValues {
  return {
    menuType: String(menu.menuType), category: menu.category || 'portal', name: menu.name, nameEn: menu.nameEn, nameTc: menu.nameTc,
    parentId: menu.parentId ?? '', url: menu.url, component: menu.component, componentName: menu.componentName, perms: menu.perms,
    permsType: menu.permsType || '1', status: menu.status || '1', icon: menu.icon, sortNo: String(menu.sortNo),
    permissionGroup: menu.permissionGroup ?? '', isRoute: menu.isRoute, hidden: menu.hidden,
    redirect: menu.redirect, alwaysShow: menu.alwaysShow, keepAlive: menu.keepAlive,
  };
}

/** What add and edit send: every field of the input, so an edit never resets what the form does not show. */
export function menuInput(values: FormValues): MenuInput {
  const menuType = Number(values.menuType) as MenuInput['menuType'];
  return {
    menuType, name: trimmed(values, 'name'), nameEn: trimmed(values, 'nameEn'), nameTc: trimmed(values, 'nameTc'),
    category: (text(values.category) || 'portal') as MenuCategory,
    parentId: menuType === 0 ? null : trimmed(values, 'parentId') || null,
    url: menuType === 2 ? '' : trimmed(values, 'url'), component: trimmed(values, 'component'), componentName: trimmed(values, 'componentName'),
    redirect: trimmed(values, 'redirect'), icon: trimmed(values, 'icon'), sortNo: Number(trimmed(values, 'sortNo')) || 0,
    hidden: values.hidden === true, isRoute: values.isRoute === true, alwaysShow: values.alwaysShow === true, keepAlive: values.keepAlive === true,
    perms: trimmed(values, 'perms'), permsType: values.permsType === '2' ? '2' : '1', status: values.status === '0' ? '0' : '1',
    permissionGroup: trimmed(values, 'permissionGroup') || null,
  };
}

/** The menu form of the menu administration. */
export const MENU_FORM: FormConfig<typeof menuResource> = {
  titles: { add: () => msg('新增菜单'), edit: () => msg('编辑菜单') },
  fields: MENU_FIELDS,
  initial: newMenuValues,
  fromRecord: menuValues,
  toInput: menuInput,
  width: 640,
};
