import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { CrudDeleteConfirm } from '../../../kit/crud/CrudDeleteConfirm';
import type { CrudColumn } from '../../../kit/crud/CrudTable';
import { CrudSearchBar } from '../../../kit/crud/CrudSearchBar';
import { CrudToolbar } from '../../../kit/crud/CrudToolbar';
import { DateRangeFields } from '../../../kit/crud/DateRangeFields';
import { StatusSwitch } from '../../../kit/crud/StatusSwitch';
import { useStatusLabels } from '../../../kit/crud/useStatusLabels';
import { useCrudList } from '../../../kit/crud/useCrudList';
import type { SysDept } from '../../../kit/system/dept';
import { buildDeptBody, deptFormOf } from '../../../kit/system/deptBody';
import { useTreeExpansion } from '../../../kit/tree/useTreeExpansion';
import { initiallyOpen } from '../../../kit/tree/walks';
import { useDeleteDeptsMutation, useUpdateDeptMutation } from './deptAdminApi';
import { DeptDialog } from './DeptDialog';
import { INITIAL_DEPT_FILTERS, type DeptFilters } from './deptFilters';
import { DeptTable } from './DeptTable';
import { useDeptSource } from './useDeptSource';

/** CONTRACT-SYSTEM.md section 4: each action needs its permission, or `admin`. */
export const DEPT_PERMISSIONS = {
  add: ['admin', 'dept:add'],
  edit: ['admin', 'dept:edit'],
  del: ['admin', 'dept:del'],
} as const;

const deptId = (dept: SysDept) => dept.id;
/** The originals lock id 1, their root; here only while it is a top-level dept (docs/decisions.md). */
export const isLockedDept = (dept: SysDept) => dept.id === 1 && dept.pid === null;
const mayHaveChildren = (dept: SysDept) => dept.hasChildren;

/** 部门管理 (`system/dept/index`). */
export function DeptPage() {
  const labels = useStatusLabels('dept_status');
  const [deleteDepts] = useDeleteDeptsMutation();
  const [updateDept] = useUpdateDeptMutation();

  const list = useCrudList({
    title: '部门',
    initialFilters: INITIAL_DEPT_FILTERS,
    useList: useDeptSource,
    rowId: deptId,
    isLocked: isLockedDept,
    permissions: DEPT_PERMISSIONS,
    remove: (ids) => deleteDepts(ids).unwrap(),
    exportUrl: 'api/dept',
  });
  const source = list.source;
  const { forest, searching, topPid } = source;

  const expansion = useTreeExpansion({ forest, mayHaveChildren: searching ? undefined : mayHaveChildren, loadChildren: source.loadChildren });
  // The first tree answer decides what opens: all of a small tree, the top level of a big one.
  const [opened, setOpened] = useState(false);
  const { setExpanded } = expansion;
  useEffect(() => {
    if (opened || searching || forest.byId.size === 0) return;
    setOpened(true);
    setExpanded(initiallyOpen(forest));
  }, [opened, searching, forest, setExpanded]);

  const saveStatus = useCallback((dept: SysDept, enabled: boolean) => updateDept(buildDeptBody({ ...deptFormOf(dept), enabled }, topPid)).unwrap(), [updateDept, topPid]);

  const columns: CrudColumn<SysDept>[] = [
    ...(source.rowsHaveSort ? [{ key: 'sort', label: '排序', nowrap: true, render: (dept: SysDept) => dept.sort }] : []),
    {
      key: 'enabled',
      label: '状态',
      nowrap: true,
      render: (dept) => (
        <StatusSwitch enabled={dept.enabled} name={dept.name} subject="部门" labels={labels} disabled={!list.can.edit || isLockedDept(dept)} save={(next) => saveStatus(dept, next)} />
      ),
    },
    { key: 'createTime', label: '创建日期', nowrap: true, render: (dept) => dept.createTime },
  ];

  const { draft } = list.search;
  const dialog = list.dialog.state;
  return (
    <Paper component="section" aria-label="部门管理" sx={{ p: 2, minWidth: 0 }}>
      <CrudSearchBar shown={list.search.shown} onSearch={list.search.submit} onReset={list.search.reset}>
        <TextField size="small" label="部门名称" placeholder="输入部门名称搜索" value={draft.name} onChange={(event) => list.search.change({ name: event.target.value })} sx={{ width: 200 }} />
        <DateRangeFields value={draft.createTime} onChange={(createTime) => list.search.change({ createTime })} />
        <TextField select size="small" label="状态" value={draft.enabled} onChange={(event) => list.search.change({ enabled: event.target.value as DeptFilters['enabled'] })} sx={{ width: 120 }}>
          <MenuItem value="">全部</MenuItem>
          <MenuItem value="true">正常</MenuItem>
          <MenuItem value="false">禁用</MenuItem>
        </TextField>
      </CrudSearchBar>
      <CrudToolbar list={list} columns={columns} />
      {source.skipped > 0 ? <Alert severity="warning" sx={{ mb: 1 }}>{`有 ${source.skipped} 条部门数据无法识别，未显示`}</Alert> : null}
      {forest.problems.length > 0 ? <Alert severity="warning" sx={{ mb: 1 }}>{`部门数据有 ${forest.problems.length} 处上下级关系不正确（循环或缺少上级），已按顶级部门显示`}</Alert> : null}
      <DeptTable list={list} forest={forest} rows={expansion.rows} columns={columns} onToggle={expansion.toggle} loading={expansion.loading} />
      {dialog.mode !== 'closed' ? (
        <DeptDialog
          dept={dialog.mode === 'edit' ? dialog.row : undefined}
          treeRows={source.treeRows}
          loadChildren={source.loadChildren}
          topPid={topPid}
          labels={labels}
          onClose={list.dialog.close}
          onSaved={() => list.dialog.saved(dialog.mode)}
        />
      ) : null}
      <CrudDeleteConfirm list={list} />
    </Paper>
  );
}
