import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

interface TableStatusRowProps {
  /** Columns the row spans. */
  width: number;
  failed: boolean;
  onRetry: () => void;
}

/** The one row of a table with no rows: 暂无数据, or 加载失败 with 重试 when the list's call failed. */
export function TableStatusRow({ width, failed, onRetry }: TableStatusRowProps) {
  return (
    <TableRow>
      <TableCell colSpan={width} align="center" sx={{ color: 'text.secondary', py: 3 }}>
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
