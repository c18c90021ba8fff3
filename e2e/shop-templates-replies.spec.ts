import type { Page } from '@playwright/test';
import { confirmDelete, editor, expect, notification, openFromMenu, pageErrors, rowWithText, signIn, test, tokenOf, unique } from './fixtures';

/*
 * Issue 24, C1's screens where they meet the products and reviews (goods-s2's server):
 * 运费模板, 评论管理, the refusals that products cause, and the editor's read-only view of
 * all three. Against the embedded server and its seed (CONTRACT-SHOP.md 12: products in
 * 工具 and on 默认全国运费模板, demo reviews); rows made here have unique names, seed rows
 * are only read or refused. 商品分类's own CRUD is in shop-cate.spec.ts.
 */

const cateRow = (page: Page, name: string) => rowWithText(page, '分类列表', name);
const templateRow = (page: Page, name: string) => rowWithText(page, '运费模板列表', name);

test('商品分类: a category with products in it is not deleted, with the server’s message', async ({ page }) => {
  const errors = pageErrors(page);
  await signIn(page);
  await openFromMenu(page, '商品管理', '商品分类');
  await confirmDelete(page, '删除 工具', 400, (u) => u.endsWith('/api/yxStoreCategory/11'));
  await expect(notification(page, '当前分类下有商品不可删除')).toBeVisible();
  await page.reload();
  await expect(cateRow(page, '工具')).toBeVisible();
  expect(errors).toEqual([]);
});

test('运费模板: a template with one province is saved with its cities and exact prices, reopened, and deleted; one in use is refused', async ({ page }, testInfo) => {
  const errors = pageErrors(page);
  await signIn(page);
  await openFromMenu(page, '商品管理', '运费模板');
  await expect(templateRow(page, '默认全国运费模板')).toBeVisible();
  const name = `河南${unique(testInfo.workerIndex)}`;

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增运费模板' });
  await dialog.getByRole('textbox', { name: '模板名称' }).fill(name);
  await dialog.getByRole('button', { name: '单独添加配送区域' }).click();
  const picker = page.getByRole('dialog', { name: '选择城市' });
  const henan = picker.getByRole('checkbox', { name: '河南省', exact: true });
  await henan.check();
  await expect(picker.getByText(/^\((\d+)\/\1\)$/)).toHaveCount(1);
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
  await dialog.getByRole('textbox', { name: '河南省 运费' }).fill('3.5');
  await dialog.getByRole('textbox', { name: '河南省 续费' }).fill('0.1');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/yxShippingTemplates/save/0'));
  await dialog.getByRole('button', { name: '立即提交' }).click();
  expect((await saved).status()).toBe(201);
  await expect(notification(page, '新增成功')).toBeVisible();
  await expect(templateRow(page, name).getByRole('cell')).toHaveText(['', /^\d+$/, name, '按件数', '关闭', /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/, '0', '编辑删除']);

  // What the server keeps: 河南省 with every one of its cities, the prices as typed.
  const token = await tokenOf(page.context());
  const cities = (await (await page.request.get('/api/yxShippingTemplates/citys', { headers: { Authorization: token } })).json()) as { city_id: number; name: string; children: unknown[] }[];
  const henanCities = cities.find((province) => province.name === '河南省')!.children.length;
  const list = (await (await page.request.get('/api/yxShippingTemplates', { headers: { Authorization: token }, params: { page: 0, size: 100 } })).json()) as { content: { name: string; regionInfo: string }[] };
  const regions = JSON.parse(list.content.find((t) => t.name === name)!.regionInfo) as { regionName: string; price: unknown; continue_price: unknown; region: { children?: unknown[] }[] }[];
  expect(regions.map((r) => [r.regionName, Number(r.price), Number(r.continue_price)])).toEqual([
    ['默认全国', 0, 0],
    ['河南省', 3.5, 0.1],
  ]);
  expect(regions[1]!.region[0]!.children).toHaveLength(henanCities);

  await page.reload();
  await page.getByRole('button', { name: `编辑 ${name}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: '编辑运费模板' });
  await expect(edit.getByRole('textbox', { name: '河南省 运费' })).toHaveValue('3.50');
  await expect(edit.getByRole('textbox', { name: '河南省 续费' })).toHaveValue('0.10');
  await edit.getByRole('button', { name: '取消' }).click();

  await confirmDelete(page, '删除 默认全国运费模板', 400, (u) => u.endsWith('/api/yxShippingTemplates'));
  await expect(notification(page, '运费模板存在商品关联，请删除对应商品')).toBeVisible();
  await confirmDelete(page, `删除 ${name}`, 200, (u) => u.endsWith('/api/yxShippingTemplates'));
  await expect(notification(page, '删除成功')).toBeVisible();
  await page.reload();
  await expect(templateRow(page, '默认全国运费模板')).toBeVisible();
  await expect(templateRow(page, name)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('评论管理: replying to a review shows the reply time, also after a reload', async ({ page }, testInfo) => {
  const errors = pageErrors(page);
  await signIn(page);
  await openFromMenu(page, '订单管理', '评论管理');
  const table = page.getByRole('table', { name: '评论列表' });
  const first = table.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  const id = (await first.getByRole('cell').first().textContent()) ?? '';
  const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: `回复 评论 ${id}`, exact: true }) });
  const reply = `感谢支持${unique(testInfo.workerIndex)}`;

  await row.getByRole('button', { name: `回复 评论 ${id}` }).click();
  const dialog = page.getByRole('dialog', { name: '回复评论' });
  await dialog.getByRole('textbox', { name: '回复内容' }).fill('');
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(dialog.getByText('回复内容不能为空')).toBeVisible();
  await dialog.getByRole('textbox', { name: '回复内容' }).fill(reply);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/yxStoreProductReply') && request.method() === 'PUT');
  await dialog.getByRole('button', { name: '确认' }).click();
  expect((await sent).postDataJSON()).toEqual({ id: Number(id), merchantReplyContent: reply });
  await expect(notification(page, '修改成功')).toBeVisible();
  await expect(row.getByRole('cell').nth(8)).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

  await page.reload();
  await expect(row.getByRole('cell').nth(8)).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  await row.getByRole('button', { name: `回复 评论 ${id}` }).click();
  await expect(page.getByRole('dialog', { name: '回复评论' }).getByRole('textbox', { name: '回复内容' })).toHaveValue(reply);
  expect(errors).toEqual([]);
});

test('editor (read-only) sees 商品分类, 运费模板 and 评论管理 without a write button, and a direct write is refused', async ({ page }) => {
  await signIn(page, editor);
  const screens = [
    { folder: '商品管理', item: '商品分类', table: '分类列表' },
    { folder: '商品管理', item: '运费模板', table: '运费模板列表' },
    { folder: '订单管理', item: '评论管理', table: '评论列表' },
  ];
  for (const screen of screens) {
    await openFromMenu(page, screen.folder, screen.item);
    const table = page.getByRole('table', { name: screen.table });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await expect(table.getByRole('row').nth(1)).not.toHaveText(/暂无数据/);
    for (const word of ['新增', '修改', '删除', '编辑', '回复']) await expect(page.getByRole('button', { name: new RegExp(`^${word}( |$)`) })).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: '操作' })).toHaveCount(0);
  }

  const token = await tokenOf(page.context());
  const headers = { Authorization: token };
  const name = `不允许${Date.now().toString(36)}`;
  const writes = [
    await page.request.post('/api/yxStoreCategory', { headers, data: { cateName: name, pid: 0, pic: '', isShow: 1, sort: 1 } }),
    await page.request.post('/api/yxShippingTemplates/save/0', { headers, data: { name, type: 1, sort: 0, appoint: 0, region_info: [{ regionName: '默认全国', first: '1', price: '0', _continue: '1', continue_price: '0', region: [{ name: '默认全国', city_id: 0 }] }], appoint_info: [] } }),
    await page.request.put('/api/yxStoreProductReply', { headers, data: { id: 1, merchantReplyContent: name } }),
    await page.request.delete('/api/yxStoreCategory/24', { headers }),
  ];
  expect(writes.map((w) => w.status())).toEqual([403, 403, 403, 403]);
  const categories = await (await page.request.get('/api/yxStoreCategory', { headers, params: { cateName: name } })).json();
  expect(categories).toMatchObject({ totalElements: 0 });
  const templates = (await (await page.request.get('/api/yxShippingTemplates', { headers, params: { page: 0, size: 100 } })).json()) as { content: { name: string }[] };
  expect(templates.content.map((t) => t.name)).not.toContain(name);
});
