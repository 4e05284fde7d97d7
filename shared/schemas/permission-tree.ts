import { Type, type TSchema } from 'typebox';

/** The fields of a menu or button in an authorisation tree, without its children. */
const permissionTreeFields = {
  /** The permission id (as `value`): what a checked node saves. */
  key: Type.String(),
  value: Type.String(),
  /** The title in the request's language; the three are there for a client that switches. */
  title: Type.String(),
  titleEN: Type.String(),
  titleTC: Type.String(),
  icon: Type.String(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  /** 0 first-level menu, 1 submenu, 2 button (widgets-admin §3 "Menu/permission"). */
  menuType: Type.Integer(),
  isLeaf: Type.Boolean(),
};

/**
 * A node of an authorisation tree (widgets-admin §6 "Roles and departments have permission
 * assignment"): a menu or button with its children, as the permission-assignment screens check them.
 */
export const PermissionTreeNodeSchema: TSchema = Type.Cyclic(
  { PermissionTreeNode: Type.Object({ ...permissionTreeFields, children: Type.Optional(Type.Array(Type.Ref('PermissionTreeNode'))) }) },
  'PermissionTreeNode',
);
/** A node of an authorisation tree (`PermissionTreeNodeSchema`). */
export interface PermissionTreeNode {
  key: string;
  value: string;
  title: string;
  titleEN: string;
  titleTC: string;
  icon: string;
  parentId: string | null;
  menuType: number;
  isLeaf: boolean;
  children?: PermissionTreeNode[];
}
