import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { usePayAfterSalesMutation, type AfterSales } from '@/entities/afterSales/afterSales';
import { notify } from '@/features/notifications/notificationsSlice';
import { errorMessage } from '@/shared/ui/errorMessage';

/**
 * 退款 (打款) once the buyer has shipped the return (CONTRACT-SHOP.md 11.9): asks, then
 * `makeMoney`. An empty 200 is a success (yshop's console said 提交退款失败！ there, 10.13).
 * A refusal keeps the dialog with the server's message and 确 定 goes once the refetched row
 * no longer allows the payout.
 */
export function RefundDialog({ row, allowed, onClose }: { row: AfterSales; allowed: boolean; onClose: () => void }) {
  const titleId = useId();
  const dispatch = useDispatch();
  const [pay, { isLoading }] = usePayAfterSalesMutation();
  const [serverError, setServerError] = useState<string | undefined>();
  const confirm = async () => {
    setServerError(undefined);
    try {
      await pay({ salesId: row.id, orderCode: row.orderCode }).unwrap();
    } catch (error) {
      setServerError(errorMessage(error));
      return;
    }
    dispatch(notify({ message: '提交退款成功！', severity: 'success' }));
    onClose();
  };
  return (
    <Dialog open onClose={() => (isLoading ? undefined : onClose())} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontSize: 18 }}>
        退款
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {serverError ? <Alert severity="error">{serverError}</Alert> : null}
        <Typography variant="body2">{`是否给订单号：${row.orderCode} 确认退款？`}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" disabled={isLoading} onClick={onClose}>
          取 消
        </Button>
        {allowed ? (
          <Button variant="contained" loading={isLoading} onClick={() => void confirm()}>
            确 定
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
