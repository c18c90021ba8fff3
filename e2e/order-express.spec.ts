import { editor, expect, notification, openFromMenu, pageErrors, signIn, test, tokenOf, unique } from './fixtures';
import type { Page } from '@playwright/test';

/* Issue 25, 物流快递 (shop/express/index) against the embedded server and its seed (申通快递, 顺丰速运, 中通快递, 圆通速递). */

const table = (page: Page) => page.getByRole('table', { name: '快递公司列表' });
const companyRow = (page: Page, name: string) => table(page).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
const answered = (page: Page, method: string, path: RegExp) => page.waitForResponse((response) => path.test(new URL(response.url()).pathname) && response.request().method() === method);

test('an admin adds a company, renames it, is refused a name another company has, and deletes it; each seen after a reload', async ({ page }, testInfo) => {
  const errors = pageErrors(page);
  await signIn(page);
  await openFromMenu(page, '订单管理', '物流快递');
  await expect(companyRow(page, '顺丰速运')).toBeVisible();
  const name = `测试快递${unique(testInfo.workerIndex)}`;

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增快递公司' });
  await add.getByLabel('快递公司编号').fill('CS');
  await add.getByLabel('快递公司名称').fill(name);
  await add.getByLabel('排序').fill('5');
  const created = answered(page, 'POST', /\/api\/yxExpress$/);
  await add.getByRole('button', { name: '确认' }).click();
  expect((await created).status()).toBe(201);
  await expect(add).toBeHidden();
  await expect(notification(page, '添加成功')).toBeVisible();
  await expect(companyRow(page, name).getByRole('cell')).toHaveText(['CS', name, '5', '编辑删除']);

  const renamed = `${name}改`;
  await companyRow(page, name).getByRole('button', { name: `编辑 ${name}` }).click();
  const edit = page.getByRole('dialog', { name: '编辑快递公司' });
  await expect(edit.getByLabel('快递公司编号')).toHaveValue('CS');
  await edit.getByLabel('快递公司名称').fill(renamed);
  const updated = answered(page, 'PUT', /\/api\/yxExpress$/);
  await edit.getByRole('button', { name: '确认' }).click();
  expect((await updated).status()).toBe(204);
  await expect(edit).toBeHidden();
  await page.reload();
  await expect(companyRow(page, renamed).getByRole('cell')).toHaveText(['CS', renamed, '5', '编辑删除']);

  // 发货 looks companies up by name: a second 顺丰速运 is refused, and the dialog keeps what was typed.
  await companyRow(page, renamed).getByRole('button', { name: `编辑 ${renamed}` }).click();
  const clash = page.getByRole('dialog', { name: '编辑快递公司' });
  await clash.getByLabel('快递公司名称').fill('顺丰速运');
  const refused = answered(page, 'PUT', /\/api\/yxExpress$/);
  await clash.getByRole('button', { name: '确认' }).click();
  expect((await refused).status()).toBe(400);
  await expect(clash.getByText('快递公司名称已存在')).toBeVisible();
  await expect(clash.getByLabel('快递公司名称')).toHaveValue('顺丰速运');
  await clash.getByRole('button', { name: '取消' }).click();
  await page.reload();
  await expect(companyRow(page, renamed)).toBeVisible();
  await expect(companyRow(page, '顺丰速运')).toHaveCount(1);

  await companyRow(page, renamed).getByRole('button', { name: `删除 ${renamed}` }).click();
  const ask = page.getByRole('alertdialog', { name: '提示' });
  await expect(ask).toHaveText(/确定删除本条数据吗？/);
  const deleted = answered(page, 'DELETE', /\/api\/yxExpress\/\d+$/);
  await ask.getByRole('button', { name: '确定' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(notification(page, '删除成功')).toBeVisible();
  await expect(companyRow(page, renamed)).toHaveCount(0);
  await page.reload();
  await expect(companyRow(page, '顺丰速运')).toBeVisible();
  await expect(companyRow(page, renamed)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('editor sees the companies without 新增 / 编辑 / 删除, and the server refuses a direct create', async ({ page }) => {
  await signIn(page, editor);
  await openFromMenu(page, '订单管理', '物流快递');
  await expect(companyRow(page, '顺丰速运')).toBeVisible();
  for (const name of ['新增', '编辑', '删除']) await expect(page.getByRole('button', { name: new RegExp(`^${name}( |$)`) })).toHaveCount(0);
  await expect(table(page).getByRole('columnheader', { name: '操作' })).toHaveCount(0);

  const token = await tokenOf(page.context());
  const name = `不允许${Date.now().toString(36)}`;
  const create = await page.request.post('/api/yxExpress', { headers: { Authorization: token }, data: { code: 'NO', name, sort: 0 } });
  expect(create.status()).toBe(403);
  const list = await page.request.get('/api/yxExpress', { headers: { Authorization: token }, params: { page: 0, size: 9999 } });
  expect(list.status()).toBe(200);
  const names = ((await list.json()) as { content: { name: string }[] }).content.map((company) => company.name);
  expect(names).toContain('顺丰速运');
  expect(names).not.toContain(name);
});
