import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useErrorLogDetailQuery } from '@/entities/log/log';

/**
 * 异常详情: the stack of one error row (`GET api/logs/error/{id}`) in a monospaced block
 * that scrolls both ways. A stack is shown as text: markup in it (a `<script>` a caller
 * sent) stays visible characters.
 */
export function ErrorDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useErrorLogDetailQuery(id, { refetchOnMountOrArgChange: true });
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="error-detail-title">
      <DialogTitle id="error-detail-title">异常详情</DialogTitle>
      <DialogContent dividers>
        {detail.isFetching ? <LinearProgress aria-label="异常详情加载中" /> : null}
        {detail.isError && !detail.isFetching ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
                重试
              </Button>
            }
          >
            异常详情加载失败
          </Alert>
        ) : null}
        {detail.data && !detail.isError ? (
          <Box
            component="pre"
            aria-label="异常堆栈"
            tabIndex={0}
            sx={{ m: 0, p: 1.5, fontFamily: 'monospace', fontSize: 12, lineHeight: 1.5, whiteSpace: 'pre', overflow: 'auto', maxHeight: '60vh', bgcolor: 'action.hover', borderRadius: 1 }}
          >
            {detail.data.exception || '（无异常详情）'}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}
