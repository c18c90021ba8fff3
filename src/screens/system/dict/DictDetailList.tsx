import { useId } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { dictApi } from '../../../features/dict/dictApi';
import { sortDetails, type DictDetail } from '../../../features/dict/dictDetail';
import { REFETCH_OLDER_THAN_SECONDS } from '../../../api/api';
import { EmptyRow, RowActions } from './TableParts';

export interface DictDetailListProps {
  /** The selected dictionary, if any. */
  dict: { id: number; name: string } | undefined;
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onAdd: () => void;
  onEdit: (detail: DictDetail) => void;
  onDelete: (detail: DictDetail) => void;
}

/**
 * 字典详情: the selected dictionary's entries by sort. It reads the same cache entry as
 * `useDict`, refreshed when the pane opens a dictionary, so a change made here reaches
 * every consumer.
 */
export function DictDetailList({ dict, canAdd, canEdit, canDelete, onAdd, onEdit, onDelete }: DictDetailListProps) {
  const headingId = useId();
  const { data, isFetching, isError, refetch } = dictApi.useGetDictDetailQuery(dict?.name ?? skipToken, { refetchOnMountOrArgChange: REFETCH_OLDER_THAN_SECONDS });
  const rows = dict && data ? sortDetails(data.content) : [];
  const withActions = canEdit || canDelete;

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5, minHeight: 40 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: 16, mr: 'auto' }}>
          字典详情
        </Typography>
        {dict ? (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            所属字典：{dict.name}
          </Typography>
        ) : null}
        {dict && canAdd ? (
          <Button variant="contained" size="small" onClick={onAdd}>
            新增
          </Button>
        ) : null}
      </Box>
      {!dict ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          点击字典查看详情
        </Typography>
      ) : (
        <>
          <Box sx={{ height: 4 }}>{isFetching ? <LinearProgress aria-label="字典详情加载中" /> : null}</Box>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="字典详情列表">
              <TableHead>
                <TableRow>
                  <TableCell>字典标签</TableCell>
                  <TableCell>字典值</TableCell>
                  <TableCell>排序</TableCell>
                  {withActions ? <TableCell align="center">操作</TableCell> : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((detail) => (
                  <TableRow key={detail.id} hover>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{detail.label}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{detail.value}</TableCell>
                    <TableCell>{detail.sort}</TableCell>
                    {withActions ? <RowActions canEdit={canEdit} canDelete={canDelete} onEdit={() => onEdit(detail)} onDelete={() => onDelete(detail)} /> : null}
                  </TableRow>
                ))}
                {rows.length === 0 && !isFetching ? <EmptyRow columns={withActions ? 4 : 3} failed={isError} onRetry={() => void refetch()} /> : null}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Paper>
  );
}
