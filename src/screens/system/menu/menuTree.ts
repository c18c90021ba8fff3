/*
 * 菜单管理's two trees as kit forests (src/kit/tree): the table's rows, nested as
 * `GET api/menus` sends them, and the parent picker's, `GET api/menus/tree` below a
 * made-up 顶级类目 root. The kit builds and walks them without recursion and shows a
 * repeated id once, so odd data (pid cycles, missing parents, duplicates) cannot hang
 * or crash the screen.
 */
import { TOP_LEVEL_PID, type Menu } from '@/entities/menu/menu';
import type { MenuNode } from '@/entities/menu/menuNode';
import { forestFromNested, type Forest } from '@/kit/tree/forest';
import { subtreeIds } from '@/kit/tree/walks';

export const TOP_LEVEL_LABEL = '顶级类目';

export const menuForest = (menus: readonly Menu[]): Forest<Menu> => forestFromNested(menus, (menu) => menu.id, (menu) => menu.children);

/** The picker's tree: 顶级类目 (id 0) with the whole menu tree below it. */
export function parentForest(nodes: readonly MenuNode[]): Forest<MenuNode> {
  const root: MenuNode = { id: TOP_LEVEL_PID, pid: null, label: TOP_LEVEL_LABEL, hasChildren: nodes.length > 0, children: [...nodes] };
  return forestFromNested([root], (node) => node.id, (node) => node.children);
}

/**
 * The ids `DELETE api/menus` is sent for a row: its subtree as the table shows it,
 * completed from the full menu tree (a filtered table may not show every child).
 */
export const idsToDelete = (id: number, table: Forest<Menu>, tree: Forest<MenuNode>): number[] => [...new Set([...subtreeIds(table, id), ...subtreeIds(tree, id)])];
