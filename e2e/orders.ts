import type { Page } from '@playwright/test';
import { expect, openFromMenu, tokenOf } from './fixtures';

/*
 * What the specs of 订单, 售后 and 商品管理 share (issue 25): the server's own lists, read as a
 * caller would, and the screens' search and row actions as a person uses them.
 */

export interface WireOrder {
  id: number;
  orderId: string;
  payPrice: number | string;
  verifyCode?: string;
  shippingType: number;
}

/** Orders of a tab (section 5.1) as the server lists them, newest first. */
export async function ordersOf(page: Page, orderStatus: string, orderType = '1'): Promise<WireOrder[]> {
  const token = await tokenOf(page.context());
  const answer = await page.request.get('/api/yxStoreOrder', { headers: { Authorization: token }, params: { page: 0, size: 50, orderStatus, orderType } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { content: WireOrder[] }).content;
}

export const orderTable = (page: Page) => page.getByRole('table', { name: '订单列表' });
export const orderRow = (page: Page, orderId: string) => orderTable(page).getByRole('row').filter({ has: page.getByText(orderId, { exact: true }) });

/** 订单's search by order number (and 订单类型), waiting for the order's row. */
export async function searchOrder(page: Page, orderId: string, type = '所有订单'): Promise<void> {
  await page.getByRole('textbox', { name: '搜索内容' }).fill(orderId);
  if (type !== '所有订单') {
    await page.getByRole('combobox', { name: '订单类型' }).click();
    await page.getByRole('option', { name: type }).click();
  }
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(orderRow(page, orderId)).toBeVisible();
}

/** One of the order row's 操作. */
export async function chooseOrderAction(page: Page, orderId: string, action: string): Promise<void> {
  await orderRow(page, orderId).getByRole('button', { name: `操作 ${orderId}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

const goodsTable = (page: Page) => page.getByRole('table', { name: '商品列表' });

/**
 * The 库存 a person reads in 商品管理 > 管理商品 for the product named `name`: opens the
 * screen (its tab, if already open), searches the name and reads the cell under 库存. No
 * reload: a figure kept from before a refund is what the person would see, so it counts.
 */
export async function stockInGoods(page: Page, name: string): Promise<number> {
  await openFromMenu(page, '商品管理', '管理商品');
  await page.getByRole('textbox', { name: '商品名称' }).fill(name);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const row = goodsTable(page).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(goodsTable(page).getByRole('row')).toHaveCount(2);
  const column = (await goodsTable(page).getByRole('columnheader').allInnerTexts()).map((text) => text.trim()).indexOf('库存');
  expect(column, 'the 库存 column').toBeGreaterThanOrEqual(0);
  const text = (await row.getByRole('cell').nth(column).innerText()).trim();
  expect(text, `库存 of ${name}`).toMatch(/^\d+$/);
  return Number(text);
}
