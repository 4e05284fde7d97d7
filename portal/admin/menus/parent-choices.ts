import { get } from '../../../shared/api/index.ts';
import type { MenuTreeNode } from '../../../shared/schemas/menu-admin.ts';
import type { Choice } from '../../kit/list-config.ts';
import { menuName } from './menu-texts.ts';

/** Indents a choice by its depth (U+3000, as wide as a Chinese character), so the list reads as the tree. */
const INDENT = '\u3000';

/** The menus of `nodes` and below, depth first, buttons left out: a button is never a parent. */
function flatten(nodes: readonly MenuTreeNode[], depth: number): Choice[] {
  return nodes.filter((node) => node.menuType !== 2)
    .flatMap((node) => [{ value: node.id, label: `${INDENT.repeat(depth)}${menuName(node)}` }, ...flatten(node.children ?? [], depth + 1)]);
}

/**
 * The parents a menu or button may have, as the tree reads (`GET /sys/permission/list`, the
 * whole tree): every menu, indented by its depth. The server refuses a move under itself.
 */
export async function loadParentChoices(): Promise<Choice[]> {
  return flatten(await get<MenuTreeNode[]>('/sys/permission/list'), 0);
}
