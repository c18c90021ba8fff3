import { editor, expect, signIn, test, unfold } from './fixtures';
import type { Page } from '@playwright/test';

/* Issue 6, 字典管理 against the real embedded server and its seeded dictionaries. */

async function openDictScreen(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await unfold(nav, '系统管理');
  await nav.getByRole('link', { name: '字典管理' }).click();
  await expect(page.getByRole('navigation', { name: '面包屑' })).toHaveText('首页/系统管理/字典管理');
}

async function openOrderStatus(page: Page) {
  await page.getByRole('region', { name: '字典列表' }).getByRole('button', { name: 'order_status', exact: true }).click();
  const details = page.getByRole('region', { name: '字典详情' });
  await expect(details.getByText('所属字典：order_status')).toBeVisible();
  await expect(details.getByRole('cell', { name: '待付款', exact: true })).toBeVisible();
  return details;
}

/** The token the console keeps in the PP-TOEKN cookie (URL-encoded there). */
async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'PP-TOEKN');
  expect(cookie, 'the PP-TOEKN cookie').toBeDefined();
  return decodeURIComponent(cookie?.value ?? '');
}

test('as admin, an entry added to order_status is listed at once, in sort order', async ({ page }) => {
  await signIn(page);
  await openDictScreen(page);
  const details = await openOrderStatus(page);

  const label = `已退款${Date.now().toString(36)}`;
  await details.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增字典详情' });
  await dialog.getByLabel('字典标签').fill(label);
  await dialog.getByLabel('字典值').fill('70');
  await dialog.getByLabel('排序').fill('3');
  const created = page.waitForResponse((response) => response.url().endsWith('/api/dictDetail') && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: '确认' }).click();
  expect((await created).status()).toBe(201);
  await expect(dialog).toBeHidden();

  const row = details.getByRole('row', { name: new RegExp(label) });
  await expect(row).toBeVisible();
  // The first cell holds the row's tick.
  await expect(row.getByRole('cell')).toHaveText(['', label, '70', '3', '编辑删除']);
  // Sort 3 goes after the seeded entries with sort 1 to 3, before sort 4.
  const labels = await details.getByRole('row').locator('td:nth-child(2)').allTextContents();
  expect(labels.indexOf(label)).toBe(labels.indexOf('待收货') + 1);
  await expect(page.getByText('新增成功')).toBeVisible();
});

test('as editor (dict:list only), no add/edit/delete buttons, and a direct POST /api/dictDetail answers 403', async ({ page }) => {
  await signIn(page, editor);
  await openDictScreen(page);
  const details = await openOrderStatus(page);

  await expect(page.getByRole('region', { name: '字典列表' }).getByRole('row')).not.toHaveCount(1);
  for (const name of ['新增', '编辑', '删除']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(details.getByRole('columnheader', { name: '操作' })).toHaveCount(0);

  const token = await tokenOf(page);
  expect(token).toMatch(/^Bearer /);
  const headers = { Authorization: token };
  // The token itself is good: reading entries is allowed to any signed-in user.
  const read = await page.request.get('/api/dictDetail', { headers, params: { dictName: 'order_status', page: 0, size: 9999 } });
  expect(read.status()).toBe(200);
  const { content } = (await read.json()) as { content: { label: string; dict: { id: number } }[] };
  const dictId = content[0]?.dict.id;
  expect(dictId).toEqual(expect.any(Number));

  const label = `不允许${Date.now().toString(36)}`;
  const refused = await page.request.post('/api/dictDetail', { headers, data: { label, value: '99', sort: 1, dict: { id: dictId } } });
  expect(refused.status()).toBe(403);
  const after = await page.request.get('/api/dictDetail', { headers, params: { dictName: 'order_status', page: 0, size: 9999 } });
  expect(((await after.json()) as { content: { label: string }[] }).content.map((d) => d.label)).not.toContain(label);
});

test('at 800 px the screen fits the window: panes stack, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 700 });
  await signIn(page);
  await page.getByRole('button', { name: '展开菜单' }).click();
  await openDictScreen(page);
  const details = await openOrderStatus(page);
  const list = page.getByRole('region', { name: '字典列表' });
  const [listBox, detailsBox] = [await list.boundingBox(), await details.boundingBox()];
  expect(detailsBox!.y).toBeGreaterThanOrEqual(listBox!.y + listBox!.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
  for (const button of [list.getByRole('button', { name: '新增' }), details.getByRole('button', { name: '新增' }), details.getByRole('button', { name: '删除' }).first()]) {
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  await details.getByRole('button', { name: '编辑' }).first().click();
  const dialog = page.getByRole('dialog', { name: '编辑字典详情' });
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(800);
});
