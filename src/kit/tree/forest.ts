/*
 * One forest from back-end tree data, built defensively (CONTRACT-SYSTEM.md, Decisions:
 * the yshop seed has `pid` cycles and a dept whose parent does not exist). Every walk
 * here is iterative, so neither a cycle nor a chain thousands deep hangs or overflows
 * the stack.
 *
 * The choice for bad data: nothing is dropped except later copies of an id.
 * - an orphan (its parent is missing) becomes a root;
 * - a self-parent becomes a root;
 * - in a `pid` cycle, the member that comes first in the input becomes a root and the
 *   others keep their parent, so the cycle shows as one branch (2 <-> 7 shows 7 under 2);
 * - a duplicate id keeps its first occurrence.
 * Each case is listed in `problems`, so a screen can say what it repaired.
 */

export interface TreeNode<T> {
  id: number;
  item: T;
  /** The parent in this forest (null for a root, whatever the data said). */
  parentId: number | null;
  children: TreeNode<T>[];
  /** 0 for a root. */
  depth: number;
}

export type TreeProblemKind = 'duplicate' | 'orphan' | 'self-parent' | 'cycle';

export interface TreeProblem {
  kind: TreeProblemKind;
  id: number;
  /** The parent the data named (orphan, self-parent, cycle). */
  pid?: number;
}

export interface Forest<T> {
  /** Roots in input order; children in input order below them. */
  roots: TreeNode<T>[];
  byId: ReadonlyMap<number, TreeNode<T>>;
  problems: TreeProblem[];
}

/** A `pid` naming no parent: null, undefined and 0 (yshop's top) all mean "top level". */
export const isTopPid = (pid: number | null | undefined): boolean => pid === null || pid === undefined || pid === 0;

const emptyForest = <T>(): Forest<T> => ({ roots: [], byId: new Map(), problems: [] });

/** Sets `depth` of every node, roots first (iterative). */
function setDepths<T>(roots: readonly TreeNode<T>[]): void {
  const stack = roots.map((node) => ({ node, depth: 0 }));
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    node.depth = depth;
    for (const child of node.children) stack.push({ node: child, depth: depth + 1 });
  }
}

/**
 * A forest from flat rows linked by `id` / `pid` (eladmin's lazy answers, a flat
 * search, rows loaded level by level).
 */
export function forestFromRows<T>(rows: readonly T[], idOf: (row: T) => number, pidOf: (row: T) => number | null | undefined): Forest<T> {
  if (rows.length === 0) return emptyForest();
  const problems: TreeProblem[] = [];
  const byId = new Map<number, TreeNode<T>>();
  const order: TreeNode<T>[] = [];
  const wanted = new Map<number, number | null>();
  const position = new Map<number, number>();
  for (const row of rows) {
    const id = idOf(row);
    if (byId.has(id)) {
      problems.push({ kind: 'duplicate', id });
      continue;
    }
    const node: TreeNode<T> = { id, item: row, parentId: null, children: [], depth: 0 };
    byId.set(id, node);
    position.set(id, order.length);
    order.push(node);
    const pid = pidOf(row);
    wanted.set(id, isTopPid(pid) ? null : (pid as number));
  }

  // Each node's parent: resolved once, walking up with a marker per walk (O(n) overall).
  const resolved = new Map<number, number | null>();
  const onPath = new Map<number, number>();
  let walk = 0;
  for (const start of order) {
    if (resolved.has(start.id)) continue;
    walk += 1;
    const path: number[] = [];
    let id: number | null = start.id;
    while (id !== null && !resolved.has(id)) {
      if (onPath.get(id) === walk) {
        // A cycle: the members are the path from the first visit of `id` on.
        const members = path.slice(path.indexOf(id));
        const breaker = members.reduce((first, member) => (position.get(member)! < position.get(first)! ? member : first));
        const pid = wanted.get(breaker)!;
        problems.push(pid === breaker ? { kind: 'self-parent', id: breaker, pid } : { kind: 'cycle', id: breaker, pid });
        resolved.set(breaker, null);
        break;
      }
      onPath.set(id, walk);
      path.push(id);
      const pid: number | null = wanted.get(id)!;
      if (pid !== null && !byId.has(pid)) {
        problems.push({ kind: 'orphan', id, pid });
        resolved.set(id, null);
        break;
      }
      id = pid;
    }
    // Everything on the path keeps the parent it named (now known to lead to a root).
    for (const member of path) if (!resolved.has(member)) resolved.set(member, wanted.get(member)!);
  }

  const roots: TreeNode<T>[] = [];
  for (const node of order) {
    const parentId = resolved.get(node.id) ?? null;
    node.parentId = parentId;
    if (parentId === null) roots.push(node);
    else byId.get(parentId)!.children.push(node);
  }
  setDepths(roots);
  return { roots, byId, problems };
}

/**
 * A forest from nested data (yshop's whole dept tree, `menus/tree`). A node whose id was
 * already met (a duplicate, or an object reachable twice) is left out with its subtree.
 */
export function forestFromNested<T>(roots: readonly T[], idOf: (item: T) => number, childrenOf: (item: T) => readonly T[] | undefined): Forest<T> {
  const problems: TreeProblem[] = [];
  const byId = new Map<number, TreeNode<T>>();
  const top: TreeNode<T>[] = [];
  // Depth-first with an explicit stack; children are pushed reversed to keep their order.
  const stack: { item: T; parent: TreeNode<T> | null }[] = [];
  for (let i = roots.length - 1; i >= 0; i -= 1) stack.push({ item: roots[i]!, parent: null });
  while (stack.length > 0) {
    const { item, parent } = stack.pop()!;
    const id = idOf(item);
    if (byId.has(id)) {
      problems.push({ kind: 'duplicate', id });
      continue;
    }
    const node: TreeNode<T> = { id, item, parentId: parent?.id ?? null, children: [], depth: parent ? parent.depth + 1 : 0 };
    byId.set(id, node);
    (parent ? parent.children : top).push(node);
    const children = childrenOf(item) ?? [];
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push({ item: children[i]!, parent: node });
  }
  return { roots: top, byId, problems };
}
