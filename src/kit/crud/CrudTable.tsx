import { Fragment, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import KeyboardArrowRightRounded from '@mui/icons-material/KeyboardArrowRightRounded';
import { DeletePopover } from './DeletePopover';
import { TableStatusRow } from './TableStatusRow';
import type { RowId } from './crudState';
import type { Filters } from './listParams';
import type { CrudList } from './useCrudList';

export interface CrudColumn<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** Dates, tags and switches keep to one line; text may wrap. */
  nowrap?: boolean;
  width?: number | string;
}

export interface CrudTableProps<Row, F extends Filters, Id extends RowId = number> {
  list: CrudList<Row, F, Id>;
  columns: readonly CrudColumn<Row>[];
  rowKey: (row: Row) => Id;
  /** Ticks for 删除 / 修改 of the toolbar; off where a screen has no bulk action. */
  selectable?: boolean;
  /** The row's delete message, when a screen warns of more than the row. */
  deleteMessage?: string | ((row: Row) => string);
  /** Off for a list that comes whole (a dictionary's entries): no pager. */
  paged?: boolean;
  /** Actions of the screen's own in the 操作 column, before 编辑 / 删除. */
  rowActions?: (row: Row) => ReactNode;
  /** A row that is clicked (角色管理 shows its menus). */
  onRowClick?: (row: Row) => void;
  activeRow?: (row: Row) => boolean;
  /** What a row shows when opened with its arrow, below it (a log's 请求方法 and 请求参数). */
  expand?: (row: Row) => ReactNode;
}

const pageLabel = ({ from, to, count }: { from: number; to: number; count: number }) => `${from}-${to} 共 ${count} 条`;
const itemLabel = (type: 'first' | 'last' | 'next' | 'previous') => ({ first: '第一页', last: '最后一页', next: '下一页', previous: '上一页' })[type];

/**
 * The list of a CRUD screen: the shown columns, ticks (a locked row has none), the
 * 操作 column only for operators who may edit or delete, 暂无数据 / 加载失败 with 重试,
 * and the pager (10 rows by default).
 */
export function CrudTable<Row, F extends Filters, Id extends RowId = number>({ list, columns, rowKey, selectable = true, deleteMessage, paged = true, rowActions, onRowClick, activeRow, expand }: CrudTableProps<Row, F, Id>) {
  const shown = columns.filter((column) => list.columns.isShown(column.key));
  const withActions = list.can.rowActions || rowActions !== undefined;
  const width = shown.length + (selectable ? 1 : 0) + (withActions ? 1 : 0) + (expand ? 1 : 0);
  const [opened, setOpened] = useState<readonly Id[]>([]);
  const toggleOpen = (key: Id) => setOpened((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));
  const { selection, paging } = list;
  const lastPage = Math.max(0, Math.ceil(list.total / paging.size) - 1);

  return (
    <>
      <Box sx={{ height: 4 }}>{list.loading ? <LinearProgress aria-label={`${list.title}列表加载中`} /> : null}</Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`${list.title}列表`}>
          <TableHead>
            <TableRow>
              {expand ? <TableCell padding="checkbox" aria-label="展开" /> : null}
              {selectable ? (
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={selection.allSelected}
                    indeterminate={selection.someSelected && !selection.allSelected}
                    onChange={selection.toggleAll}
                    slotProps={{ input: { 'aria-label': '全选' } }}
                  />
                </TableCell>
              ) : null}
              {shown.map((column) => (
                <TableCell key={column.key} sx={{ whiteSpace: 'nowrap', width: column.width }}>
                  {column.label}
                </TableCell>
              ))}
              {withActions ? <TableCell align="center">操作</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.rows.map((row) => {
              const key = rowKey(row);
              const locked = !selection.canSelect(row);
              const checked = selection.isSelected(row);
              const open = expand !== undefined && opened.includes(key);
              return (
                <Fragment key={key}>
                  <TableRow
                    hover
                    selected={checked || (activeRow?.(row) ?? false)}
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                    sx={onRowClick ? { cursor: 'pointer' } : undefined}
                  >
                    {expand ? (
                      <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                        <IconButton size="small" aria-label={`${open ? '收起' : '展开'}第 ${key} 行`} aria-expanded={open} onClick={() => toggleOpen(key)}>
                          {open ? <KeyboardArrowDownRounded fontSize="small" /> : <KeyboardArrowRightRounded fontSize="small" />}
                        </IconButton>
                      </TableCell>
                    ) : null}
                    {selectable ? (
                      <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                        <Checkbox size="small" checked={checked} disabled={locked} onChange={() => selection.toggle(row)} slotProps={{ input: { 'aria-label': `选择第 ${key} 行` } }} />
                      </TableCell>
                    ) : null}
                    {shown.map((column) => (
                      <TableCell key={column.key} sx={column.nowrap ? { whiteSpace: 'nowrap' } : { wordBreak: 'break-all' }}>
                        {column.render(row)}
                      </TableCell>
                    ))}
                    {withActions ? (
                      <TableCell align="center" sx={{ whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
                        {rowActions?.(row)}
                        {list.can.edit && !locked ? (
                          <Button size="small" onClick={() => list.dialog.openEdit(row)}>
                            编辑
                          </Button>
                        ) : null}
                        {list.can.del && !locked ? <DeletePopover message={typeof deleteMessage === 'function' ? deleteMessage(row) : deleteMessage} disabled={list.deletion.busy} onConfirm={() => void list.deletion.deleteRow(row)} /> : null}
                      </TableCell>
                    ) : null}
                  </TableRow>
                  {open ? (
                    <TableRow aria-label={`第 ${key} 行详情`}>
                      <TableCell colSpan={width} sx={{ bgcolor: 'action.hover' }}>
                        {expand(row)}
                      </TableCell>
                    </TableRow>
                  ) : null}
                </Fragment>
              );
            })}
            {list.rows.length === 0 && !list.loading ? <TableStatusRow width={width} failed={list.failed} onRetry={list.refresh} /> : null}
          </TableBody>
        </Table>
      </TableContainer>
      {paged ? (
        <TablePagination
        component="div"
        count={list.total}
        page={Math.min(paging.page, lastPage)}
        rowsPerPage={paging.size}
        rowsPerPageOptions={[...paging.sizes]}
        onPageChange={(_event, next) => paging.setPage(next)}
        onRowsPerPageChange={(event) => paging.setSize(Number(event.target.value))}
        labelRowsPerPage="每页"
        labelDisplayedRows={pageLabel}
        getItemAriaLabel={itemLabel}
        showFirstButton
        showLastButton
        />
      ) : null}
    </>
  );
}
