import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import type { ListArgs, QueryState } from '@/api/resource/defineResource';
import { depts, type Dept, type DeptPage } from '@/entities/dept/dept';
import { flattenDepts, withLoadedChildren } from './deptRows';

/*
 * Where 部门管理's rows come from (CONTRACT-SYSTEM.md section 6.2): with no search, the
 * tree (nested in one answer on yshop and the embedded server; eladmin's top level, with
 * each level loaded by `GET api/dept?pid=` when it opens); with a search, the flat
 * matches. The list controller sees every known row (selection, 删除, 导出); the table
 * draws the forest (useDeptTree).
 */

export interface DeptList extends DeptPage {
  /** The tree as far as it is loaded, searching or not (the dialog's 上级部门). */
  treeRows: readonly Dept[];
  /** A search is applied: the rows are flat matches, not a tree. */
  searching: boolean;
  loadChildren: (id: number) => Promise<void>;
}

/** The page useDeptSource made (the resource's screen types it as the entity's page). */
export const deptListOf = (page: DeptPage | undefined) => page as DeptList | undefined;

const PAGING = new Set(['page', 'size', 'sort']);

export function useDeptSource(params: ListArgs | SkipToken): QueryState<DeptList> {
  // The dept calls have no paging.
  const search = useMemo(() => (params === skipToken ? {} : Object.fromEntries(Object.entries(params).filter(([key]) => !PAGING.has(key)))), [params]);
  const searching = Object.keys(search).length > 0;
  // The tree is read while searching too: the dialog's 上级部门 offers it.
  const tree = depts.useList({});
  const matches = depts.useList(searching ? search : skipToken);
  const query = searching ? matches : tree;

  // eladmin's lazily loaded levels, by parent id.
  const [loaded, setLoaded] = useState<ReadonlyMap<number, readonly Dept[]>>(() => new Map());
  const [fetchChildren] = depts.useLazyList();
  const loadChildren = useCallback(
    async (id: number) => {
      const page = await fetchChildren({ pid: id }).unwrap();
      setLoaded((current) => new Map(current).set(id, page.content));
    },
    [fetchChildren],
  );

  // A new tree answer (after a write) makes the loaded levels stale: load them again.
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const treeData = tree.data;
  useEffect(() => {
    if (!treeData) return;
    const forget = (id: number) => setLoaded((current) => new Map([...current].filter(([pid]) => pid !== id)));
    for (const id of loadedRef.current.keys()) loadChildren(id).catch(() => forget(id));
  }, [treeData, loadChildren]);

  const answer = query.data;
  const treeRows = useMemo(() => (treeData ? withLoadedChildren(flattenDepts(treeData.content), loaded) : []), [treeData, loaded]);
  const matchRows = useMemo(() => matches.data?.content.map((dept) => ({ ...dept, children: undefined })), [matches.data]);
  const rows = searching ? matchRows : treeData ? treeRows : undefined;
  const data = useMemo(
    (): DeptList | undefined =>
      rows && answer ? { ...answer, content: rows, totalElements: rows.length, topPid: treeData?.topPid ?? answer.topPid, treeRows, searching, loadChildren } : undefined,
    [rows, answer, treeData, treeRows, searching, loadChildren],
  );

  return { data, currentData: query.currentData ? data : undefined, isLoading: query.isLoading, isFetching: query.isFetching, isError: query.isError, refetch: query.refetch };
}
