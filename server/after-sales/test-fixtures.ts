/** 售后 applications in every state for tests (not a test file), made through the flow itself. */
import type { Db } from '../db/connection';
import { orderIn } from '../orders/test-fixtures';
import { OrderTransitions } from '../orders/transitions';
import { AfterSalesFlow } from './flow';

export type SalesStateName = 'pending' | 'approved' | 'shipped' | 'paid' | 'refused';

/** An application on a fresh paid order, moved to `state`; returnGoods: 退货退款 (else 仅退款). */
export function application(db: Db, state: SalesStateName, at: number, returnGoods = true) {
  const flow = new AfterSalesFlow(db, new OrderTransitions(db));
  const order = orderIn(db, 'shipped', at);
  return db.transaction(() => {
    const id = flow.apply({ orderCode: order.orderId, serviceType: returnGoods ? 1 : 0, reasons: '不想要了', explains: '<img src=x onerror=alert(1)>', explainImg: '' }, at, '用户操作');
    const check = { salesId: id, orderCode: order.orderId, consignee: '王五', phoneNumber: '13800000000', address: '上海市 1号' };
    if (state === 'refused') flow.check({ ...check, approvalStatus: 1 }, at, 'admin');
    if (state === 'approved' || state === 'shipped' || state === 'paid') flow.check({ ...check, approvalStatus: 0 }, at, 'admin');
    // 仅退款 is paid out by its approval; 退货退款 waits for the parcel and 打款.
    if (returnGoods && (state === 'shipped' || state === 'paid')) flow.parcel({ id, shipperCode: 'SF', deliveryName: '顺丰速运', deliverySn: 'SF100' }, at, '用户操作');
    if (returnGoods && state === 'paid') flow.makeMoney(id, order.orderId, at, 'admin');
    return { id, order };
  })();
}
