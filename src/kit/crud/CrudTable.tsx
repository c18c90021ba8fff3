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
import type { Forest } from '../tree/forest';
import { TreeTableToggle } from '../tree/TreeTableToggle';
import { subtreeIds, type VisibleRow } from '../tree/walks';
import { DeletePopover } from './DeletePopover';
import { TableStatusRow } from './TableStatusRow';
import type { RowId } from './crudState';
import type { Filters } from './listParams';
import type { CrudList } from './useCrudList';

export interface CrudColumn<Row> {
  key: string;
  label: string;
  /** Text (or a number) is kept to one line, cut with an ellipsis, the whole value on hover; anything else is drawn as it is. */
  render: (row: Row) => ReactNode;
  /** Kept for callers of before issue 23: every cell is on one line now. */
  nowrap?: boolean;
  width?: number | string;
}

/** The table as a tree (部门管理, 菜单管理, 商品分类): only the open part is drawn; a tick takes the subtree. */
export interface CrudTree<Row> {
  forest: Forest<Row>;
  /** The rows to draw, from useTreeExpansion (the roots and the children of open rows). */
  rows: readonly VisibleRow<Row>[];
  onToggle: (id: number) => void;
  /** Rows whose children are loading (eladmin's lazy levels). */
  loading?: ReadonlySet<number>;
}

export interface CrudTableProps<Row, F extends Filters, Id extends RowId = number> {
  list: CrudList<Row, F, Id>;
  columns: readonly CrudColumn<Row>[];
  rowKey: (row: Row) => Id;
  /**
   * What a person sees to tell the row apart (a name): the row's controls are named after
   * it (`编辑 运营专员`, `选择 运营专员`). Without it they say the row's key (before issue 23).
   */
  rowName?: (row: Row) => string;
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
  /** Tree mode: the first column carries the indent and the arrow; no pager. */
  tree?: CrudTree<Row>;
  /** The row's edit button's word where the edit is something else (评论管理's 回复): `回复 <name>`. */
  editLabel?: string;
}

const pageLabel = ({ from, to, count }: { from: number; to: number; count: number }) => `${from}-${to} 共 ${count} 条`;
const itemLabel = (type: 'first' | 'last' | 'next' | 'previous') => ({ first: '第一页', last: '最后一页', next: '下一页', previous: '上一页' })[type];

/** Cells keep to one line; long text is cut (the title shows it whole). */
const CLIP = { display: 'block', maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
/** 操作 stays in view at the right while the table scrolls sideways inside its card. */
const PINNED = { position: 'sticky', right: 0, bgcolor: 'background.paper', boxShadow: '-4px 0 6px -4px rgba(0, 0, 0, 0.15)', whiteSpace: 'nowrap' } as const;

function Cell({ content, width }: { content: ReactNode; width: number | string | undefined }) {
  if (typeof content !== 'string' && typeof content !== 'number') return <>{content}</>;
  return (
    <Box component="span" title={String(content)} sx={{ ...CLIP, ...(width === undefined ? {} : { maxWidth: width }) }}>
      {content}
    </Box>
  );
}

/**
 * The list of a CRUD screen: the shown columns, ticks (a locked row has none), the
 * 操作 column (pinned right) only for operators who may edit or delete, 暂无数据 /
 * 加载失败 with 重试, and the pager (10 rows by default); or, in tree mode, the open
 * part of a tree.
 */
export function CrudTable<Row, F extends Filters, Id extends RowId = number>({ list, columns, rowKey, rowName, selectable = true, deleteMessage, paged = true, rowActions, onRowClick, activeRow, expand, tree, editLabel = '编辑' }: CrudTableProps<Row, F, Id>) {
  const shown = columns.filter((column) => list.columns.isShown(column.key));
  const withActions = list.can.rowActions || rowActions !== undefined;
  const width = shown.length + (selectable ? 1 : 0) + (withActions ? 1 : 0) + (expand ? 1 : 0);
  const [opened, setOpened] = useState<readonly Id[]>([]);
  const toggleOpen = (key: Id) => setOpened((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));
  const { selection, paging } = list;
  const lastPage = Math.max(0, Math.ceil(list.total / paging.size) - 1);
  const named = (row: Row, action: string, byKey: string) => (rowName ? `${action} ${rowName(row)}` : byKey);
  const rows: readonly { row: Row; tree?: VisibleRow<Row> }[] = tree ? tree.rows.map((visible) => ({ row: visible.node.item, tree: visible })) : list.rows.map((row) => ({ row }));

  // A tick in a tree takes (or leaves) the row's loaded subtree.
  const tick = (row: Row) => {
    if (!tree) return selection.toggle(row);
    const subtree = subtreeIds(tree.forest, rowKey(row) as number) as unknown as Id[]; // a tree's ids are numbers (forest.ts)
    const ticked = new Set(selection.ids);
    if (selection.isSelected(row)) subtree.forEach((id) => ticked.delete(id));
    else subtree.forEach((id) => ticked.add(id));
    selection.set([...ticked]);
  };

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
              {withActions ? (
                <TableCell align="center" sx={{ ...PINNED, zIndex: 2 }}>
                  操作
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ row, tree: visible }) => {
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
                        <IconButton size="small" aria-label={named(row, open ? '收起' : '展开', `${open ? '收起' : '展开'}第 ${key} 行`)} aria-expanded={open} onClick={() => toggleOpen(key)}>
                          {open ? <KeyboardArrowDownRounded fontSize="small" /> : <KeyboardArrowRightRounded fontSize="small" />}
                        </IconButton>
                      </TableCell>
                    ) : null}
                    {selectable ? (
                      <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                        <Checkbox size="small" checked={checked} disabled={locked} onChange={() => tick(row)} slotProps={{ input: { 'aria-label': named(row, '选择', `选择第 ${key} 行`) } }} />
                      </TableCell>
                    ) : null}
                    {shown.map((column, index) => (
                      <TableCell key={column.key} sx={{ whiteSpace: 'nowrap' }}>
                        {visible && index === 0 ? (
                          <TreeTableToggle row={visible} name={rowName?.(row) ?? String(key)} onToggle={tree!.onToggle} loading={tree!.loading?.has(visible.node.id) ?? false}>
                            <Cell content={column.render(row)} width={column.width} />
                          </TreeTableToggle>
                        ) : (
                          <Cell content={column.render(row)} width={column.width} />
                        )}
                      </TableCell>
                    ))}
                    {withActions ? (
                      <TableCell align="center" sx={PINNED} onClick={(event) => event.stopPropagation()}>
                        {rowActions?.(row)}
                        {list.can.edit && !locked ? (
                          <Button size="small" aria-label={rowName ? `${editLabel} ${rowName(row)}` : undefined} onClick={() => list.dialog.openEdit(row)}>
                            {editLabel}
                          </Button>
                        ) : null}
                        {list.can.del && !locked ? (
                          <DeletePopover
                            label={rowName ? `删除 ${rowName(row)}` : undefined}
                            message={typeof deleteMessage === 'function' ? deleteMessage(row) : deleteMessage}
                            disabled={list.deletion.busy}
                            onConfirm={() => void list.deletion.deleteRow(row)}
                          />
                        ) : null}
                      </TableCell>
                    ) : null}
                  </TableRow>
                  {open ? (
                    <TableRow aria-label={rowName ? `${rowName(row)} 详情` : `第 ${key} 行详情`}>
                      <TableCell colSpan={width} sx={{ bgcolor: 'action.hover' }}>
                        {expand(row)}
                      </TableCell>
                    </TableRow>
                  ) : null}
                </Fragment>
              );
            })}
            {rows.length === 0 && !list.loading ? <TableStatusRow width={width} failed={list.failed} onRetry={list.refresh} /> : null}
          </TableBody>
        </Table>
      </TableContainer>
      {paged && !tree ? (
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
