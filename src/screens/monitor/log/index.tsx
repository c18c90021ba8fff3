import { DurationTag } from '@/kit/resource/DurationTag';
import { created, f, LogList } from './LogList';

const fields = [f.custom('time', '请求耗时', { render: (row) => <DurationTag ms={row.time} /> }), created];

/** 操作日志 (`monitor/log/index`): who did what, how long it took, with what parameters. */
export default function InfoLogPage() {
  return <LogList kind="info" fields={fields} />;
}
