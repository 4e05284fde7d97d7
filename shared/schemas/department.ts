import { Type, type Static, type TSchema } from 'typebox';
import { DepartmentSchema } from '../resources/department.ts';
import { PermissionTreeNodeSchema, type PermissionTreeNode } from './permission-tree.ts';

/** Department ids and permission ids as the calls take them. */
const Id = Type.String({ minLength: 1, maxLength: 64 });
/** A comma-joined list of ids (widgets-admin §7), possibly empty. */
const IdList = Type.String({ maxLength: 100_000 });

/** What a department tree node adds to the record (widgets-admin §3 "Department tree node: id, key, title, children, pid"). */
const treeFields = {
  key: Type.String(),
  value: Type.String(),
  title: Type.String(),
  /** The parent's id, null for a root (the record's `parentId`, as pickers name it). */
  pid: Type.Union([Type.String(), Type.Null()]),
  isLeaf: Type.Boolean(),
};

/** A department as a tree node: the whole record, the tree fields, and its children when the call answers a tree. */
export const DepartTreeNodeSchema: TSchema = Type.Cyclic(
  { DepartTreeNode: Type.Object({ ...DepartmentSchema.properties, ...treeFields, children: Type.Optional(Type.Array(Type.Ref('DepartTreeNode'))) }) },
  'DepartTreeNode',
);
/** A department tree node (`DepartTreeNodeSchema`). */
export type DepartTreeNode = Static<typeof DepartmentSchema> & Static<ReturnType<typeof Type.Object<typeof treeFields>>> & {
  children?: DepartTreeNode[];
};

/**
 * A department as a picker's node (`queryIdTree`): id, code, key, value, title (the name), pid
 * and children; the organisation chart any signed-in user may see, without the record's
 * contact details.
 */
export const DepartIdNodeSchema: TSchema = Type.Cyclic(
  { DepartIdNode: Type.Object({ id: Type.String(), orgCode: Type.String(), ...treeFields, children: Type.Optional(Type.Array(Type.Ref('DepartIdNode'))) }) },
  'DepartIdNode',
);
/** A picker's department node (`DepartIdNodeSchema`). */
export type DepartIdNode = { id: string; orgCode: string } & Static<ReturnType<typeof Type.Object<typeof treeFields>>> & { children?: DepartIdNode[] };

/** `queryDepartTreeSync`: the children of `pid`, the roots without it. */
export const DepartTreeSyncQuerySchema = Type.Object({ pid: Type.Optional(Type.String({ maxLength: 64 })), _t: Type.Optional(Type.String()) });
/** `searchBy`: departments whose name contains the keyword. */
export const DepartSearchQuerySchema = Type.Object({ keyWord: Type.String({ maxLength: 100 }), _t: Type.Optional(Type.String()) });
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
