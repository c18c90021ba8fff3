/*
 * Walking 菜单管理's two trees: the table's rows (`MenuDto`, nested `children`) and the
 * parent picker's options (`MenuTreeOption`). Pure functions over `{ id, children }`.
 */
import type { MenuDto, MenuTreeOption } from './menuDto';

/** 顶级类目: the picker's root, and the pid of a top-level menu. */
export const TOP_LEVEL_PID = 0;
export const TOP_LEVEL_LABEL = '顶级类目';

export function countMenus(menus: readonly { children: readonly unknown[] }[]): number {
  return menus.reduce((sum, menu) => sum + 1 + countMenus(menu.children as { children: unknown[] }[]), 0);
}

/** The node with `id` in a tree of `{ id, children }`, or undefined. */
export function findNode<T extends { id: number; children: readonly T[] }>(nodes: readonly T[], id: number): T | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The ids of a node and all its descendants, parent first. */
export function subtreeIds(node: { id: number; children: readonly { id: number; children: readonly unknown[] }[] }): number[] {
  const ids = [node.id];
  for (const child of node.children) ids.push(...subtreeIds(child as Parameters<typeof subtreeIds>[0]));
  return ids;
}

/**
 * The ids `DELETE api/menus` is sent for a row: its subtree as the table shows it,
 * completed from the full menu tree (a filtered table may not show every child).
 */
export function idsToDelete(menu: MenuDto, tree: readonly MenuTreeOption[] | undefined): number[] {
  const ids = subtreeIds(menu);
  const fromTree = tree ? findNode(tree, menu.id) : undefined;
  if (fromTree) for (const id of subtreeIds(fromTree)) if (!ids.includes(id)) ids.push(id);
  return ids;
}

/** The ids on the way from a root to `id` (excluded), to open the picker at the chosen node. */
export function ancestorIds(nodes: readonly MenuTreeOption[], id: number): number[] | undefined {
  for (const node of nodes) {
    if (node.id === id) return [];
    const below = ancestorIds(node.children, id);
    if (below) return [node.id, ...below];
  }
  return undefined;
}

export function labelOf(nodes: readonly MenuTreeOption[], pid: number): string | undefined {
  if (pid === TOP_LEVEL_PID) return TOP_LEVEL_LABEL;
  return findNode(nodes, pid)?.label;
}
