import { checkStates, restoreChecked, toggleCheck, type CheckState } from '@/kit/tree/checkState';
import { forestFromNested, type Forest } from '@/kit/tree/forest';
import { ancestorIds, descendantIds, subtreeIds } from '@/kit/tree/walks';
import type { MenuNode } from '@/entities/menu/menuNode';
import type { Role } from '@/entities/role/role';

/*
 * 菜单分配 as yshop does it (CONTRACT-SYSTEM.md section 4): the whole `menus/tree`,
 * cascading ticks, half-checked parents; 保存 sends the checked plus the half-checked.
 *
 * A stored parent never ticks its subtree: only stored leaves tick, and a parent shows
 * checked only when all its children are. One case needs more: a parent stored with
 * none of its descendants (a page granted without its buttons, as the seeded 编辑 role
 * holds its pages). Ticking it would grant the buttons, leaving it unticked would make
 * a plain 保存 take the page away; it is "kept": shown half-checked (with its
 * ancestors) and sent again, until the operator clicks it or a node around it.
 */

export const menuForest = (nodes: readonly MenuNode[]): Forest<MenuNode> => forestFromNested(nodes, (node) => node.id, (node) => node.children);

export interface MenuTicks {
  /** The ticked nodes, exact (a parent is in only when its whole subtree is). */
  checked: ReadonlySet<number>;
  /** Stored parents with no stored descendant: shown half-checked and saved as they are. */
  kept: ReadonlySet<number>;
}

export const noTicks: MenuTicks = { checked: new Set(), kept: new Set() };

/** The ticks of a role's stored menus (menus the tree no longer has are dropped). */
export function ticksOfRole(forest: Forest<MenuNode>, role: Pick<Role, 'menus'>): MenuTicks {
  const stored = new Set(role.menus.map((menu) => menu.id));
  const checked = restoreChecked(forest, stored, false);
  const kept = new Set<number>();
  for (const id of stored) {
    const node = forest.byId.get(id);
    if (node && node.children.length > 0 && !descendantIds(forest, id).some((below) => stored.has(below))) kept.add(id);
  }
  return { checked, kept };
}

/** What each node shows: its check state, kept nodes and their ancestors half-checked. */
export function tickStates(forest: Forest<MenuNode>, ticks: MenuTicks): Map<number, CheckState> {
  const states = checkStates(forest, ticks.checked, false);
  for (const id of ticks.kept) {
    if (states.get(id) !== 'unchecked') continue;
    states.set(id, 'mixed');
    for (const above of ancestorIds(forest, id)) if (states.get(above) === 'unchecked') states.set(above, 'mixed');
  }
  return states;
}

/**
 * A click on a node: el-tree's cascading tick (a half-checked node checks its subtree,
 * a checked one unchecks it); kept nodes in or above that subtree are settled by it.
 */
export function toggleTick(forest: Forest<MenuNode>, ticks: MenuTicks, id: number): MenuTicks {
  const settled = new Set([...subtreeIds(forest, id), ...ancestorIds(forest, id)]);
  return { checked: toggleCheck(forest, ticks.checked, id, false), kept: new Set([...ticks.kept].filter((keptId) => !settled.has(keptId))) };
}

/** What 保存 sends: every node shown checked or half-checked, parents before children. */
export function menusToSave(forest: Forest<MenuNode>, ticks: MenuTicks): number[] {
  const states = tickStates(forest, ticks);
  return forest.roots.flatMap((root) => subtreeIds(forest, root.id)).filter((id) => states.get(id) !== 'unchecked');
}
