import { Type, type Static, type TSchema } from 'typebox';
import { DataRuleSchema } from '../kit/data-rule.ts';

/**
 * A node of the role authorisation tree (`GET /sys/permission/queryTreeList`, JeecgBoot's
 * TreeModel): the menu's id as `key`, its title in the request's language, `ruleFlag` 1 when
 * the menu has data rules.
 */
export const GrantTreeNodeSchema: TSchema = Type.Cyclic(
  {
    GrantTreeNode: Type.Object({
      key: Type.String(),
      title: Type.String(),
      slotTitle: Type.String(),
      isLeaf: Type.Boolean(),
      /** 0 or 1: the menu carries data rules (the drawer shows their icon). */
      ruleFlag: Type.Integer(),
      menuType: Type.Integer(),
      children: Type.Array(Type.Ref('GrantTreeNode')),
    }),
  },
  'GrantTreeNode',
);
/** A node of the role authorisation tree. */
export interface GrantTreeNode {
  key: string;
  title: string;
  slotTitle: string;
  isLeaf: boolean;
  ruleFlag: 0 | 1;
  menuType: number;
  children: GrantTreeNode[];
}

/** `queryTreeList`'s answer: the tree and every id in it (the drawer's "select all"). */
export const GrantTreeSchema = Type.Object({ treeList: Type.Array(GrantTreeNodeSchema), ids: Type.Array(Type.String()) });
/** `queryTreeList`'s answer. */
export interface GrantTree {
  treeList: GrantTreeNode[];
  ids: string[];
}

/** `?roleId=` of `queryRolePermission`. */
export const RoleIdQuerySchema = Type.Object({ roleId: Type.String({ minLength: 1, maxLength: 64 }), _t: Type.Optional(Type.String()) });

/**
 * `POST /sys/permission/saveRolePermission`: the role's permissions as comma-joined ids. With
 * `lastpermissionIds` (what the drawer loaded) only the difference is written, as JeecgBoot
 * does: what was added since is granted, what was removed is taken away, other grants stay.
 * Without it, `permissionIds` is the whole new set.
 */
export const SaveRolePermissionSchema = Type.Object({
  roleId: Type.String({ minLength: 1, maxLength: 64 }),
  permissionIds: Type.String({ maxLength: 100_000, default: '' }),
  lastpermissionIds: Type.Optional(Type.String({ maxLength: 100_000 })),
});
/** The body of `saveRolePermission`. */
export type SaveRolePermission = Static<typeof SaveRolePermissionSchema>;

/** `GET /sys/role/queryDataRule/{permissionId}/{roleId}`: every rule of the menu, and those given to the role (comma-joined). */
export const RoleDataRulesSchema = Type.Object({ datarule: Type.Array(DataRuleSchema), drChecked: Type.String() });

/** `POST /sys/role/saveDataRule`: the menu's rules the role has, as comma-joined ids ('' for none). */
export const SaveRoleDataRuleSchema = Type.Object({
  permissionId: Type.String({ minLength: 1, maxLength: 64 }),
  roleId: Type.String({ minLength: 1, maxLength: 64 }),
  dataRuleIds: Type.String({ maxLength: 20_000, default: '' }),
});
/** The body of `saveDataRule`. */
export type SaveRoleDataRule = Static<typeof SaveRoleDataRuleSchema>;
