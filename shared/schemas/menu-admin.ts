import { Type, type Static, type TSchema } from 'typebox';
import { MenuSchema, type Menu } from '../resources/menu.ts';

/** A menu of a lazily loaded level (`getSystemMenuList`, `getSystemSubmenu`): `leaf` is `!hasChildren`. */
export const MenuNodeSchema = Type.Object({ ...MenuSchema.properties, hasChildren: Type.Boolean(), leaf: Type.Boolean() });
/** A menu of a lazily loaded level. */
export type MenuNode = Static<typeof MenuNodeSchema>;

/** A node of the whole menu tree (`GET /sys/permission/list`): `children` only on a node that has some. */
export const MenuTreeNodeSchema: TSchema = Type.Cyclic(
  { MenuTreeNode: Type.Object({ ...MenuNodeSchema.properties, children: Type.Optional(Type.Array(Type.Ref('MenuTreeNode'))) }) },
  'MenuTreeNode',
);
/** A node of the whole menu tree. */
export interface MenuTreeNode extends Menu {
  hasChildren: boolean;
  leaf: boolean;
  children?: MenuTreeNode[];
}

/** `GET /sys/permission/list`: optional filters of the menu administration's search. */
export const MenuTreeQuerySchema = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 200 })),
  _t: Type.Optional(Type.String()),
});

/** `GET /sys/permission/getSystemSubmenu?parentId=`. */
export const SubmenuQuerySchema = Type.Object({ parentId: Type.String({ minLength: 1, maxLength: 64 }), _t: Type.Optional(Type.String()) });

/** `GET /sys/permission/getSystemSubmenuBatch?parentIds=a,b`. */
export const SubmenuBatchQuerySchema = Type.Object({ parentIds: Type.String({ minLength: 1, maxLength: 20_000 }), _t: Type.Optional(Type.String()) });
