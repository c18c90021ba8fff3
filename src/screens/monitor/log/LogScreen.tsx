import { useState } from 'react';
import { useDispatch } from 'react-redux';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import DeleteSweepRounded from '@mui/icons-material/DeleteSweepRounded';
import { notify } from '../../../features/notifications/notificationsSlice';
import { CrudSearchBar } from '../../../kit/crud/CrudSearchBar';
import { CrudTable, type CrudColumn } from '../../../kit/crud/CrudTable';
import { CrudToolbar } from '../../../kit/crud/CrudToolbar';
import { DateRangeFields } from '../../../kit/crud/DateRangeFields';
import type { CrudList } from '../../../kit/crud/useCrudList';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useClearLogsMutation, type LogKind, type LogRow } from './logApi';
import { LogRowDetails } from './LogRowDetails';

export type LogFilters = { blurry: string; createTime: readonly string[] };
export const initialLogFilters: LogFilters = { blurry: '', createTime: [] };
export const logId = (row: LogRow) => row.id;

const CLEAR_CONFIRM: Readonly<Record<LogKind, string>> = { info: '确认清空所有操作日志吗?', error: '确认清空所有异常日志吗?' };

export interface LogScreenProps {
  kind: LogKind;
  list: CrudList<LogRow, LogFilters>;
  columns: readonly CrudColumn<LogRow>[];
  mayClear: boolean;
}

/**
 * What 操作日志 and 异常日志 share: the search (free text and a date range), 清空 with
 * its confirmation, 导出, and the table whose rows open to 请求方法 and 请求参数.
 */
export function LogScreen({ kind, list, columns, mayClear }: LogScreenProps) {
  const dispatch = useDispatch();
  const [clearAsked, setClearAsked] = useState(false);
  const [clearLogs, clearState] = useClearLogsMutation();

  const clear = async () => {
    setClearAsked(false);
    try {
      await clearLogs(kind).unwrap();
    } catch {
      // The console's one error presenter has shown the server's message.
      return;
    }
    list.paging.setPage(0);
    dispatch(notify({ message: '删除成功', severity: 'success' }));
  };

  const { draft } = list.search;
  return (
    <Paper component="section" aria-label={list.title} sx={{ p: 2, minWidth: 0 }}>
      <CrudSearchBar shown={list.search.shown} onSearch={list.search.submit} onReset={list.search.reset}>
        <TextField size="small" label="搜索" placeholder="请输入你要搜索的内容" value={draft.blurry} onChange={(event) => list.search.change({ blurry: event.target.value })} sx={{ width: 220 }} />
        <DateRangeFields value={draft.createTime} onChange={(createTime) => list.search.change({ createTime })} />
      </CrudSearchBar>
      <CrudToolbar list={list} columns={columns}>
        {mayClear ? (
          <Button variant="contained" size="small" color="error" startIcon={<DeleteSweepRounded />} loading={clearState.isLoading} onClick={() => setClearAsked(true)}>
            清空
          </Button>
        ) : null}
      </CrudToolbar>
      <CrudTable list={list} columns={columns} rowKey={logId} selectable={false} expand={(row) => <LogRowDetails row={row} />} />
      <ConfirmDialog open={clearAsked} title="提示" warning message={CLEAR_CONFIRM[kind]} onConfirm={() => void clear()} onCancel={() => setClearAsked(false)} />
    </Paper>
  );
}
