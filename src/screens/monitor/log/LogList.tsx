import { useState } from 'react';
import { useDispatch } from 'react-redux';
import Button from '@mui/material/Button';
import DeleteSweepRounded from '@mui/icons-material/DeleteSweepRounded';
import { LOG_PERMISSIONS, logsByKind, useLogsClearMutation, type LogForm, type LogKind, type LogRow } from '@/entities/log/log';
import { notify } from '@/features/notifications/notificationsSlice';
import { usePermission } from '@/features/permission/usePermission';
import { fieldsOf, type Field } from '@/kit/resource/fields';
import { ResourcePage } from '@/kit/resource/ResourcePage';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { LogRowDetails } from './LogRowDetails';

export const f = fieldsOf<LogRow, LogForm>();
/** CONTRACT-SYSTEM.md section 4: the search (free text, then the date range below) and the columns both logs show first. */
const shared = [
  f.text('blurry', '搜索', { column: false, search: { placeholder: '请输入你要搜索的内容' } }),
  f.text('username', '用户名'),
  f.text('requestIp', 'IP'),
  f.text('address', 'IP来源'),
  f.text('description', '描述'),
  f.text('browser', '浏览器'),
];
export const created = f.dateRange('createTime', '创建日期', { search: {} });
const CLEAR_CONFIRM: Readonly<Record<LogKind, string>> = { info: '确认清空所有操作日志吗?', error: '确认清空所有异常日志吗?' };
/** Every write and every failure makes a row: a log shown again is always fetched anew. */
const FRESH = { refetchOnMountOrArgChange: true };

/** 清空 with its confirmation, for holders of the kind's remove permission. */
function ClearLogs({ kind }: { kind: LogKind }) {
  const dispatch = useDispatch();
  const [asked, setAsked] = useState(false);
  const [clearLogs, clearing] = useLogsClearMutation();
  if (!usePermission()(LOG_PERMISSIONS.clear[kind])) return null;
  const clear = async () => {
    setAsked(false);
    // A refusal is shown by the console's one error presenter; the rows stay.
    if (await clearLogs(kind).unwrap().then(() => true, () => false)) dispatch(notify({ message: '删除成功', severity: 'success' }));
  };
  return (
    <>
      <Button variant="contained" size="small" color="error" startIcon={<DeleteSweepRounded />} loading={clearing.isLoading} onClick={() => setAsked(true)}>
        清空
      </Button>
      <ConfirmDialog open={asked} title="提示" warning message={CLEAR_CONFIRM[kind]} onConfirm={() => void clear()} onCancel={() => setAsked(false)} />
    </>
  );
}

/** What 操作日志 and 异常日志 share: the search, 清空, 导出, no ticks, and rows that open to 请求方法 and 请求参数. */
export function LogList({ kind, fields }: { kind: LogKind; fields: readonly Field<LogRow, LogForm>[] }) {
  const logs = logsByKind[kind];
  return (
    <ResourcePage
      resource={logs}
      label={logs.title}
      useList={(params) => logs.useList(params, FRESH)}
      selectable={false}
      fields={[...shared, ...fields]}
      toolbar={<ClearLogs kind={kind} />}
      table={{ expand: (row) => <LogRowDetails row={row} /> }}
    />
  );
}
