import { Type, type Static } from 'typebox';
import { defineResource } from '../kit/resource.ts';
import type { LocalizedText } from '../schemas/localized-text.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';

/**
 * What a menu opens (widgets-admin §3, portal-shell §3 "Menu categories"): a portal page, a
 * report page (the Tableau viewer), another external link, an external link to a data service,
 * a self-written page. Buttons have none ('').
 */
export const MENU_CATEGORIES = ['portal', 'report', 'link', 'dataService', 'selfWritten'] as const;
/** One of {@link MENU_CATEGORIES}. */
export type MenuCategory = (typeof MENU_CATEGORIES)[number];

/** The categories that open another site: their URL is an http(s) address, opened outside the portal. */
export const EXTERNAL_MENU_CATEGORIES: readonly MenuCategory[] = ['link', 'dataService'];

/** The categories' names in the three languages, for the form's choice and the list's column. */
export const MENU_CATEGORY_LABELS: Record<MenuCategory, LocalizedText> = {
  portal: { cn: '门户页面', en: 'Portal page', tc: '門戶頁面' },
  report: { cn: '报表页面（Tableau）', en: 'Report page (Tableau)', tc: '報表頁面（Tableau）' },
  link: { cn: '其他外部链接', en: 'Other external link', tc: '其他外部鏈接' },
  dataService: { cn: '数据服务外部链接', en: 'External link to a data service', tc: '數據服務外部鏈接' },
  selfWritten: { cn: '自写页面', en: 'Self-written page', tc: '自寫頁面' },
};

/** 0 first-level menu, 1 submenu, 2 button (portal-shell §3). */
export const MenuTypeSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);

/** A menu or button as the menu administration reads it (widgets-admin §3 "Menu/permission"). */
export const MenuSchema = Type.Object({
  id: Type.String(),
  /** null for a first-level menu. */
  parentId: Type.Union([Type.String(), Type.Null()]),
  /** The title in Chinese, English and traditional Chinese (portal-shell §3 title, titleEN, titleTC). */
  name: Type.String(),
  nameEn: Type.String(),
  nameTc: Type.String(),
  menuType: Type.Integer(),
  /** One of {@link MENU_CATEGORIES}; '' for a button. */
  category: Type.String(),
  /** The route, or the http(s) address of an external link. */
  url: Type.String(),
  component: Type.String(),
  componentName: Type.String(),
  redirect: Type.String(),
  icon: Type.String(),
  sortNo: Type.Integer(),
  hidden: Type.Boolean(),
  /** The route flag: false builds no route (portal-shell §2.2 "route flag '0'"). */
  isRoute: Type.Boolean(),
  alwaysShow: Type.Boolean(),
  keepAlive: Type.Boolean(),
  /** Opens outside the portal; follows from the category. */
  internalOrExternal: Type.Boolean(),
  /** The authorisation identifier; may hold comma-separated actions. */
  perms: Type.String(),
  /** '1' shows or hides, '2' disables. */
  permsType: Type.String(),
  /** '1' enforced, '0' not enforced (everyone may). */
  status: Type.String(),
  /** The permission group's id, null for none. */
  permissionGroup: Type.Union([Type.String(), Type.Null()]),
  createTime: Type.String(),
});
/** A menu or button record. */
export type Menu = Static<typeof MenuSchema>;

const optionalId = Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()]));

/**
 * What add and edit take. A first-level menu has no parent (one given is dropped), a submenu
 * or button needs one; a button needs its authorisation identifier, unique part by part; an
 * external link's URL starts with http(s), another menu's path with '/'.
 */
export const MenuInputSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  nameEn: Type.String({ maxLength: 100, default: '' }),
  nameTc: Type.String({ maxLength: 100, default: '' }),
  menuType: MenuTypeSchema,
  category: Type.Enum(MENU_CATEGORIES, { default: 'portal' }),
  parentId: optionalId,
  url: Type.String({ maxLength: 1000, default: '' }),
  component: Type.String({ maxLength: 200, default: '' }),
  componentName: Type.String({ maxLength: 100, default: '' }),
  redirect: Type.String({ maxLength: 500, default: '' }),
  icon: Type.String({ maxLength: 100, default: '' }),
  sortNo: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000, default: 0 }),
  hidden: Type.Boolean({ default: false }),
  isRoute: Type.Boolean({ default: true }),
  alwaysShow: Type.Boolean({ default: false }),
  keepAlive: Type.Boolean({ default: false }),
  perms: Type.String({ maxLength: 500, default: '' }),
  permsType: Type.Union([Type.Literal('1'), Type.Literal('2')], { default: '1' }),
  status: Type.Union([Type.Literal('1'), Type.Literal('0')], { default: '1' }),
  permissionGroup: optionalId,
});
/** What add and edit of a menu take. */
export type MenuInput = Static<typeof MenuInputSchema>;

/**
 * Menu administration on the kit (`/sys/permission/*`, widgets-admin §7): platform data,
 * managed from the platform tenant. Its paged list is `pageList`: the documented
 * `/sys/permission/list` answers the whole tree.
 */
export const menuResource = defineResource({
  name: 'menu',
  basePath: '/sys/permission',
  tableName: 'sys_permission',
  page: 'PermissionList',
  routes: { list: 'pageList' },
  record: MenuSchema,
  input: MenuInputSchema,
  fields: {
    name: { label: { cn: '菜单名称', en: 'Name', tc: '選單名稱' }, kind: 'text', width: 220, sortable: true, filter: 'like', query: true },
    nameEn: { label: { cn: '英文名称', en: 'English name', tc: '英文名稱' }, kind: 'text', filter: 'like', query: true },
    nameTc: { label: { cn: '繁体名称', en: 'Traditional Chinese name', tc: '繁體名稱' }, kind: 'text', query: true, list: false },
    menuType: { label: { cn: '菜单类型', en: 'Type', tc: '選單類型' }, kind: 'integer', width: 110, sortable: true, filter: 'eq', query: true },
    category: { label: { cn: '菜单类别', en: 'Category', tc: '選單類別' }, kind: 'text', width: 150, filter: 'eq', query: true, options: MENU_CATEGORY_LABELS },
    parentId: { label: { cn: '上级菜单', en: 'Parent menu', tc: '上級選單' }, kind: 'text', filter: 'eq', list: false },
    url: { label: { cn: '路径', en: 'Route', tc: '路徑' }, kind: 'text', width: 200, sortable: true, filter: 'like', query: true },
    component: { label: { cn: '前端组件', en: 'Component', tc: '前端組件' }, kind: 'text', width: 150, filter: 'like', query: true },
    componentName: { label: { cn: '组件名称', en: 'Component name', tc: '組件名稱' }, kind: 'text', filter: 'eq', query: true, list: false },
    icon: { label: { cn: '图标', en: 'Icon', tc: '圖標' }, kind: 'text', width: 80 },
    sortNo: { label: { cn: '排序', en: 'Order', tc: '排序' }, kind: 'integer', sortable: true, query: true, width: 80 },
    hidden: { label: { cn: '隐藏路由', en: 'Hidden', tc: '隱藏路由' }, kind: 'boolean', query: true, list: false },
    isRoute: { label: { cn: '是否路由菜单', en: 'Route menu', tc: '是否路由選單' }, kind: 'boolean', query: true, list: false },
    perms: {
      label: { cn: '授权标识', en: 'Authorisation identifier', tc: '授權標識' },
      kind: 'text', sortable: true, filter: 'like', query: true, unique: 'parts', width: 160,
    },
    permsType: {
      label: { cn: '授权策略', en: 'Strategy', tc: '授權策略' }, kind: 'text', filter: 'eq', query: true, list: false,
      options: {
        1: { cn: '可见/可访问（授权后可见）', en: 'Visible (shown once granted)', tc: '可見/可訪問（授權後可見）' },
        2: { cn: '可编辑（未授权时禁用）', en: 'Editable (disabled until granted)', tc: '可編輯（未授權時禁用）' },
      },
    },
    status: {
      label: { cn: '状态', en: 'Status', tc: '狀態' }, kind: 'text', filter: 'eq', query: true, list: false,
      options: { 1: { cn: '有效', en: 'Active', tc: '有效' }, 0: { cn: '无效', en: 'Inactive', tc: '無效' } },
    },
    permissionGroup: { label: { cn: '权限分组', en: 'Permission group', tc: '權限分組' }, kind: 'text', filter: 'eq', list: false },
    createTime: { label: { cn: '创建时间', en: 'Created', tc: '創建時間' }, kind: 'datetime', sortable: true, query: true, list: false },
  },
  permissions: {
    list: PERMISSION_CODES.permissionList, add: PERMISSION_CODES.permissionAdd,
    edit: PERMISSION_CODES.permissionEdit, delete: PERMISSION_CODES.permissionDelete,
  },
  defaultSort: { column: 'sortNo', order: 'asc' },
  tree: {
    parentField: 'parentId', titleField: 'name',
    routes: { tree: 'list', level: { path: 'getSystemSubmenu', param: 'parentId' }, levels: { path: 'getSystemSubmenuBatch', param: 'parentIds' } },
  },
});
