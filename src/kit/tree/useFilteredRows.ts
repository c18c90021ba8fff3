import { useMemo } from 'react';
import type { Forest } from './forest';
import { filterForest, parentIds, textMatcher, visibleRows, type VisibleRow } from './walks';

/**
 * The rows to show for a typed filter: without one, the expansion's own rows; with one,
 * the matches and their ancestors, all open (el-tree's filter).
 */
export function useFilteredRows<T>(forest: Forest<T>, filter: string, labelOf: (item: T) => string, rows: VisibleRow<T>[]): VisibleRow<T>[] {
  return useMemo(() => {
    const matcher = textMatcher(filter, labelOf);
    if (!matcher) return rows;
    const filtered = filterForest(forest, matcher);
    return visibleRows(filtered, new Set(parentIds(filtered)));
  }, [forest, filter, labelOf, rows]);
}
