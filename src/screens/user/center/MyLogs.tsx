import { CrudTable, type CrudColumn } from '@/kit/crud/CrudTable';
import { useCrudList } from '@/kit/crud/useCrudList';
import { DurationTag } from '@/kit/resource/DurationTag';
import { useGetMyLogsQuery } from './userCenterApi';
import type { MyLog } from './myLogRows';

const columns: CrudColumn<MyLog>[] = [
  { key: 'description', label: '行为', render: (row) => row.description },
  { key: 'requestIp', label: 'IP', nowrap: true, render: (row) => row.requestIp },
  { key: 'address', label: 'IP来源', render: (row) => row.address },
  { key: 'browser', label: '浏览器', render: (row) => row.browser },
  { key: 'time', label: '请求耗时', nowrap: true, render: (row) => <DurationTag ms={row.time} /> },
  { key: 'createTime', label: '创建日期', nowrap: true, render: (row) => row.createTime },
];
const seq = (row: MyLog) => row.seq;
const noFilters: Record<string, never> = {};
/** Newest operations each time the tab is opened. */
const useMyLogs = (params: Record<string, unknown>) => useGetMyLogsQuery(params, { refetchOnMountOrArgChange: true });

/** 操作日志 of 个人中心: the signed-in user's own recent operations, paged, read only. */
export function MyLogs() {
  const list = useCrudList({ title: '我的操作日志', initialFilters: noFilters, useList: useMyLogs, rowId: seq, permissions: {} });
  return <CrudTable list={list} columns={columns} rowKey={seq} selectable={false} />;
}
