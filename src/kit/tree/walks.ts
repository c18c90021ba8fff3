/*
 * Walking a Forest (see forest.ts): the rows a tree view shows, a node's descendants
 * and ancestors, a text filter. All iterative; a Forest has no cycles by construction,
 * and each walk also stops at a node it met before, so a hand-made forest cannot hang.
 */
import type { Forest, TreeNode } from './forest';

export interface VisibleRow<T> {
  node: TreeNode<T>;
  depth: number;
  /** Shows an expand arrow: it has children, or may have some still to load. */
  expandable: boolean;
  expanded: boolean;
}

/**
 * The rows shown in order: the roots, and below each expanded node its children.
 * `mayHaveChildren` marks nodes whose children are loaded lazily (eladmin's `hasChildren`).
 */
export function visibleRows<T>(forest: Forest<T>, expanded: ReadonlySet<number>, mayHaveChildren?: (item: T) => boolean): VisibleRow<T>[] {
  const rows: VisibleRow<T>[] = [];
  const seen = new Set<number>();
  const stack: TreeNode<T>[] = [];
  for (let i = forest.roots.length - 1; i >= 0; i -= 1) stack.push(forest.roots[i]!);
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (seen.has(node.id)) continue;
    seen.add(node.id);
    const expandable = node.children.length > 0 || (mayHaveChildren?.(node.item) ?? false);
    const open = expandable && expanded.has(node.id);
    rows.push({ node, depth: node.depth, expandable, expanded: open });
    if (open) for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]!);
  }
  return rows;
}

/** The ids below `id` (never `id` itself), parent before child; [] for an unknown id. */
export function descendantIds<T>(forest: Forest<T>, id: number): number[] {
  const start = forest.byId.get(id);
  if (!start) return [];
  const ids: number[] = [];
  const seen = new Set<number>([id]);
  const stack = [...start.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (seen.has(node.id)) continue;
    seen.add(node.id);
    ids.push(node.id);
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]!);
  }
  return ids;
}

/** `id` and its descendants: what a subtree delete or a cascading tick covers. */
export const subtreeIds = <T>(forest: Forest<T>, id: number): number[] => (forest.byId.has(id) ? [id, ...descendantIds(forest, id)] : []);

/** The ids from the root down to the parent of `id` (root first); [] for a root or an unknown id. */
export function ancestorIds<T>(forest: Forest<T>, id: number): number[] {
  const ids: number[] = [];
  const seen = new Set<number>([id]);
  let parentId = forest.byId.get(id)?.parentId ?? null;
  while (parentId !== null && !seen.has(parentId)) {
    seen.add(parentId);
    ids.push(parentId);
    parentId = forest.byId.get(parentId)?.parentId ?? null;
  }
  return ids.reverse();
}

/** Every node that has children: "expand all" (yshop shows its dept tree fully expanded). */
export function parentIds<T>(forest: Forest<T>): number[] {
  const ids: number[] = [];
  for (const node of forest.byId.values()) if (node.children.length > 0) ids.push(node.id);
  return ids;
}

export const countNodes = <T>(forest: Forest<T>): number => forest.byId.size;

/** A tree this small opens whole; a bigger one shows its top level, closed. */
export const OPEN_WHOLE_UP_TO = 50;

/**
 * The nodes a tree shows open at first: every parent of a small tree, none of a big
 * one. A table row of 部门管理 costs about 2 ms to draw on these machines, so opening
 * even the top level of a 2,000-dept tree (40-odd rows) took 150 ms against 100; the
 * operator opens what they need, and search finds the rest.
 */
export function initiallyOpen<T>(forest: Forest<T>, wholeUpTo = OPEN_WHOLE_UP_TO): number[] {
  return forest.byId.size <= wholeUpTo ? parentIds(forest) : [];
}

/**
 * A matcher for a typed filter: case-insensitive substring of the label, surrounding
 * spaces ignored. Undefined for an empty filter (show everything).
 */
export function textMatcher<T>(text: string, labelOf: (item: T) => string): ((item: T) => boolean) | undefined {
  const needle = text.trim().toLowerCase();
  if (needle === '') return undefined;
  return (item) => labelOf(item).toLowerCase().includes(needle);
}

/**
 * The forest cut down to the matching nodes and their ancestors (el-tree's filter):
 * children of a match that do not match themselves are left out. Nodes are copies; the
 * original forest is unchanged. Depths stay those of the original.
 */
export function filterForest<T>(forest: Forest<T>, matches: (item: T) => boolean): Forest<T> {
  const keep = new Set<number>();
  for (const node of forest.byId.values()) {
    if (!matches(node.item)) continue;
    let current: TreeNode<T> | undefined = node;
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = current.parentId === null ? undefined : forest.byId.get(current.parentId);
    }
  }
  const byId = new Map<number, TreeNode<T>>();
  const copy = (node: TreeNode<T>): TreeNode<T> => {
    const kept: TreeNode<T> = { ...node, children: [] };
    byId.set(node.id, kept);
    return kept;
  };
  const roots = forest.roots.filter((root) => keep.has(root.id)).map(copy);
  const stack = [...roots];
  while (stack.length > 0) {
    const kept = stack.pop()!;
    for (const child of forest.byId.get(kept.id)!.children) {
      if (!keep.has(child.id) || byId.has(child.id)) continue;
      const childCopy = copy(child);
      kept.children.push(childCopy);
      stack.push(childCopy);
    }
  }
  return { roots, byId, problems: forest.problems };
}
