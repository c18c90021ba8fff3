import { useCallback, useMemo, useRef, useState } from 'react';
import type { Forest } from './forest';
import { visibleRows, type VisibleRow } from './walks';

/*
 * Which nodes are open, and loading children on first opening where they come lazily
 * (eladmin's dept and menu trees: `hasChildren` set, no `children` yet). The caller's
 * `loadChildren` fetches them and puts them in the forest (see lazyRows.ts); while it
 * runs the node shows as loading; if it fails the node closes again, so a second click
 * tries again.
 */

export interface TreeExpansionOptions<T> {
  forest: Forest<T>;
  initiallyExpanded?: Iterable<number>;
  /** A node that may have children not loaded yet. */
  mayHaveChildren?: (item: T) => boolean;
  loadChildren?: (id: number) => Promise<unknown>;
}

export interface TreeExpansion<T> {
  rows: VisibleRow<T>[];
  expanded: ReadonlySet<number>;
  loading: ReadonlySet<number>;
  toggle: (id: number) => void;
  /** Opens exactly these (expand all, or the ancestors of a chosen node). */
  setExpanded: (ids: Iterable<number>) => void;
}

export function useTreeExpansion<T>({ forest, initiallyExpanded, mayHaveChildren, loadChildren }: TreeExpansionOptions<T>): TreeExpansion<T> {
  const [expanded, setExpandedState] = useState<ReadonlySet<number>>(() => new Set(initiallyExpanded ?? []));
  const [loading, setLoading] = useState<ReadonlySet<number>>(() => new Set());
  const forestRef = useRef(forest);
  forestRef.current = forest;

  const change = (set: (current: Set<number>) => void) => (current: ReadonlySet<number>) => {
    const next = new Set(current);
    set(next);
    return next;
  };

  const toggle = useCallback(
    (id: number) => {
      const node = forestRef.current.byId.get(id);
      const opening = !expanded.has(id);
      setExpandedState(change((next) => (opening ? next.add(id) : next.delete(id))));
      if (!opening || !node || node.children.length > 0 || !loadChildren || !mayHaveChildren?.(node.item) || loading.has(id)) return;
      setLoading(change((next) => next.add(id)));
      loadChildren(id)
        .catch(() => setExpandedState(change((next) => next.delete(id))))
        .finally(() => setLoading(change((next) => next.delete(id))));
    },
    [expanded, loading, loadChildren, mayHaveChildren],
  );

  const setExpanded = useCallback((ids: Iterable<number>) => setExpandedState(new Set(ids)), []);
  const rows = useMemo(() => visibleRows(forest, expanded, mayHaveChildren), [forest, expanded, mayHaveChildren]);
  return { rows, expanded, loading, toggle, setExpanded };
}
