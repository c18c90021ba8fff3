import { useCallback, useMemo, useState } from 'react';
import type { SysDept } from './dept';
import { useDeptTreeQuery, useLazyDeptChildrenQuery } from './deptApi';
import { forestFromNested, forestFromRows, type Forest } from '../tree/forest';
import { withChildren } from '../tree/lazyRows';
import { initiallyOpen } from '../tree/walks';

/*
 * The dept tree of the screens that pick or filter by dept (用户管理's filter and 部门,
 * 角色管理's 数据权限, 岗位管理's 所属部门), in both flavours
 * (CONTRACT-SYSTEM.md 6.2): the whole nested tree when the back end sends one (yshop,
 * embedded server), else eladmin's top level with each node's children loaded by `pid`
 * when it opens (`hasChildren`).
 */

export interface DeptForest {
  forest: Forest<SysDept>;
  /** eladmin's lazy tree: children load on opening a node. */
  lazy: boolean;
  /** The parents to show open at first: all of them in a full tree, none in a lazy one. */
  expandedAtFirst: number[];
  mayHaveChildren: (dept: SysDept) => boolean;
  loadChildren: ((id: number) => Promise<unknown>) | undefined;
  isLoading: boolean;
  /** The tree could not be loaded. */
  failed: boolean;
  /** How this back end's top level names its parent: 0 (yshop, embedded), null (eladmin), or unknown. */
  topPid: 0 | null | undefined;
}

const idOf = (dept: SysDept) => dept.id;
const pidOf = (dept: SysDept) => dept.pid;
const childrenOf = (dept: SysDept) => dept.children;
const mayHaveChildren = (dept: SysDept) => dept.hasChildren;

export function useDeptForest(): DeptForest {
  const tree = useDeptTreeQuery();
  const [fetchChildren] = useLazyDeptChildrenQuery();
  const [loaded, setLoaded] = useState<SysDept[]>([]);
  const top = tree.data?.content;

  // A top row that may have children but came without them means eladmin's lazy tree.
  const lazy = useMemo(() => (top ?? []).some((dept) => dept.children === undefined && dept.hasChildren), [top]);
  const forest = useMemo(() => (lazy ? forestFromRows([...(top ?? []), ...loaded], idOf, pidOf) : forestFromNested(top ?? [], idOf, childrenOf)), [lazy, top, loaded]);
  const expandedAtFirst = useMemo(() => (lazy ? [] : initiallyOpen(forest)), [lazy, forest]);

  const loadChildren = useCallback(
    async (id: number) => {
      const page = await fetchChildren(id, true).unwrap();
      setLoaded((rows) => withChildren(rows, id, page.content));
    },
    [fetchChildren],
  );

  return { forest, lazy, expandedAtFirst, mayHaveChildren, loadChildren: lazy ? loadChildren : undefined, isLoading: tree.isLoading, failed: tree.isError, topPid: tree.data?.topPid };
}
