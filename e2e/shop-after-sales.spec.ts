import type { Page } from '@playwright/test';
import { expect, isolated as test, notification, openFromMenu, pageErrors, signIn, tokenOf } from './fixtures';
import { orderRow, ordersOf, searchOrder } from './orders';

/*
 * Issue 25, 售后 (`shop/afterSeals/index`) against the embedded server's demo shop. The
 * buyer's steps (applying, shipping the goods back) belong to the shop's app, which this
 * console is not: the test makes them through the server's calls for them (`POST` and `PUT
 * api/yxStoreAfterSales`, CONTRACT-SHOP 6), and the operator's steps through the screen.
 *
 * On a server of its own (shared with the stock test of shop-order.spec.ts): the payout
 * gives stock back, which the shared server's specs must not see change under them, and a
 * worker runs its tests one after another, so each takes an order nobody else is moving.
 */
test.use({ serverKey: 'refunds' });

interface WireSales {
  id: number;
  orderCode: string;
  serviceType: number;
  state: number;
  salesState: number;
  reasons: string;
}

/** The applications of one order as the server lists them (section 6). */
async function applicationsOf(page: Page, orderCode: string): Promise<WireSales[]> {
  const token = await tokenOf(page.context());
  const answer = await page.request.get('/api/yxStoreAfterSales/sales/List', { headers: { Authorization: token }, params: { page: 0, size: 10, orderCode } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { content: WireSales[] }).content;
}

const table = (page: Page) => page.getByRole('table', { name: '售后列表' });
const rowOf = (page: Page, orderCode: string) => table(page).getByRole('row').filter({ has: page.getByText(orderCode, { exact: true }) });

async function search(page: Page, orderCode: string) {
  await page.getByRole('textbox', { name: '订单号' }).fill(orderCode);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(rowOf(page, orderCode)).toHaveCount(1);
}

test('approves a 退货退款 application with a return address, and after the buyer ships it back pays it out: 退款成功, the order 已退款', async ({ page }) => {
  const errors = pageErrors(page);
  await signIn(page);
  const token = await tokenOf(page.context());

  // The buyer asks to return a shipped order, with a reason that looks like markup.
  const order = (await ordersOf(page, '2'))[0]!;
  const reason = '<b>尺码不合适</b><img src=x onerror="document.title=1">';
  const applied = await page.request.post('/api/yxStoreAfterSales', {
    headers: { Authorization: token },
    data: { orderCode: order.orderId, serviceType: 1, reasons: reason, explains: '包装完好，未穿过', explainImg: '' },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const application = (await applicationsOf(page, order.orderId)).find((s) => s.state === 0 && s.salesState === 0 && s.serviceType === 1);
  expect(application, 'a 退货退款 application waiting for review').toBeDefined();
  expect(application!.reasons).toBe(reason);

  await openFromMenu(page, '订单管理', '售后');
  await search(page, order.orderId);
  const row = rowOf(page, order.orderId);
  await expect(row).toContainText('退货退款');
  await expect(row).toContainText('等待审核');
  await expect(row.getByRole('button', { name: `退款 ${order.orderId}` })).toHaveCount(0);

  // 审核: the buyer's reason as text, then 通过 with the return address.
  await row.getByRole('button', { name: `审核 ${order.orderId}` }).click();
  const dialog = page.getByRole('dialog', { name: '售后审核' });
  const facts = dialog.getByRole('definition');
  await expect(facts.filter({ hasText: '尺码不合适' })).toHaveText(reason);
  await expect(dialog.locator('b, img[src="x"]')).toHaveCount(0);
  await expect(dialog).toContainText('该订单为退货退款，请输入退货地址：');
  const address = dialog.getByRole('group', { name: '退货地址' });
  await address.getByRole('textbox', { name: '收货人' }).fill('售后仓');
  await address.getByRole('textbox', { name: '手机号' }).fill('13900001111');
  await address.getByRole('textbox', { name: '地址' }).fill('浙江省 杭州市 余杭区 文一西路 1 号');
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(notification(page, '审核成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('等待用户发货');
  await expect(row.getByRole('button', { name: `审核 ${order.orderId}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `退款 ${order.orderId}` })).toHaveCount(0);

  // The buyer sends the goods back and enters the parcel in the app.
  const parcel = `YT${Date.now()}`;
  const shipped = await page.request.put('/api/yxStoreAfterSales', { headers: { Authorization: token }, data: { id: application!.id, shipperCode: 'YTO', deliveryName: '圆通速递', deliverySn: parcel } });
  expect(shipped.status(), await shipped.text()).toBe(204);

  await page.reload();
  await search(page, order.orderId);
  await expect(row).toContainText('用户已发货');
  await row.getByRole('button', { name: `订单详情 ${order.orderId}` }).click();
  const details = page.getByRole('dialog', { name: '订单详情' });
  await expect(details).toContainText('售后仓 13900001111 浙江省 杭州市 余杭区 文一西路 1 号');
  await expect(details).toContainText(parcel);
  await details.getByRole('button', { name: '关闭' }).click();

  // 退款 (打款).
  await row.getByRole('button', { name: `退款 ${order.orderId}` }).click();
  const refund = page.getByRole('dialog', { name: '退款' });
  await expect(refund).toContainText(`是否给订单号：${order.orderId} 确认退款？`);
  await refund.getByRole('button', { name: '确 定' }).click();
  await expect(notification(page, '提交退款成功！')).toBeVisible();
  await expect(refund).toBeHidden();

  await page.reload();
  await search(page, order.orderId);
  await expect(row).toContainText('退款成功');
  await expect(row.getByRole('button', { name: `退款 ${order.orderId}` })).toHaveCount(0);

  // The order is refunded: under 已退款 in 订单, and so in its 订单详情.
  await openFromMenu(page, '订单管理', '订单');
  await page.getByRole('tab', { name: /^已退款/ }).click();
  await searchOrder(page, order.orderId);
  await expect(orderRow(page, order.orderId)).toContainText('已退款');
  await orderRow(page, order.orderId).getByRole('button', { name: `订单详情 ${order.orderId}` }).click();
  await expect(page.getByRole('status', { name: '订单状态' })).toHaveText('当前订单状态：已退款');
  expect(errors).toEqual([]);
});
