export interface TreeNode<T> {
  item: T;
  children: TreeNode<T>[];
}

const bySortThenId = <T extends { id: number; sort: number }>(a: T, b: T): number => a.sort - b.sort || a.id - b.id;

/**
 * Nests rows by pid, siblings ordered by sort then id. With `orphans: 'drop'` only
 * pid-0 rows are roots (a menu whose parent the user may not see is not shown, as
 * in eladmin); with `orphans: 'root'` a row whose parent is absent becomes a root,
 * which is what a filtered search list wants.
 */
export function assembleTree<T extends { id: number; pid: number; sort: number }>(
  rows: readonly T[],
  orphans: 'drop' | 'root',
): TreeNode<T>[] {
  const sorted = [...rows].sort(bySortThenId);
  const nodes = new Map<number, TreeNode<T>>();
  for (const item of sorted) nodes.set(item.id, { item, children: [] });
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.item.pid === 0 ? undefined : nodes.get(node.item.pid);
    if (parent) parent.children.push(node);
    else if (node.item.pid === 0 || orphans === 'root') roots.push(node);
  }
  return roots;
}
