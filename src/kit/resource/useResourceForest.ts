import { useCallback, useMemo, useState } from 'react';
import type { Resource } from '../../api/resource/defineResource';
import { forestFromNested, forestFromRows, type Forest } from '../tree/forest';
import { withChildren } from '../tree/lazyRows';
import { initiallyOpen } from '../tree/walks';

/*
 * A tree resource as the choices of the screens that pick or filter by it (the dept tree of
 * 用户管理's filter and dialog, 角色管理's 数据权限, 岗位管理's 所属部门), in both flavours
 * (CONTRACT-SYSTEM.md 6.2): the whole nested tree when the back end sends one (yshop,
 * embedded server), else eladmin's top level with each node's children loaded by `pid`
 * when it opens (`hasChildren`). Generic: the screen passes the entity (`depts`).
 */

/** What a tree resource's rows say of their place: a parent, children nested or still to load. */
export interface TreeRow<Row> {
  id: number;
  pid: number | null;
  hasChildren: boolean;
  children: readonly Row[] | undefined;
}

export interface ResourceForest<Row> {
  forest: Forest<Row>;
  /** eladmin's lazy tree: children load on opening a node. */
  lazy: boolean;
  /** The parents to show open at first: all of them in a small full tree, none in a lazy one. */
  expandedAtFirst: number[];
  mayHaveChildren: (row: Row) => boolean;
  loadChildren: ((id: number) => Promise<unknown>) | undefined;
  isLoading: boolean;
  /** The tree could not be loaded. */
  failed: boolean;
  /** How this back end's top level names its parent: 0 (yshop, embedded), null (eladmin), or unknown. */
  topPid: 0 | null | undefined;
}

const pidOf = <Row extends TreeRow<Row>>(row: Row) => row.pid;
const childrenOf = <Row extends TreeRow<Row>>(row: Row) => row.children;
const mayHaveChildren = <Row extends TreeRow<Row>>(row: Row) => row.hasChildren;

export function useResourceForest<Row extends TreeRow<Row>, Form extends { id?: number }, Body, Extra extends { topPid?: 0 | null }>(resource: Resource<Row, Form, Body, Extra>): ResourceForest<Row> {
  // No filter: the whole tree (yshop, embedded) or eladmin's top level.
  const tree = resource.useList({});
  const [fetchChildren] = resource.useLazyList();
  const [loaded, setLoaded] = useState<Row[]>([]);
  const top = tree.data?.content;
  const { idOf } = resource;

  // A top row that may have children but came without them means eladmin's lazy tree.
  const lazy = useMemo(() => (top ?? []).some((row) => row.children === undefined && row.hasChildren), [top]);
  const forest = useMemo(() => (lazy ? forestFromRows([...(top ?? []), ...loaded], idOf, pidOf) : forestFromNested(top ?? [], idOf, childrenOf)), [lazy, top, loaded, idOf]);
  const expandedAtFirst = useMemo(() => (lazy ? [] : initiallyOpen(forest)), [lazy, forest]);

  const loadChildren = useCallback(
    async (id: number) => {
      const page = await fetchChildren({ pid: id }, true).unwrap();
      setLoaded((rows) => withChildren(rows, id, page.content));
    },
    [fetchChildren],
  );

  return { forest, lazy, expandedAtFirst, mayHaveChildren, loadChildren: lazy ? loadChildren : undefined, isLoading: tree.isLoading, failed: tree.isError, topPid: tree.data?.topPid };
}
