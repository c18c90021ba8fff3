import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import { usePermission } from '../../../features/permission/usePermission';
import { useCrudList } from '../../../kit/crud/useCrudList';
import { ErrorDetailDialog } from './ErrorDetailDialog';
import { LOG_URLS, useGetErrorLogsQuery, type LogRow } from './logApi';
import { errorLogColumns } from './logColumns';
import { initialLogFilters, logId, LogScreen } from './LogScreen';

/** monitor-wire.md: yshop's names; eladmin's logs are admin only. */
export const ERROR_LOG_PERMISSIONS = { detail: ['admin', 'logError:detail'], clear: ['admin', 'logError:remove'] } as const;

const useErrorLogs = (params: Record<string, unknown>) => useGetErrorLogsQuery(params, { refetchOnMountOrArgChange: true });

/** 异常日志 (`monitor/log/errorLog`): what failed on the server; 查看详情 shows the stack. */
export function ErrorLogPage() {
  const can = usePermission();
  const mayRead = can(ERROR_LOG_PERMISSIONS.detail);
  const [shown, setShown] = useState<number | null>(null);
  const list = useCrudList({
    title: '异常日志',
    initialFilters: initialLogFilters,
    useList: useErrorLogs,
    rowId: logId,
    permissions: {},
    exportUrl: LOG_URLS.error,
  });
  const columns = useMemo(
    () =>
      errorLogColumns(
        mayRead
          ? {
              key: 'exception',
              label: '异常详情',
              nowrap: true,
              render: (row: LogRow) => (
                <Button size="small" aria-label={`查看详情 ${row.id}`} onClick={() => setShown(row.id)}>
                  查看详情
                </Button>
              ),
            }
          : null,
      ),
    [mayRead],
  );
  return (
    <>
      <LogScreen kind="error" list={list} columns={columns} mayClear={can(ERROR_LOG_PERMISSIONS.clear)} />
      {shown !== null ? <ErrorDetailDialog id={shown} onClose={() => setShown(null)} /> : null}
    </>
  );
}
