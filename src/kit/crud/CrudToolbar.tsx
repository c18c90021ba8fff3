import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { ColumnChooser, type ChoosableColumn } from './ColumnChooser';
import type { CrudList } from './useCrudList';
import type { RowId } from './crudState';
import type { Filters } from './listParams';

export interface CrudToolbarProps<Row, F extends Filters, Id extends RowId = number> {
  list: CrudList<Row, F, Id>;
  /** The columns the chooser lists. */
  columns: readonly ChoosableColumn[];
  /** Buttons of the screen's own after the standard ones (重置密码, 强退...). */
  children?: ReactNode;
  /** Off for a list without a search bar. */
  searchable?: boolean;
  /** Off for a table without ticks: no 修改 / 删除 of selected rows. */
  bulk?: boolean;
}

/**
 * 新增 / 修改 / 删除 / 导出, each shown only with its permission (导出 needs none and
 * is off while the table is empty), then the search toggle, 刷新 and the column chooser.
 */
export function CrudToolbar<Row, F extends Filters, Id extends RowId = number>({ list, columns, children, searchable = true, bulk = true }: CrudToolbarProps<Row, F, Id>) {
  const { can, selection, dialog, deletion, exporting } = list;
  return (
    <Box role="toolbar" aria-label={`${list.title}操作`} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
      {can.add ? (
        <Button variant="contained" size="small" startIcon={<AddRounded />} onClick={dialog.openAdd}>
          新增
        </Button>
      ) : null}
      {can.edit && bulk ? (
        <Button variant="contained" size="small" color="success" startIcon={<EditRounded />} disabled={selection.rows.length !== 1} onClick={dialog.editSelected}>
          修改
        </Button>
      ) : null}
      {can.del && bulk ? (
        <Button variant="contained" size="small" color="error" startIcon={<DeleteOutlineRounded />} disabled={selection.ids.length === 0 || deletion.busy} onClick={deletion.askSelected}>
          删除
        </Button>
      ) : null}
      {exporting.available ? (
        <Button variant="contained" size="small" color="warning" startIcon={<DownloadRounded />} disabled={list.total === 0} loading={exporting.busy} onClick={() => void exporting.run()}>
          导出
        </Button>
      ) : null}
      {children}
      <Box sx={{ ml: 'auto', display: 'flex', gap: 0.5 }}>
        {searchable ? (
          <Tooltip title={list.search.shown ? '隐藏搜索' : '显示搜索'}>
            <IconButton size="small" aria-label={list.search.shown ? '隐藏搜索' : '显示搜索'} aria-pressed={list.search.shown} onClick={list.search.toggle}>
              <SearchRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
        <Tooltip title="刷新">
          <IconButton size="small" aria-label="刷新" onClick={list.refresh}>
            <RefreshRounded fontSize="small" />
          </IconButton>
        </Tooltip>
        <ColumnChooser columns={columns} isShown={list.columns.isShown} onToggle={list.columns.toggle} />
      </Box>
    </Box>
  );
}
