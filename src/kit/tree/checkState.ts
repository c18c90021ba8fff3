/*
 * The check state of a checkbox tree (菜单分配, 数据权限), in el-tree's two modes:
 * - cascading (yshop): ticking a node ticks its whole subtree; a parent is checked when
 *   all its children are, half-checked ("mixed") when some are; what 保存 sends is the
 *   checked plus the half-checked nodes;
 * - strict (eladmin's check-strictly): each node is ticked alone and there is no
 *   half state (eladmin's screen adds the descendants itself from `menus/child`).
 * A checked set is a plain set of ids. Ids that are not (yet) in the forest, such as
 * menus of a lazy tree not loaded so far, are kept as they are in both modes.
 */
import type { Forest, TreeNode } from './forest';

export type CheckState = 'checked' | 'mixed' | 'unchecked';

/** Nodes parent before child (iterative pre-order). */
function preOrder<T>(forest: Forest<T>): TreeNode<T>[] {
  const out: TreeNode<T>[] = [];
  const seen = new Set<number>();
  const stack = [...forest.roots].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (seen.has(node.id)) continue;
    seen.add(node.id);
    out.push(node);
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]!);
  }
  return out;
}

/**
 * Each node's state. Cascading: a node in `checked` checks its subtree; a parent is then
 * checked when all its children are, mixed when some are checked or mixed.
 */
export function checkStates<T>(forest: Forest<T>, checked: ReadonlySet<number>, strict: boolean): Map<number, CheckState> {
  const states = new Map<number, CheckState>();
  const nodes = preOrder(forest);
  if (strict) {
    for (const node of nodes) states.set(node.id, checked.has(node.id) ? 'checked' : 'unchecked');
    return states;
  }
  // Top-down: ticked directly or under a ticked ancestor.
  const forced = new Set<number>();
  for (const node of nodes) if (checked.has(node.id) || (node.parentId !== null && forced.has(node.parentId))) forced.add(node.id);
  // Bottom-up (reversed pre-order meets children before their parent).
  for (let i = nodes.length - 1; i >= 0; i -= 1) {
    const node = nodes[i]!;
    if (forced.has(node.id)) {
      states.set(node.id, 'checked');
      continue;
    }
    if (node.children.length === 0) {
      states.set(node.id, 'unchecked');
      continue;
    }
    let all = true;
    let some = false;
    for (const child of node.children) {
      const state = states.get(child.id) ?? 'unchecked';
      if (state !== 'checked') all = false;
      if (state !== 'unchecked') some = true;
    }
    states.set(node.id, all ? 'checked' : some ? 'mixed' : 'unchecked');
  }
  return states;
}

/** The ids of `checked` the forest does not know (kept through every change). */
const unknownIds = <T>(forest: Forest<T>, checked: ReadonlySet<number>): number[] => [...checked].filter((id) => !forest.byId.has(id));

/** Cascading: the set made exact, i.e. the ids whose state is checked (plus unknown ids). */
export function normaliseChecked<T>(forest: Forest<T>, checked: ReadonlySet<number>): Set<number> {
  const next = new Set(unknownIds(forest, checked));
  for (const [id, state] of checkStates(forest, checked, false)) if (state === 'checked') next.add(id);
  return next;
}

/**
 * The set after a click on `id`. Strict: `id` alone flips. Cascading: a checked node is
 * unchecked with its subtree (its ancestors are then no longer fully checked); any other
 * node is checked with its subtree.
 */
export function toggleCheck<T>(forest: Forest<T>, checked: ReadonlySet<number>, id: number, strict: boolean): Set<number> {
  if (strict || !forest.byId.has(id)) {
    const next = new Set(checked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  }
  const exact = normaliseChecked(forest, checked);
  const subtree = preOrder({ roots: [forest.byId.get(id)!], byId: forest.byId, problems: [] }).map((node) => node.id);
  if (exact.has(id)) {
    for (const member of subtree) exact.delete(member);
    let parentId = forest.byId.get(id)!.parentId;
    const seen = new Set<number>([id]);
    while (parentId !== null && !seen.has(parentId)) {
      seen.add(parentId);
      exact.delete(parentId);
      parentId = forest.byId.get(parentId)?.parentId ?? null;
    }
    return exact;
  }
  for (const member of subtree) exact.add(member);
  return normaliseChecked(forest, exact);
}

/**
 * What 菜单分配's 保存 sends in cascading mode: the checked and the half-checked nodes
 * in tree order, then the unknown ids. Strict: the set as it is.
 */
export function checkedAndHalf<T>(forest: Forest<T>, checked: ReadonlySet<number>, strict = false): number[] {
  if (strict) return [...checked];
  const states = checkStates(forest, checked, false);
  const ids = preOrder(forest)
    .map((node) => node.id)
    .filter((id) => states.get(id) !== 'unchecked');
  return [...ids, ...unknownIds(forest, checked)];
}

/**
 * The set to start from when a role's saved menus are shown. Cascading: a saved parent
 * may have been only half-checked, so only the saved leaves are ticked and the parents'
 * states follow from them (why yshop does not pre-check top-level menus); ids the full
 * tree does not know are dropped (the menu is gone), so call it once the tree is loaded.
 * Strict: every saved id as it is.
 */
export function restoreChecked<T>(forest: Forest<T>, saved: Iterable<number>, strict: boolean): Set<number> {
  if (strict) return new Set(saved);
  const leaves = new Set<number>();
  for (const id of saved) if (forest.byId.get(id)?.children.length === 0) leaves.add(id);
  return normaliseChecked(forest, leaves);
}
