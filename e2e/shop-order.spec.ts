import { editor, expect, notification, openFromMenu, pageErrors, signIn, test, tokenOf } from './fixtures';
import { chooseOrderAction as choose, orderRow as rowOf, ordersOf, searchOrder as search } from './orders';

/*
 * Issue 25, 订单 and 订单详情 against the embedded server and its demo orders (about 300 in
 * every state). Each test takes its orders from the server's own lists, so none depends on
 * another's. The partial refund, which reads its products' stock in 商品管理, is in
 * shop-order-stock.spec.ts, on a server of its own.
 */

test('ships an order from 未发货: it moves to 待收货, and 订单详情 shows its log row', async ({ page }) => {
  const errors = pageErrors(page);
  await signIn(page);
  // The newest order waiting to be shipped (the two-operator test takes the oldest).
  const order = (await ordersOf(page, '1'))[0]!;
  await openFromMenu(page, '订单管理', '订单');
  await page.getByRole('tab', { name: /^未发货/ }).click();
  await search(page, order.orderId);
  await choose(page, order.orderId, '去发货');
  const dialog = page.getByRole('dialog', { name: '去发货' });
  await dialog.getByRole('combobox', { name: '快递公司' }).fill('顺丰');
  await page.getByRole('option', { name: /顺丰/ }).first().click();
  await dialog.getByRole('textbox', { name: '快递单号' }).fill(`SF${Date.now()}`);
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(notification(page, '操作成功')).toBeVisible();
  await expect(rowOf(page, order.orderId)).toHaveCount(0);
  await page.getByRole('tab', { name: /^待收货/ }).click();
  await expect(rowOf(page, order.orderId)).toBeVisible();
  await rowOf(page, order.orderId).getByRole('button', { name: `订单详情 ${order.orderId}` }).click();
  await expect(page.getByRole('status', { name: '订单状态' })).toHaveText('当前订单状态：待收货');
  await expect(page.getByRole('table', { name: '操作信息' }).getByText(/^已发货 快递公司：顺丰/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('changes an unpaid order’s price', async ({ page }) => {
  await signIn(page);
  const order = (await ordersOf(page, '0'))[0]!;
  await openFromMenu(page, '订单管理', '订单');
  await search(page, order.orderId);
  await choose(page, order.orderId, '修改订单');
  const dialog = page.getByRole('dialog', { name: '修改订单' });
  await dialog.getByRole('textbox', { name: '实际支付' }).fill('0.01');
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(notification(page, '修改成功')).toBeVisible();
  await expect(rowOf(page, order.orderId).getByText('0.01', { exact: true })).toBeVisible();
  await page.reload();
  await search(page, order.orderId);
  await expect(rowOf(page, order.orderId).getByText('0.01', { exact: true })).toBeVisible();
});

test('verifies a pickup order with its code', async ({ page }) => {
  await signIn(page);
  const order = (await ordersOf(page, '1', '5'))[0]!;
  await openFromMenu(page, '订单管理', '订单');
  await search(page, order.orderId, '核销订单');
  await choose(page, order.orderId, '订单核销');
  const dialog = page.getByRole('dialog', { name: '订单核销' });
  await expect(dialog.getByRole('textbox', { name: '核销码' })).toHaveValue('');
  await dialog.getByRole('textbox', { name: '核销码' }).fill(order.verifyCode!);
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(notification(page, '操作成功')).toBeVisible();
  await expect(rowOf(page, order.orderId).getByText('待评价')).toBeVisible();
});

test('two operators ship the same order: one succeeds, the other sees the server’s message, shipped once', async ({ browser, page }) => {
  await signIn(page);
  const order = (await ordersOf(page, '1')).at(-1)!;
  const other = await (await browser.newContext()).newPage();
  await signIn(other);
  for (const p of [page, other]) {
    await openFromMenu(p, '订单管理', '订单');
    await search(p, order.orderId);
    await choose(p, order.orderId, '去发货');
    const dialog = p.getByRole('dialog', { name: '去发货' });
    await dialog.getByRole('combobox', { name: '快递公司' }).fill('顺丰');
    await p.getByRole('option', { name: /顺丰/ }).first().click();
    await dialog.getByRole('textbox', { name: '快递单号' }).fill(p === page ? 'A1' : 'B2');
  }
  await page.getByRole('dialog', { name: '去发货' }).getByRole('button', { name: '确认' }).click();
  await expect(notification(page, '操作成功')).toBeVisible();
  await other.getByRole('dialog', { name: '去发货' }).getByRole('button', { name: '确认' }).click();
  await expect(other.getByRole('dialog', { name: '去发货' }).getByText('订单状态错误')).toBeVisible();
  await other.getByRole('dialog', { name: '去发货' }).getByRole('button', { name: '取消' }).click();
  await expect(rowOf(other, order.orderId).getByText('待收货')).toBeVisible();
  const token = await tokenOf(page.context());
  const detail = (await (await page.request.get(`/api/getStoreOrderDetail/${order.id}`, { headers: { Authorization: token } })).json()) as { deliveryId: string; storeOrderStatusList: { changeType: string }[] };
  expect(detail.deliveryId).toBe('A1');
  expect(detail.storeOrderStatusList.filter((entry) => entry.changeType === 'delivery_goods')).toHaveLength(1);
  await other.context().close();
});

test('the editor reads the orders and a detail, and is offered no action; a direct 发货 is refused', async ({ page }) => {
  await signIn(page, editor);
  const order = (await ordersOf(page, '1'))[1]!;
  await openFromMenu(page, '订单管理', '订单');
  await search(page, order.orderId);
  await expect(rowOf(page, order.orderId).getByRole('button', { name: `操作 ${order.orderId}` })).toHaveCount(0);
  await rowOf(page, order.orderId).getByRole('button', { name: `订单详情 ${order.orderId}` }).click();
  await expect(page.getByRole('status', { name: '订单状态' })).toHaveText('当前订单状态：未发货');
  await expect(page.getByRole('region', { name: '当前订单状态' }).getByRole('button')).toHaveCount(0);
  const token = await tokenOf(page.context());
  const refused = await page.request.put('/api/yxStoreOrder', { headers: { Authorization: token }, data: { orderId: order.orderId, deliveryName: '顺丰速运', deliveryId: 'X', deliveryType: 'express' } });
  expect(refused.status()).toBe(403);
});
