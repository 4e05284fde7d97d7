import { Type, type Static, type TSchema } from 'typebox';
import { DepartmentSchema } from '../resources/department.ts';
import { treeNodeSchema, type TreeNode, type TreeNodeFields } from '../kit/tree.ts';
import { PermissionTreeNodeSchema, type PermissionTreeNode } from './permission-tree.ts';

/** Department ids and permission ids as the calls take them. */
const Id = Type.String({ minLength: 1, maxLength: 64 });
/** A comma-joined list of ids (widgets-admin §7), possibly empty. */
const IdList = Type.String({ maxLength: 100_000 });

/** A department as a tree node (widgets-admin §3 "Department tree node: id, key, title, children, pid"): the record, the tree fields, its children when the call answers a tree. */
export const DepartTreeNodeSchema: TSchema = treeNodeSchema('DepartmentTreeNode', DepartmentSchema.properties);
/** A department tree node (`DepartTreeNodeSchema`). */
export type DepartTreeNode = TreeNode<Static<typeof DepartmentSchema>>;

/**
 * A department as a picker's node (`queryIdTree`): id, code and the tree fields (title is the
 * name); the organisation chart any signed-in user may see, without the record's contact details.
 */
export type DepartIdNode = { id: string; orgCode: string } & TreeNodeFields & { children?: DepartIdNode[] };

/** A call about one department. */
export const DepartIdQuerySchema = Type.Object({ departId: Id, _t: Type.Optional(Type.String()) });
/** A call about one department role. */
export const DepartRoleIdQuerySchema = Type.Object({ roleId: Id, _t: Type.Optional(Type.String()) });

/**
 * `saveDepartPermission` and `saveDeptRolePermission`: the ids checked now, and those
 * checked when the form opened. With `lastpermissionIds` the change between the two is
 * applied (what another administrator changed meanwhile stays); without it the checked ids
 * become the whole set.
 */
export const SaveDepartPermissionSchema = Type.Object({
  departId: Id, permissionIds: IdList, lastpermissionIds: Type.Optional(IdList),
});
/** `saveDepartPermission`'s body. */
export type SaveDepartPermission = Static<typeof SaveDepartPermissionSchema>;
/** `saveDeptRolePermission`: as `SaveDepartPermissionSchema`, for a department role. */
export const SaveDeptRolePermissionSchema = Type.Object({
  roleId: Id, permissionIds: IdList, lastpermissionIds: Type.Optional(IdList),
});
/** `saveDeptRolePermission`'s body. */
export type SaveDeptRolePermission = Static<typeof SaveDeptRolePermissionSchema>;

/** `queryTreeListForDeptRole`: the menu tree a department may grant, and every id in it. */
export const DeptRoleTreeSchema = Type.Object({ treeList: Type.Array(PermissionTreeNodeSchema), ids: Type.Array(Type.String()) });
/** `queryTreeListForDeptRole`'s answer. */
export interface DeptRoleTree {
  treeList: PermissionTreeNode[];
  ids: string[];
}

/** `deptRoleUserAdd`: a member's department roles, changed from `oldRoleId` to `newRoleId` (comma-joined; JeecgBoot's shape). */
export const DeptRoleUserSchema = Type.Object({
  userId: Id, departId: Id, newRoleId: IdList, oldRoleId: Type.Optional(IdList),
});
/** `deptRoleUserAdd`'s body. */
export type DeptRoleUser = Static<typeof DeptRoleUserSchema>;
/** `getDeptRoleByUserId`: one member in one department. */
export const DeptRoleByUserQuerySchema = Type.Object({ userId: Id, departId: Id, _t: Type.Optional(Type.String()) });
/** A member's holding of a department role. */
export const DeptRoleHoldingSchema = Type.Object({ userId: Type.String(), droleId: Type.String() });

/** `saveHeads`: the members who head the department (comma-joined user ids; empty for none). */
export const SaveDepartHeadsSchema = Type.Object({ departId: Id, userIds: IdList });
/** `saveHeads`' body. */
export type SaveDepartHeads = Static<typeof SaveDepartHeadsSchema>;
