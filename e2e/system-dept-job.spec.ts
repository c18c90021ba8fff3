import { editor, expect, notification, openFromMenu, pageErrors, signIn, test, tokenOf, unique } from './fixtures';
import type { Page } from '@playwright/test';

/* Issue 14, 部门管理 and 岗位管理 against the embedded server and its seed (总部 > 研发部, 运营部...). */

const deptTable = (page: Page) => page.getByRole('table', { name: '部门列表' });
const deptRow = (page: Page, name: string) => deptTable(page).getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

test('a refused delete (研发部 has the admin in it) shows the server\'s message and the dept stays, also after a reload', async ({ page }) => {
  const errors = pageErrors(page);
  await signIn(page);
  await openFromMenu(page, '系统管理', '部门管理');
  const row = deptRow(page, '研发部');
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: '删除' }).click();
  const popover = page.getByRole('alertdialog', { name: '提示' });
  await expect(popover).toHaveText(/确定删除吗,如果存在下级节点则一并删除，此操作不能撤销！/);
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/dept') && response.request().method() === 'DELETE');
  await popover.getByRole('button', { name: '确定' }).click();
  expect((await refused).status()).toBe(400);
  await expect(notification(page, '所选部门存在用户关联，请解除后再试！')).toBeVisible();
  await expect(deptRow(page, '研发部')).toBeVisible();
  await expect(page.getByText('删除成功')).toHaveCount(0);

  await page.reload();
  await expect(deptRow(page, '研发部')).toBeVisible();
  await expect(deptRow(page, '前端组')).toBeVisible();
  expect(errors).toEqual([]);
});

test('editor (read-only) sees no 新增 / 修改 / 删除 on either screen, and a direct POST api/job answers 403', async ({ page }) => {
  await signIn(page, editor);
  for (const screen of ['部门管理', '岗位管理']) {
    await openFromMenu(page, '系统管理', screen);
    const table = page.getByRole('table', { name: screen === '部门管理' ? '部门列表' : '岗位列表' });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    // The toolbar's buttons, and the rows' (named after the row: `编辑 研发部`).
    for (const name of ['新增', '修改', '删除', '编辑']) await expect(page.getByRole('button', { name: new RegExp(`^${name}( |$)`) })).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: '操作' })).toHaveCount(0);
  }

  const token = await tokenOf(page.context());
  const name = `不允许${Date.now().toString(36)}`;
  const refused = await page.request.post('/api/job', { headers: { Authorization: token }, data: { name, enabled: true, sort: 1, jobSort: 1, dept: { id: 1 } } });
  expect(refused.status()).toBe(403);
  const list = await page.request.get('/api/job', { headers: { Authorization: token }, params: { name, page: 0, size: 10 } });
  expect(((await list.json()) as { totalElements: number }).totalElements).toBe(0);
});

test('an admin creates a job in a dept and sees it listed with that dept', async ({ page }, testInfo) => {
  await signIn(page);
  await openFromMenu(page, '系统管理', '岗位管理');
  const name = `巡检员${unique(testInfo.workerIndex)}`;

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增岗位' });
  await dialog.getByLabel('名称').fill(name);
  await dialog.getByLabel('排序').fill('7');
  await dialog.getByRole('button', { name: /所属部门/ }).click();
  await page.getByLabel('搜索所属部门').fill('客服');
  await page.getByRole('treeitem', { name: '客服部' }).click();
  await expect(dialog.getByRole('button', { name: /所属部门/ })).toHaveText(/客服部/);
  const created = page.waitForResponse((response) => response.url().endsWith('/api/job') && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: '确认' }).click();
  expect((await created).status()).toBe(201);
  await expect(dialog).toBeHidden();
  await expect(notification(page, '新增成功')).toBeVisible();

  await page.getByLabel('岗位名称').fill(name);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const row = page.getByRole('table', { name: '岗位列表' }).getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('cell')).toHaveText(['', name, '客服部', '7', '', /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/, '编辑删除']);
});
