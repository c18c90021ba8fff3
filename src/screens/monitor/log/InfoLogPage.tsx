import { usePermission } from '../../../features/permission/usePermission';
import { useCrudList } from '../../../kit/crud/useCrudList';
import { LOG_URLS, useGetInfoLogsQuery } from './logApi';
import { infoLogColumns } from './logColumns';
import { initialLogFilters, logId, LogScreen } from './LogScreen';

/** monitor-wire.md: yshop's names; eladmin's logs are admin only. */
export const INFO_LOG_PERMISSIONS = { clear: ['admin', 'logInfo:remove'] } as const;

/** Every write makes a row: a log shown again is always fetched anew. */
const useInfoLogs = (params: Record<string, unknown>) => useGetInfoLogsQuery(params, { refetchOnMountOrArgChange: true });

/** 操作日志 (`monitor/log/index`): who did what, how long it took, with what parameters. */
export function InfoLogPage() {
  const can = usePermission();
  const list = useCrudList({
    title: '操作日志',
    initialFilters: initialLogFilters,
    useList: useInfoLogs,
    rowId: logId,
    permissions: {},
    exportUrl: LOG_URLS.info,
  });
  return <LogScreen kind="info" list={list} columns={infoLogColumns} mayClear={can(INFO_LOG_PERMISSIONS.clear)} />;
}
