import type { TreeNode } from '../kit/tree.ts';
import type { Menu } from '../resources/menu.ts';

/**
 * A menu as a tree node (`GET /sys/permission/list`, `getSystemMenuList`, `getSystemSubmenu`):
 * the record, the kit's tree fields (`hasChildren`, `leaf` = `!hasChildren`…), and `children`
 * where the call answers a tree.
 */
export type MenuTreeNode = TreeNode<Menu>;
