import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/** 编辑 / 删除 of a row, each shown only with its permission. */
export function RowActions({ canEdit, canDelete, onEdit, onDelete }: { canEdit: boolean; canDelete: boolean; onEdit: () => void; onDelete: () => void }) {
  return (
    // A click here is not a click on the row (which may select it).
    <TableCell align="center" sx={{ whiteSpace: 'nowrap' }} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {canEdit ? (
        <Button size="small" onClick={onEdit}>
          编辑
        </Button>
      ) : null}
      {canDelete ? (
        <Button size="small" color="error" onClick={onDelete}>
          删除
        </Button>
      ) : null}
    </TableCell>
  );
}

/** The row of an empty table: 暂无数据, or 加载失败 with 重试 when the list could not load. */
export function EmptyRow({ columns, failed, onRetry }: { columns: number; failed: boolean; onRetry: () => void }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} align="center" sx={{ color: 'text.secondary', py: 3 }}>
        {failed ? (
          <>
            加载失败{' '}
            <Button size="small" onClick={onRetry}>
              重试
            </Button>
          </>
        ) : (
          '暂无数据'
        )}
      </TableCell>
    </TableRow>
  );
}
