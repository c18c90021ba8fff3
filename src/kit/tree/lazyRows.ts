/*
 * Rows of a lazily loaded tree (eladmin: the top level first, then each node's children
 * by `pid` when it opens), kept as one flat list so forestFromRows links them. Pure, for
 * a screen's state: the loaded children of a node replace the ones loaded before.
 */

/** `rows` with the children of `pid` replaced by `children` (a later copy of an id wins over an earlier one). */
export function withChildren<T extends { id: number; pid: number | null }>(rows: readonly T[], pid: number, children: readonly T[]): T[] {
  const incoming = new Set(children.map((child) => child.id));
  const kept = rows.filter((row) => row.pid !== pid && !incoming.has(row.id));
  return [...kept, ...children.map((child) => (child.pid === pid ? child : { ...child, pid }))];
}
