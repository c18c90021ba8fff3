import { checkedAndHalf, restoreChecked } from '../../../kit/tree/checkState';
import { forestFromNested, type Forest } from '../../../kit/tree/forest';
import type { MenuNode } from '../../../kit/system/menuNode';
import type { SysRole } from '../../../kit/system/role';

/*
 * 菜单分配 as yshop does it (CONTRACT-SYSTEM.md section 4): the whole `menus/tree`,
 * cascading ticks, half-checked parents; 保存 sends the checked plus the half-checked.
 */

export const menuForest = (nodes: readonly MenuNode[]): Forest<MenuNode> => forestFromNested(nodes, (node) => node.id, (node) => node.children);

/**
 * The ticks of a role's stored menus. A stored parent may have been saved half-checked
 * (保存 sends those too), so only stored leaves tick and every parent's state follows
 * from its children: a parent shows checked only when all its children are.
 */
export const checkedOfRole = (forest: Forest<MenuNode>, role: Pick<SysRole, 'menus'>): Set<number> =>
  restoreChecked(
    forest,
    role.menus.map((menu) => menu.id),
    false,
  );

/** What 保存 sends: the checked and the half-checked menus, parents before children. */
export const menusToSave = (forest: Forest<MenuNode>, checked: ReadonlySet<number>): number[] => checkedAndHalf(forest, checked);

/** A row below the operator's level (a smaller number) is out of reach; unknown level: every row is. */
export const isAboveMe = (level: number, myLevel: number | undefined): boolean => myLevel === undefined || level < myLevel;
