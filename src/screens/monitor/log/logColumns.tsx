import type { CrudColumn } from '../../../kit/crud/CrudTable';
import { DurationTag } from '../../../kit/resource/DurationTag';
import type { LogRow } from './logApi';

/** CONTRACT-SYSTEM.md section 4: the columns both logs show, before 创建日期. */
const shared: CrudColumn<LogRow>[] = [
  { key: 'username', label: '用户名', render: (row) => row.username },
  { key: 'requestIp', label: 'IP', nowrap: true, render: (row) => row.requestIp },
  { key: 'address', label: 'IP来源', render: (row) => row.address },
  { key: 'description', label: '描述', render: (row) => row.description },
  { key: 'browser', label: '浏览器', render: (row) => row.browser },
];
const created: CrudColumn<LogRow> = { key: 'createTime', label: '创建日期', nowrap: true, render: (row) => row.createTime };

/** 操作日志: the shared columns, 请求耗时 as a coloured tag, 创建日期. */
export const infoLogColumns: readonly CrudColumn<LogRow>[] = [...shared, { key: 'time', label: '请求耗时', nowrap: true, render: (row) => <DurationTag ms={row.time} /> }, created];

/** 异常日志: the shared columns, 创建日期, then the screen's 异常详情. */
export function errorLogColumns(detail: CrudColumn<LogRow> | null): CrudColumn<LogRow>[] {
  return detail ? [...shared, created, detail] : [...shared, created];
}
