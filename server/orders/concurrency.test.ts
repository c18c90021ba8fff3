/**
 * Two operators acting on the same orders at once, for real: two server processes on one
 * SQLite file (two connections, two event loops), every order shipped (then refunded)
 * through both at the same moment, and 售后 applications paid out (打款) the same way.
 * Each transition's UPDATE checks the state it starts from, so exactly one of each pair
 * succeeds and the other is refused; stock and balance move once.
 */
import { twoOperators } from '../testing/two-operators';
import { application } from '../after-sales/test-fixtures';
import { balanceOf, logOf, orderIn, stockOf } from './test-fixtures';

jest.setTimeout(120_000);

const ops = twoOperators();
const { both } = ops;

const ORDERS = 15;

it('concurrent 发货 and concurrent 退款 of each order: one success and one refusal, stock and balance change once', async () => {
  const orders = Array.from({ length: ORDERS }, (_, i) => orderIn(ops.db, 'toShip', Date.now() + i));
  const shipped = await Promise.all(orders.map((o) => both('/api/yxStoreOrder', 'PUT', { orderId: o.orderId, deliveryName: '顺丰速运', deliveryId: `SF${o.id}` })));
  for (const [i, pair] of shipped.entries()) {
    expect(pair.map((r) => r.status).sort()).toEqual([204, 400]);
    expect(pair.find((r) => r.status === 400)!.body.message).toBe('订单状态错误');
    expect(logOf(ops.db, orders[i]!.id).filter((l) => l.type === 'delivery_goods')).toHaveLength(1);
  }

  const stock = stockOf(ops.db);
  const money = balanceOf(ops.db).money;
  const refundBills = ops.db.prepare("SELECT COUNT(*) FROM yx_user_bill WHERE title = '商品退款'").pluck();
  const billsBefore = refundBills.get() as number;
  const refunded = await Promise.all(orders.map((o) => both('/api/yxStoreOrder/refund', 'POST', { orderId: o.orderId, payPrice: '2.01' })));
  for (const [i, pair] of refunded.entries()) {
    expect(pair.map((r) => r.status).sort()).toEqual([204, 400]);
    expect(pair.find((r) => r.status === 400)!.body.message).toBe('订单状态错误');
    expect(logOf(ops.db, orders[i]!.id).filter((l) => l.type === 'refund_price_success')).toHaveLength(1);
  }
  // Each order (1 × product 37, 2 × product 34) returned its stock exactly once.
  const after = stockOf(ops.db) as Record<string, { stock: number; sales: number }>;
  const was = stock as Record<string, { stock: number; sales: number }>;
  expect(after.product37!.stock - was.product37!.stock).toBe(ORDERS);
  expect(after.sku34!.stock - was.sku34!.stock).toBe(2 * ORDERS);
  expect(balanceOf(ops.db).money - money).toBe(201 * ORDERS);
  // One 商品退款 bill per order, beside the demo members' own bills.
  expect(refundBills.get()).toBe(billsBefore + ORDERS);
});

it('concurrent 打款 of each 售后 application: one success and one 售后状态错误, the refund paid once', async () => {
  const applications = Array.from({ length: ORDERS }, (_, i) => application(ops.db, 'shipped', Date.now() + i));
  const money = balanceOf(ops.db).money;
  const bills = ops.db.prepare("SELECT COUNT(*) FROM yx_user_bill WHERE title = '商品退款'").pluck();
  const billsBefore = bills.get() as number;
  const paid = await Promise.all(applications.map((a) => both(`/api/yxStoreAfterSales/makeMoney?salesId=${a.id}&orderCode=${a.order.orderId}`, 'POST', undefined)));
  for (const [i, pair] of paid.entries()) {
    expect(pair.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(pair.find((r) => r.status === 400)!.body.message).toBe('售后状态错误');
    expect(logOf(ops.db, applications[i]!.order.id).filter((l) => l.type === 'refund_price_success')).toHaveLength(1);
  }
  expect(balanceOf(ops.db).money - money).toBe(201 * ORDERS);
  expect((bills.get() as number) - billsBefore).toBe(ORDERS);
});
