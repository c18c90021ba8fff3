import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { cleanFilters } from '../../../kit/crud/listParams';
import type { ListResult, Page } from '../../../kit/crud/useCrudList';
import type { SysDept } from '../../../kit/system/dept';
import { useDeptTreeQuery, useLazyDeptChildrenQuery } from '../../../kit/system/deptApi';
import { forestFromRows, type Forest } from '../../../kit/tree/forest';
import { useSearchDeptsQuery } from './deptAdminApi';
import { flattenDepts, withLoadedChildren } from './deptRows';

/*
 * Where 部门管理's rows come from (CONTRACT-SYSTEM.md section 6.2): with no search, the
 * tree (nested in one answer on yshop and the embedded server; eladmin's top level, with
 * each level loaded by `GET api/dept?pid=` when it opens); with a search, the flat
 * matches. The kit's list controller sees every known row (selection, 删除, 导出); the
 * table draws the forest.
 */

export interface DeptSource extends ListResult<SysDept> {
  /** What the table draws: the tree, or the flat matches of a search. */
  forest: Forest<SysDept>;
  /** The tree as far as it is loaded, searching or not (the dialog's 上级部门). */
  treeRows: readonly SysDept[];
  /** The rows carry a sort (eladmin, embedded server; not yshop). */
  rowsHaveSort: boolean;
  /** A search is applied: the rows are flat matches, not a tree. */
  searching: boolean;
  /** What a top-level dept sends as `pid` (0 for yshop and the embedded server, null for eladmin). */
  topPid: 0 | null;
  /** Rows of the answer that could not be used. */
  skipped: number;
  loadChildren: (id: number) => Promise<void>;
}

const PAGING = new Set(['page', 'size', 'sort']);
const deptId = (dept: SysDept) => dept.id;
const deptPid = (dept: SysDept) => dept.pid;
const flat = () => null;

/** The kit's list query without paging: the dept calls have none. */
function searchOf(params: Record<string, unknown>): Record<string, unknown> {
  const filters = cleanFilters(Object.fromEntries(Object.entries(params).filter(([key]) => !PAGING.has(key))) as Parameters<typeof cleanFilters>[0]);
  return filters;
}

export function useDeptSource(params: Record<string, unknown>): DeptSource {
  const search = useMemo(() => searchOf(params), [params]);
  const searching = Object.keys(search).length > 0;
  // The tree is read while searching too: the dialog's 上级部门 offers it.
  const tree = useDeptTreeQuery();
  const matches = useSearchDeptsQuery(searching ? search : skipToken);
  const query = searching ? matches : tree;

  // eladmin's lazily loaded levels, by parent id.
  const [loaded, setLoaded] = useState<ReadonlyMap<number, readonly SysDept[]>>(() => new Map());
  const [fetchChildren] = useLazyDeptChildrenQuery();
  const loadChildren = useCallback(
    async (id: number) => {
      const page = await fetchChildren(id).unwrap();
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
    for (const id of loadedRef.current.keys()) loadChildren(id).catch(() => setLoaded((current) => { const next = new Map(current); next.delete(id); return next; }));
  }, [treeData, loadChildren]);

  const answer = query.data;
  const treeRows = useMemo(() => (treeData ? withLoadedChildren(flattenDepts(treeData.content), loaded) : []), [treeData, loaded]);
  const matchRows = useMemo(() => matches.data?.content.map((dept) => ({ ...dept, children: undefined })), [matches.data]);
  const rows = searching ? matchRows : treeData ? treeRows : undefined;
  const forest = useMemo(() => forestFromRows(rows ?? [], deptId, searching ? flat : deptPid), [rows, searching]);
  const data: Page<SysDept> | undefined = useMemo(() => (rows ? { content: rows, totalElements: rows.length } : undefined), [rows]);

  return {
    data,
    currentData: query.currentData ? data : undefined,
    isFetching: query.isFetching,
    isError: query.isError,
    refetch: query.refetch,
    forest,
    treeRows,
    rowsHaveSort: answer?.rowsHaveSort ?? treeData?.rowsHaveSort ?? false,
    searching,
    topPid: treeData?.topPid ?? answer?.topPid ?? null,
    skipped: answer?.skipped.length ?? 0,
    loadChildren,
  };
}
