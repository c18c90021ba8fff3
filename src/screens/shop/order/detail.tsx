import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useOrderDetailQuery, useOrderStepsQuery, type Order, type OrderSteps } from '@/entities/order/order';
import { ACTION_LABELS } from '@/entities/order/orderState';
import { useShownPage, usePageParams } from '@/features/navigation/PageContext';
import { viewClosed } from '@/features/tabs/slice';
import { useTabTitle } from '@/features/tabs/UnsavedChanges';
import { errorMessage } from '@/shared/ui/errorMessage';
import { basicFacts, Facts, feeFacts, LinesTable, LogTable, receiverFacts, Section } from './DetailSections';
import { OrderActionDialog, type OpenAction } from './OrderActionDialog';
import { useOrderActions } from './OrderActionMenu';
import { OrderStateCell } from './orderColumns';
import { TraceDialog } from './TraceDialog';

/** The list's address (section 1: 订单 at `/order/order`). */
const LIST_PATH = '/order/order';

/** Section 11.7's steps: the normal way, or the refund's once one was asked for. */
function steps(order: Order, times: OrderSteps | undefined): { labels: [string, string][]; active: number } {
  if (order.refundStatus === 0) {
    return {
      labels: [
        ['用户下单', times?.created ?? ''],
        ['待发货', times?.paid ?? ''],
        ['待收货', times?.shipped ?? ''],
        ['待评价', times?.received ?? ''],
        ['已完成', times?.finished ?? ''],
      ],
      active: times?.size ?? 0,
    };
  }
  return {
    labels: [
      ['用户下单', times?.created ?? ''],
      ['用户申请退款', times?.refundAsked ?? ''],
      ['退款申请通过', times?.refunded ?? ''],
    ],
    active: order.refundStatus + 1,
  };
}

function OrderDetail({ order, times }: { order: Order; times: OrderSteps | undefined }) {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const page = useShownPage();
  const [open, setOpen] = useState<OpenAction | null>(null);
  const [tracing, setTracing] = useState(false);
  const actions = useOrderActions(order).filter((action): action is OpenAction['action'] => action !== 'detail');
  const traceable = order.shippingType === 1 && order.deliveryId !== '' && order.deliverySn !== '';
  const { labels, active } = steps(order, times);
  // A deleted order has no page left: its tab closes and the list shows.
  const done = (action: OpenAction['action']) => {
    if (action !== 'remove') return;
    if (page) dispatch(viewClosed(page.path));
    void navigate(LIST_PATH);
  };
  return (
    <>
      <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }} aria-label="订单进度">
        {labels.map(([label, time]) => (
          <Step key={label}>
            <StepLabel optional={time ? <Typography variant="caption">{time}</Typography> : undefined}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Section title="当前订单状态">
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Box role="status" sx={{ display: 'flex', gap: 0.5 }} aria-label="订单状态">
            <span>当前订单状态：</span>
            <OrderStateCell order={order} />
          </Box>
          {actions.map((action) => (
            <Button key={action} size="small" variant="outlined" color={action === 'remove' ? 'error' : 'primary'} onClick={() => setOpen({ action, order })}>
              {ACTION_LABELS[action]}
            </Button>
          ))}
          {traceable ? (
            <Button size="small" variant="outlined" onClick={() => setTracing(true)}>
              订单跟踪
            </Button>
          ) : null}
        </Box>
      </Section>
      <Section title="基本信息">
        <Facts items={basicFacts(order)} />
      </Section>
      <Section title="收货人信息">
        <Facts items={receiverFacts(order)} />
      </Section>
      <Section title="商品信息">
        <LinesTable order={order} />
      </Section>
      <Section title="费用信息">
        <Facts items={feeFacts(order)} />
      </Section>
      <Section title="操作信息">
        <LogTable order={order} />
      </Section>
      {open ? <OrderActionDialog open={open} onClose={() => setOpen(null)} onDone={done} /> : null}
      {tracing ? <TraceDialog order={order} onClose={() => setTracing(false)} /> : null}
    </>
  );
}

/**
 * 订单详情 (`shop/order/detail` at `/order/detail/:id`, section 11.7): a tab per order,
 * named by its number; the steps, the state with the same actions as the list (and
 * 订单跟踪 once shipped), 基本信息, 收货人信息, 商品信息, 费用信息 and 操作信息. Every
 * action reads the order again, accepted or refused.
 */
export default function OrderDetailPage() {
  const { id: param } = usePageParams();
  const id = Number(param);
  const valid = Number.isSafeInteger(id) && id > 0;
  const detail = useOrderDetailQuery(id, { skip: !valid });
  const times = useOrderStepsQuery(id, { skip: !valid });
  const order = detail.data && detail.data.id === id ? detail.data : undefined;
  useTabTitle(order ? `订单详情 ${order.orderId}` : undefined);
  return (
    <Paper component="section" aria-label="订单详情" sx={{ p: 2, minWidth: 0 }}>
      {detail.isFetching ? <LinearProgress aria-label="订单详情加载中" sx={{ mb: 1 }} /> : null}
      {!valid ? <Alert severity="error">订单不存在</Alert> : null}
      {valid && detail.isError && !detail.isFetching ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
              重试
            </Button>
          }
        >
          {errorMessage(detail.error, '订单详情加载失败')}
        </Alert>
      ) : null}
      {order && !detail.isError ? <OrderDetail order={order} times={times.data} /> : null}
    </Paper>
  );
}
