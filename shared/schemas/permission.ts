import { Type, type Static, type TSchema } from 'typebox';

/** Permission entry (portal-shell §3): type '1' shows, '2' disables; status '1' enforced, '0' not. */
export const PermissionEntrySchema = Type.Object({
  action: Type.String(),
  describe: Type.String(),
  type: Type.Union([Type.Literal('1'), Type.Literal('2')]),
  status: Type.Union([Type.Literal('0'), Type.Literal('1')]),
});
export type PermissionEntry = Static<typeof PermissionEntrySchema>;

/** Route meta of a menu item (portal-shell §3 "Menu/permission"). */
export const MenuMetaSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  titleEN: Type.String(),
  titleTC: Type.String(),
  icon: Type.String(),
  url: Type.String(),
  componentName: Type.String(),
  target: Type.String(),
  hidden: Type.Boolean(),
  keepAlive: Type.Boolean(),
  internalOrExternal: Type.Boolean(),
});
export type MenuMeta = Static<typeof MenuMetaSchema>;

/** Menu item fields without children; `route` '0' means "build no route" (portal-shell §2.2). */
const menuFields = {
  id: Type.String(),
  path: Type.String(),
  component: Type.String(),
  name: Type.String(),
  redirect: Type.String(),
  hidden: Type.Boolean(),
  alwaysShow: Type.Boolean(),
  route: Type.Union([Type.Literal('0'), Type.Literal('1')]),
  meta: MenuMetaSchema,
};

/** A menu tree node as answered by `getUserPermissionByToken`. */
export const MenuItemSchema: TSchema = Type.Cyclic(
  {
    MenuItem: Type.Object({
      ...menuFields,
      children: Type.Optional(Type.Array(Type.Ref('MenuItem'))),
    }),
  },
  'MenuItem',
);
export interface MenuItem extends Static<ReturnType<typeof Type.Object<typeof menuFields>>> {
  children?: MenuItem[];
}

/** `GET /sys/permission/getUserPermissionByToken` result (portal-shell §7). */
export const UserPermissionsSchema = Type.Object({
  menu: Type.Array(MenuItemSchema),
  auth: Type.Array(PermissionEntrySchema),
  allAuth: Type.Array(PermissionEntrySchema),
  sysSafeMode: Type.Boolean(),
});
export interface UserPermissions {
  menu: MenuItem[];
  auth: PermissionEntry[];
  allAuth: PermissionEntry[];
  sysSafeMode: boolean;
}
