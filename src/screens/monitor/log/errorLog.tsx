import { useState } from 'react';
import Button from '@mui/material/Button';
import { errorLogs, LOG_PERMISSIONS } from '@/entities/log/log';
import { usePermission } from '@/features/permission/usePermission';
import { ErrorDetailDialog } from './ErrorDetailDialog';
import { created, f, LogList } from './LogList';

/** 异常日志 (`monitor/log/errorLog`): what failed on the server; 查看详情 shows the stack. */
export default function ErrorLogPage() {
  const mayRead = usePermission()(LOG_PERMISSIONS.detail);
  const [shown, setShown] = useState<number | null>(null);
  const detail = f.custom('exception', '异常详情', {
    column: mayRead,
    render: (row) => (
      <Button size="small" aria-label={`查看详情 ${errorLogs.labelOf(row)}`} onClick={() => setShown(row.id)}>
        查看详情
      </Button>
    ),
  });
  return (
    <>
      <LogList kind="error" fields={[created, detail]} />
      {shown !== null ? <ErrorDetailDialog id={shown} onClose={() => setShown(null)} /> : null}
    </>
  );
}
