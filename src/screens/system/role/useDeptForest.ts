import { useCallback, useMemo, useState } from 'react';
import type { SysDept } from '../../../kit/system/dept';
import { useDeptTreeQuery, useLazyDeptChildrenQuery } from '../../../kit/system/systemApi';
import { forestFromNested, type Forest } from '../../../kit/tree/forest';

/**
 * The dept tree of 数据权限: nested as yshop and the embedded server send it, or
 * eladmin's top level with each node's children loaded when it opens (`dept?pid=`).
 */
export function useDeptForest(): { forest: Forest<SysDept>; mayHaveChildren: (dept: SysDept) => boolean; loadChildren: (id: number) => Promise<unknown>; failed: boolean } {
  const tree = useDeptTreeQuery();
  const [loadPage] = useLazyDeptChildrenQuery();
  const [loaded, setLoaded] = useState<ReadonlyMap<number, SysDept[]>>(() => new Map());

  const forest = useMemo(
    () =>
      forestFromNested(
        tree.data?.content ?? [],
        (dept) => dept.id,
        (dept) => dept.children ?? loaded.get(dept.id),
      ),
    [tree.data, loaded],
  );
  const mayHaveChildren = useCallback((dept: SysDept) => dept.hasChildren && dept.children === undefined && !loaded.has(dept.id), [loaded]);
  const loadChildren = useCallback(
    async (id: number) => {
      const page = await loadPage(id, true).unwrap();
      setLoaded((current) => new Map(current).set(id, page.content));
    },
    [loadPage],
  );
  return { forest, mayHaveChildren, loadChildren, failed: tree.isError };
}
