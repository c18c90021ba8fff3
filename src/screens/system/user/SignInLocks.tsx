import { useState } from 'react';
import { useDispatch } from 'react-redux';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import { notify } from '@/features/notifications/notificationsSlice';
import { errorMessage } from '@/shared/ui/errorMessage';
import { useClearSignInLockMutation, useSignInLocksQuery, type SignInLock } from './lockApi';

/** The list of locks, fetched while the dialog is open. */
function LockList({ onClear, clearing }: { onClear: (lock: SignInLock) => void; clearing: boolean }) {
  const { data, error, isFetching, refetch } = useSignInLocksQuery(undefined, { refetchOnMountOrArgChange: true });
  if (error) {
    return (
      <Alert severity="error" action={<Button size="small" onClick={() => void refetch()}>重试</Button>}>
        登录锁定加载失败：{errorMessage(error)}
      </Alert>
    );
  }
  if (!data) return isFetching ? <Alert severity="info">加载中…</Alert> : null;
  if (data.content.length === 0) return <Alert severity="success">当前没有被锁定的登录</Alert>;
  return (
    <Table size="small" aria-label="登录锁定列表">
      <TableHead>
        <TableRow>
          <TableCell>用户名</TableCell>
          <TableCell>登录地址</TableCell>
          <TableCell>连续锁定</TableCell>
          <TableCell>解锁时间</TableCell>
          <TableCell align="center">操作</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.content.map((lock) => (
          <TableRow key={`${lock.username}@${lock.address}`}>
            <TableCell sx={{ wordBreak: 'break-all' }}>{lock.username}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{lock.address}</TableCell>
            <TableCell>{lock.strikes} 次</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{lock.lockedUntil}</TableCell>
            <TableCell align="center">
              <Button size="small" disabled={clearing} onClick={() => onClear(lock)} aria-label={`解除 ${lock.username} 在 ${lock.address} 的锁定`}>
                解除
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * 登录锁定 of 用户管理 (issue 17): who is locked out of signing in from where, after
 * wrong passwords, with 解除 per lock. For operators who may edit users.
 */
export function SignInLocks() {
  const dispatch = useDispatch();
  const [open, setOpen] = useState(false);
  const [clear, clearState] = useClearSignInLockMutation();

  const clearLock = async (lock: SignInLock) => {
    try {
      await clear({ username: lock.username, address: lock.address }).unwrap();
    } catch {
      // The console's one error presenter has shown the server's message.
      return;
    }
    dispatch(notify({ message: '解除成功', severity: 'success' }));
  };

  return (
    <>
      <Button variant="outlined" size="small" startIcon={<LockOpenRounded />} onClick={() => setOpen(true)}>
        登录锁定
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby="sign-in-locks-title">
        <DialogTitle id="sign-in-locks-title" sx={{ fontSize: 18 }}>
          登录锁定
        </DialogTitle>
        <DialogContent>{open ? <LockList clearing={clearState.isLoading} onClear={(lock) => void clearLock(lock)} /> : null}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="outlined" onClick={() => setOpen(false)}>
            关闭
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
