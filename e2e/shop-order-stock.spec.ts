import { expect, isolated as test, notification, openFromMenu, signIn, tokenOf } from './fixtures';
import { chooseOrderAction, orderRow, ordersOf, searchOrder, stockInGoods } from './orders';

/*
 * Issue 25: a partial refund gives its products' stock back, as 商品管理 shows it.
 *
 * On a server of its own (shared with shop-after-sales.spec.ts, whose payout gives stock
 * back too): the test reads seeded products' stock exactly, and on the shared server a
 * refund of another order holding the same product (another test's, or this one's in a
 * repeated run) could land between its two readings. A worker runs its tests one after
 * another, so nothing else changes its server's stock meanwhile.
 */
test.use({ serverKey: 'refunds' });

test('refunds part of a paid order: it is 已退款, and 商品管理 shows its products’ stock back up', async ({ page }) => {
  await signIn(page);
  const token = await tokenOf(page.context());
  const order = (await ordersOf(page, '4'))[0]!;
  const detail = (await (await page.request.get(`/api/getStoreOrderDetail/${order.id}`, { headers: { Authorization: token } })).json()) as {
    cartInfoList: { cartInfoMap: { cartNum: number; productInfo: { storeName: string } } }[];
  };
  // What the refund gives back, per product as 商品管理 names it (an order may hold two SKUs of one product).
  const returned = new Map<string, number>();
  for (const { cartInfoMap: line } of detail.cartInfoList) returned.set(line.productInfo.storeName, (returned.get(line.productInfo.storeName) ?? 0) + line.cartNum);
  expect(returned.size).toBeGreaterThan(0);
  const before = new Map<string, number>();
  for (const name of returned.keys()) before.set(name, await stockInGoods(page, name));

  await openFromMenu(page, '订单管理', '订单');
  await searchOrder(page, order.orderId);
  await chooseOrderAction(page, order.orderId, '立即退款');
  const dialog = page.getByRole('dialog', { name: '退款' });
  await dialog.getByRole('textbox', { name: '退款金额' }).fill('0.01');
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(notification(page, '操作成功')).toBeVisible();
  await expect(orderRow(page, order.orderId).getByText('已退款')).toBeVisible();

  for (const [name, count] of returned) expect(await stockInGoods(page, name), `库存 of ${name}`).toBe(before.get(name)! + count);
});
