import { useEffect, useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { displayTime } from '../../../shared/time/time';
import { useGetDictsQuery, type Dict } from './dictAdminApi';
import { EmptyRow, RowActions } from './TableParts';

export const PAGE_SIZES = [10, 20, 50];

export interface DictListProps {
  selectedId: number | undefined;
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onSelect: (dict: Dict) => void;
  onAdd: () => void;
  onEdit: (dict: Dict) => void;
  onDelete: (dict: Dict) => void;
}

/** 字典列表: searchable, paged; a click on a row shows its entries beside it. */
export function DictList({ selectedId, canAdd, canEdit, canDelete, onSelect, onAdd, onEdit, onDelete }: DictListProps) {
  const headingId = useId();
  const [text, setText] = useState('');
  const [blurry, setBlurry] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0] ?? 10);
  const { data, isFetching, isError, refetch } = useGetDictsQuery({ blurry, page, size });
  const rows = data?.content ?? [];
  const total = data?.totalElements ?? 0;
  const withActions = canEdit || canDelete;

  // A delete that empties the last page goes back to the page that now is the last.
  useEffect(() => {
    if (data && data.content.length === 0 && page > 0) setPage(Math.max(0, Math.ceil(data.totalElements / size) - 1));
  }, [data, page, size]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setBlurry(text.trim());
    setPage(0);
  };
  const reset = () => {
    setText('');
    setBlurry('');
    setPage(0);
  };

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: 16, mr: 'auto' }}>
          字典列表
        </Typography>
        <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <TextField size="small" label="搜索字典" placeholder="输入名称或者描述搜索" value={text} onChange={(event) => setText(event.target.value)} sx={{ width: 200 }} />
          <Button type="submit" variant="contained" size="small">
            搜索
          </Button>
          <Button variant="outlined" size="small" onClick={reset}>
            重置
          </Button>
        </Box>
        {canAdd ? (
          <Button variant="contained" color="primary" size="small" onClick={onAdd}>
            新增
          </Button>
        ) : null}
      </Box>
      <Box sx={{ height: 4 }}>{isFetching ? <LinearProgress aria-label="字典列表加载中" /> : null}</Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="字典列表">
          <TableHead>
            <TableRow>
              <TableCell>名称</TableCell>
              <TableCell>描述</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>创建日期</TableCell>
              {withActions ? <TableCell align="center">操作</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((dict) => {
              const selected = dict.id === selectedId;
              return (
                <TableRow key={dict.id} hover selected={selected} onClick={() => onSelect(dict)} sx={{ cursor: 'pointer' }}>
                  <TableCell sx={{ wordBreak: 'break-all' }}>
                    <Link component="button" type="button" underline="hover" aria-pressed={selected} sx={{ textAlign: 'left', fontWeight: selected ? 600 : undefined }}>
                      {dict.name}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{dict.remark}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayTime(dict.createTime)}</TableCell>
                  {withActions ? <RowActions canEdit={canEdit} canDelete={canDelete} onEdit={() => onEdit(dict)} onDelete={() => onDelete(dict)} /> : null}
                </TableRow>
              );
            })}
            {rows.length === 0 && !isFetching ? <EmptyRow columns={withActions ? 4 : 3} failed={isError} onRetry={() => void refetch()} /> : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={total === 0 ? 0 : Math.min(page, Math.max(0, Math.ceil(total / size) - 1))}
        rowsPerPage={size}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setSize(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage="每页"
        labelDisplayedRows={({ from, to, count }) => `${from}-${to} 共 ${count} 条`}
        getItemAriaLabel={(type) => ({ first: '第一页', last: '最后一页', next: '下一页', previous: '上一页' })[type]}
      />
    </Paper>
  );
}
