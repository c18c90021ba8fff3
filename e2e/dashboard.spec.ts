import type { Page } from '@playwright/test';
import { admin, expect, isolated, pageErrors, signIn, tabBar, tokenOf } from './fixtures';

/*
 * Issue 34, 首页 against the embedded server (its own, as the test ships and adds orders):
 * the figures are the server's, 待发货 opens 未发货 with the same count, and the page
 * follows the shop at its next refresh (the page's clock is Playwright's, moved a minute
 * at a time instead of waiting).
 */

async function serverGet<T>(page: Page, url: string): Promise<T> {
  const answer = await page.request.get(url, { headers: { Authorization: await tokenOf(page.context()) } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as T;
}

const toShipCount = async (page: Page) => (await serverGet<{ totalElements: number }>(page, '/api/yxStoreOrder?page=0&size=1&orderStatus=1&orderType=0')).totalElements;

isolated('首页 shows the server’s figures, its next refresh follows a shipment and a new paid order, 待发货 opens 未发货, and back on 首页 the refreshes go on', async ({ page }, testInfo) => {
  // Its own server starts inside the test, and three refreshes are waited for.
  testInfo.setTimeout(150_000);
  const errors = pageErrors(page);
  await page.clock.install();
  await signIn(page, admin, '/dashboard');
  const figures = await serverGet<Record<string, number>>(page, '/api/data/count');
  const totals = page.getByRole('list', { name: '总计' });
  await expect(totals.getByRole('link', { name: `订单总数 ${figures.orderCount}` })).toBeVisible();
  await expect(totals.getByRole('link', { name: `商品总数 ${figures.goodsCount}` })).toBeVisible();
  // 会员 is a page now, so its figure is a link too (and may equal another figure).
  await expect(totals.getByRole('link', { name: `会员总数 ${figures.userCount}` })).toBeVisible();
  const periods = page.getByRole('list', { name: '订单与成交额' });
  await expect(periods.getByRole('link', { name: new RegExp(`^今日订单 ${figures.todayCount} 单 成交额 ¥${(figures.todayPrice ?? 0).toFixed(2)}$`) })).toBeVisible();
  await expect(periods.getByRole('link', { name: new RegExp(`^本月订单 ${figures.monthCount} 单`) })).toBeVisible();

  const todos = page.getByRole('list', { name: '待办事项' });
  const waiting = await toShipCount(page);
  await expect(todos.getByRole('link', { name: `待发货 ${waiting}` })).toBeVisible();

  // Shipping one lowers 待发货 at the page's next refresh.
  const [order] = (await serverGet<{ content: Array<{ orderId: string }> }>(page, '/api/yxStoreOrder?page=0&size=1&orderStatus=1&orderType=1')).content;
  const shipped = await page.request.put('/api/yxStoreOrder', { headers: { Authorization: await tokenOf(page.context()) }, data: { orderId: order!.orderId, deliveryType: 'fictitious' } });
  expect(shipped.status(), await shipped.text()).toBe(204);
  await page.clock.fastForward(61_000);
  await expect(todos.getByRole('link', { name: `待发货 ${waiting - 1}` })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '个新订单待发货' })).toHaveCount(0);

  // A buyer pays (test mode stands in for the shop app): one notice at the next refresh.
  expect((await page.request.post('/__test__/orders/paid')).status()).toBe(201);
  await page.clock.fastForward(61_000);
  const notice = page.getByRole('alert').filter({ hasText: '有 1 个新订单待发货' });
  await expect(notice).toBeVisible();
  await expect(todos.getByRole('link', { name: `待发货 ${waiting}` })).toBeVisible();

  // 待发货 opens 未发货 with the same count.
  await todos.getByRole('link', { name: `待发货 ${waiting}` }).click();
  await expect(page).toHaveURL(/\/order\/order\?orderStatus=1&orderType=0$/);
  await expect(page.getByRole('tab', { name: `未发货 (${waiting})`, selected: true })).toBeVisible();

  // Back on 首页 (opened again: it is not cached), the page goes on refreshing: an order
  // paid now is counted and announced at a following refresh. The page's minute starts
  // when its effects have run after the switch, so the clock moves a minute at a time.
  await tabBar(page).getByRole('link', { name: /首页/ }).click();
  await expect(todos.getByRole('link', { name: `待发货 ${waiting}` })).toBeVisible();
  await page.clock.fastForward(10_000);
  await expect(notice).toHaveCount(0);
  expect((await page.request.post('/__test__/orders/paid')).status()).toBe(201);
  await expect(async () => {
    await page.clock.fastForward(61_000);
    await expect(todos.getByRole('link', { name: `待发货 ${waiting + 1}` })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(notice).toBeVisible();
  expect(errors).toEqual([]);
});
