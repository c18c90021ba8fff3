import { useDispatch } from 'react-redux';
import { orders, type Order } from '@/entities/order/order';
import type { OrderAction } from '@/entities/order/orderState';
import { notify } from '@/features/notifications/notificationsSlice';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { PriceDialog } from './PriceDialog';
import { RefundDialog } from './RefundDialog';
import { RemarkDialog } from './RemarkDialog';
import { ShipDialog } from './ShipDialog';
import { VerifyDialog } from './VerifyDialog';

/** An action being done on an order (订单详情 is a visit, not a dialog). */
export type OpenAction = { action: Exclude<OrderAction, 'detail'>; order: Order };

/** 删除 after asking; a refusal is shown by the console's error presenter and the list is read again. */
function DeleteOrder({ order, onClose, onDone }: { order: Order; onClose: () => void; onDone: () => void }) {
  const dispatch = useDispatch();
  const [remove] = orders.useDelete();
  const confirm = async () => {
    onClose();
    const removed = await remove([order.id])
      .unwrap()
      .then(() => true, () => false);
    if (!removed) return;
    dispatch(notify({ message: '删除成功', severity: 'success' }));
    onDone();
  };
  return <ConfirmDialog open title="提示" warning message={`确定删除订单 ${order.orderId} 吗？`} onConfirm={() => void confirm()} onCancel={onClose} />;
}

/** The dialog of the action chosen in the list's 操作 menu or on the detail page. */
export function OrderActionDialog({ open, onClose, onDone = () => undefined }: { open: OpenAction; onClose: () => void; onDone?: (action: OpenAction['action']) => void }) {
  const finished = () => {
    onClose();
    onDone(open.action);
  };
  const props = { order: open.order, onClose, onDone: finished };
  switch (open.action) {
    case 'ship':
      return <ShipDialog {...props} change={false} />;
    case 'changeDelivery':
      return <ShipDialog {...props} change />;
    case 'changePrice':
      return <PriceDialog {...props} />;
    case 'remark':
      return <RemarkDialog {...props} />;
    case 'refund':
      return <RefundDialog {...props} />;
    case 'verify':
      return <VerifyDialog {...props} />;
    case 'remove':
      return <DeleteOrder order={open.order} onClose={onClose} onDone={finished} />;
  }
}
