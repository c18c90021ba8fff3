/*
 * The dept rows the table knows, as one flat list linked by `pid` (so the kit's
 * defensive forest builds the tree, whatever cycles or orphans the data has): a nested
 * answer flattened (the nesting decides each row's parent), plus the children loaded
 * lazily by `hasChildren` (eladmin), merged only under parents still present.
 */
import type { Dept } from '@/entities/dept/dept';
import { withChildren } from '@/kit/tree/lazyRows';

/** Every row of a nested answer, parent before child, each with the parent it was nested under. */
export function flattenDepts(top: readonly Dept[]): Dept[] {
  const rows: Dept[] = [];
  const stack: { dept: Dept; pid: number | null }[] = [];
  for (let i = top.length - 1; i >= 0; i -= 1) stack.push({ dept: top[i]!, pid: top[i]!.pid });
  while (stack.length > 0) {
    const { dept, pid } = stack.pop()!;
    rows.push({ ...dept, pid, children: undefined });
    const children = dept.children ?? [];
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push({ dept: children[i]!, pid: dept.id });
  }
  return rows;
}

/**
 * `rows` with each loaded level merged under its parent. A level whose parent is no
 * longer there (deleted, or out of the data scope now) is left out rather than shown
 * as stray top-level rows.
 */
export function withLoadedChildren(rows: readonly Dept[], loaded: ReadonlyMap<number, readonly Dept[]>): Dept[] {
  let merged = [...rows];
  const pending = new Map(loaded);
  let progress = true;
  while (progress && pending.size > 0) {
    progress = false;
    const present = new Set(merged.map((row) => row.id));
    for (const [pid, children] of pending) {
      if (!present.has(pid)) continue;
      merged = withChildren(merged, pid, children.map((child) => ({ ...child, children: undefined })));
      pending.delete(pid);
      progress = true;
    }
  }
  return merged;
}
