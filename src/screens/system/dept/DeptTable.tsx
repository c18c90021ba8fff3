import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CrudColumn } from '../../../kit/crud/CrudTable';
import { DeletePopover } from '../../../kit/crud/DeletePopover';
import { TableStatusRow } from '../../../kit/crud/TableStatusRow';
import type { CrudList } from '../../../kit/crud/useCrudList';
import type { SysDept } from '../../../kit/system/dept';
import type { Forest } from '../../../kit/tree/forest';
import { TreeTableToggle } from '../../../kit/tree/TreeTableToggle';
import type { VisibleRow } from '../../../kit/tree/walks';
import { subtreeIds } from '../../../kit/tree/walks';
import type { DeptFilters } from './deptFilters';

export interface DeptTableProps {
  list: CrudList<SysDept, DeptFilters>;
  forest: Forest<SysDept>;
  /** The rows to draw: the expanded part of the tree only (a 2,000-dept tree stays quick). */
  rows: readonly VisibleRow<SysDept>[];
  /** Columns after 名称. */
  columns: readonly CrudColumn<SysDept>[];
  onToggle: (id: number) => void;
  loading: ReadonlySet<number>;
}

export const DELETE_DEPT_MESSAGE = '确定删除吗,如果存在下级节点则一并删除，此操作不能撤销！';

/**
 * 部门管理's tree table: the kit's CrudTable for a tree. Ticking a dept ticks (or
 * unticks) its loaded subtree; a locked row (the root) has no tick and no 删除.
 */
export function DeptTable({ list, forest, rows, columns, onToggle, loading }: DeptTableProps) {
  const { selection, can } = list;
  const shown = columns.filter((column) => list.columns.isShown(column.key));
  const width = shown.length + 2 + (can.rowActions ? 1 : 0);

  const tick = (dept: SysDept) => {
    const subtree = subtreeIds(forest, dept.id);
    const ticked = new Set(selection.ids);
    if (selection.isSelected(dept)) for (const id of subtree) ticked.delete(id);
    else for (const id of subtree) ticked.add(id);
    selection.set([...ticked]);
  };

  let body: ReactNode = rows.map((row) => {
    const dept = row.node.item;
    const locked = !selection.canSelect(dept);
    const checked = selection.isSelected(dept);
    return (
      <TableRow key={dept.id} hover selected={checked}>
        <TableCell padding="checkbox">
          <Checkbox size="small" checked={checked} disabled={locked} onChange={() => tick(dept)} slotProps={{ input: { 'aria-label': `选择 ${dept.name}` } }} />
        </TableCell>
        <TableCell sx={{ wordBreak: 'break-all' }}>
          <TreeTableToggle row={row} name={dept.name} onToggle={onToggle} loading={loading.has(dept.id)} />
        </TableCell>
        {shown.map((column) => (
          <TableCell key={column.key} sx={column.nowrap ? { whiteSpace: 'nowrap' } : { wordBreak: 'break-all' }}>
            {column.render(dept)}
          </TableCell>
        ))}
        {can.rowActions ? (
          <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
            {can.edit ? (
              <Button size="small" onClick={() => list.dialog.openEdit(dept)}>
                编辑
              </Button>
            ) : null}
            {can.del && !locked ? <DeletePopover message={DELETE_DEPT_MESSAGE} disabled={list.deletion.busy} onConfirm={() => void list.deletion.deleteRow(dept)} /> : null}
          </TableCell>
        ) : null}
      </TableRow>
    );
  });
  if (rows.length === 0 && !list.loading) {
    body = <TableStatusRow width={width} failed={list.failed} onRetry={list.refresh} />;
  }

  return (
    <>
      <Box sx={{ height: 4 }}>{list.loading ? <LinearProgress aria-label="部门列表加载中" /> : null}</Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="部门列表">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={selection.allSelected}
                  indeterminate={selection.someSelected && !selection.allSelected}
                  onChange={selection.toggleAll}
                  slotProps={{ input: { 'aria-label': '全选' } }}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>名称</TableCell>
              {shown.map((column) => (
                <TableCell key={column.key} sx={{ whiteSpace: 'nowrap', width: column.width }}>
                  {column.label}
                </TableCell>
              ))}
              {can.rowActions ? <TableCell align="center">操作</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
