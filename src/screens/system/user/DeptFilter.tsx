import CircularProgress from '@mui/material/CircularProgress';
import type { Dept } from '@/entities/dept/dept';
import { TreeFilterList } from '@/kit/tree/TreeFilterList';
import type { ResourceForest } from '@/kit/resource/useResourceForest';

export interface DeptFilterProps {
  depts: ResourceForest<Dept>;
  /** The dept the list is filtered by, null for none. */
  selectedId: number | null;
  /** A dept to filter by, or null to clear the filter. */
  onChange: (deptId: number | null) => void;
}

const labelOf = (dept: Dept) => dept.name;

/**
 * The dept tree on the left of 用户管理 (filter `输入部门名称搜索`). A click filters the
 * list by that dept; a click on the chosen dept again clears the filter, and so does a
 * top dept of a full tree (yshop: the root holds everyone, so it means "all").
 */
export function DeptFilter({ depts, selectedId, onChange }: DeptFilterProps) {
  // The tree opens its parents once, on mounting: wait for the answer.
  if (depts.isLoading) return <CircularProgress size={20} aria-label="部门加载中" />;
  const select = (id: number) => {
    // A real top dept (pid null or 0), not a node the forest made a root to break a cycle.
    const isTop = depts.forest.byId.get(id)?.item.pid === null;
    onChange(id === selectedId || (!depts.lazy && isTop) ? null : id);
  };
  return (
    <TreeFilterList
      key={depts.lazy ? 'lazy' : 'full'}
      forest={depts.forest}
      labelOf={labelOf}
      label="部门"
      placeholder="输入部门名称搜索"
      selectedId={selectedId}
      onSelect={select}
      initiallyExpanded={depts.expandedAtFirst}
      mayHaveChildren={depts.mayHaveChildren}
      loadChildren={depts.loadChildren}
      empty="暂无部门"
    />
  );
}
