/**
 * The one set of helpers for tables stored as trees by parent id (menus, depts, and the
 * shop's categories to come). Top-level rows have pid 0. Every walk places a row at
 * most once, so even a pid cycle written into the database by hand cannot hang it.
 */
export interface TreeRow {
  id: number;
  /** 0 for a top-level row. */
  pid: number;
}

export interface TreeNode<T> {
  item: T;
  children: TreeNode<T>[];
}

export const bySortThenId = <T extends { id: number; sort: number }>(a: T, b: T): number => a.sort - b.sort || a.id - b.id;

/**
 * Nests rows by pid, siblings ordered by sort then id. With `orphans: 'drop'` only
 * pid-0 rows are roots (a menu whose parent the user may not see is not shown, as in
 * eladmin); with `orphans: 'root'` a row whose parent is absent becomes a root, which
 * is what a filtered list or a data scope wants, and so do rows only reachable
 * through a cycle (shown at the top rather than lost).
 */
export function assembleTree<T extends TreeRow & { sort: number }>(rows: readonly T[], orphans: 'drop' | 'root'): TreeNode<T>[] {
  const sorted = [...rows].sort(bySortThenId);
  const present = new Set(sorted.map((r) => r.id));
  const byPid = new Map<number, T[]>();
  for (const r of sorted) {
    const list = byPid.get(r.pid);
    if (list) list.push(r);
    else byPid.set(r.pid, [r]);
  }
  const placed = new Set<number>();
  const build = (item: T): TreeNode<T> => {
    placed.add(item.id);
    const children = (byPid.get(item.id) ?? []).filter((c) => !placed.has(c.id)).map(build);
    return { item, children };
  };
  const isRoot = (r: T): boolean => r.pid === 0 || (orphans === 'root' && !present.has(r.pid));
  const roots = sorted.filter(isRoot).flatMap((r) => (placed.has(r.id) ? [] : [build(r)]));
  if (orphans === 'root') for (const r of sorted) if (!placed.has(r.id)) roots.push(build(r));
  return roots;
}

/**
 * `ids` and every row below them, level by level (within a level in the order of
 * `rows`). `follow` false for a row leaves it out with its whole subtree (a disabled
 * dept below a data scope's depts); the starting ids are always in.
 */
export function withDescendants<T extends TreeRow>(rows: readonly T[], ids: Iterable<number>, follow: (row: T) => boolean = () => true): Set<number> {
  const out = new Set<number>(ids);
  let frontier = new Set(out);
  while (frontier.size > 0) {
    const next = new Set<number>();
    for (const r of rows) {
      if (frontier.has(r.pid) && !out.has(r.id) && follow(r)) {
        out.add(r.id);
        next.add(r.id);
      }
    }
    frontier = next;
  }
  return out;
}

/**
 * The rows `siblings and ancestors' siblings` of each id (eladmin's superior tree):
 * enough to show where each row sits. No ids: the top level.
 */
export function superiorRows<T extends TreeRow>(
  ids: readonly number[],
  find: (id: number) => T | null,
  childrenOf: (pid: number) => readonly T[],
  exclude: boolean,
): T[] {
  const keep = new Map<number, T>();
  if (ids.length === 0) for (const r of childrenOf(0)) keep.set(r.id, r);
  for (const id of ids) {
    const seen = new Set<number>();
    let current = find(id);
    while (current && !seen.has(current.id)) {
      seen.add(current.id);
      for (const sibling of childrenOf(current.pid)) keep.set(sibling.id, sibling);
      current = current.pid === 0 ? null : find(current.pid);
    }
  }
  if (exclude) for (const id of ids) keep.delete(id);
  return [...keep.values()];
}
