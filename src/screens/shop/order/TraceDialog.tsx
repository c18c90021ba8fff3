import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useOrderTracesQuery, type Order } from '@/entities/order/order';
import { errorMessage } from '@/shared/ui/errorMessage';

/** 订单跟踪: 快递鸟's traces, newest first, or the server's reason (the embedded server's 物流查询未配置). */
export function TraceDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const traces = useOrderTracesQuery({ id: order.id, deliverySn: order.deliverySn, deliveryId: order.deliveryId });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="order-trace-title">
      <DialogTitle id="order-trace-title">订单跟踪</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 1 }}>{`${order.deliveryName} ${order.deliveryId}`}</Typography>
        {traces.isFetching ? <LinearProgress aria-label="物流信息加载中" /> : null}
        {traces.isError && !traces.isFetching ? <Alert severity="warning">{errorMessage(traces.error, '物流信息加载失败')}</Alert> : null}
        {traces.data && !traces.isError ? (
          traces.data.length === 0 ? (
            <Typography color="text.secondary">暂无物流信息</Typography>
          ) : (
            <Stepper orientation="vertical" activeStep={-1}>
              {traces.data.map((trace, index) => (
                <Step key={index} active expanded>
                  <StepLabel>{trace.station}</StepLabel>
                  <StepContent>
                    <Typography variant="caption">{trace.time}</Typography>
                  </StepContent>
                </Step>
              ))}
            </Stepper>
          )
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}
