import type { Page } from '@playwright/test';
import { seedMenuTree } from '../server/db/seed';
import { RESOURCES } from '../server/resources';
import { editor, expect, notification, sidebar, signIn, test, tokenOf, unfold, unique } from './fixtures';

/*
 * Issue 14, 用户管理 against the real embedded server. Tests share the server: the user
 * made here has a unique name and is removed at the end.
 *
 * The seeded role 编辑 is given the pages the resources declare `editor: true` and their
 * folders, none of the buttons: read here from the declarations, never a copy of them.
 */
const declared = seedMenuTree(RESOURCES);
/** The folders holding a page declared the editor's, in their order. */
const EDITOR_FOLDERS = declared.filter((f) => f.editor).map((f) => f.title);
/** 系统管理's pages declared the editor's, as its sidebar lists them. */
const EDITOR_ROLE_PAGES = (declared.find((f) => f.title === '系统管理')?.children ?? []).filter((p) => p.editor && !p.hidden).map((p) => p.title);

async function openUserScreen(page: Page): Promise<void> {
  await unfold(sidebar(page), '系统管理');
  await sidebar(page).getByRole('link', { name: '用户管理' }).click();
  await expect(page).toHaveURL(/\/system\/user$/);
  await expect(page.getByRole('table', { name: '用户列表' }).getByRole('cell', { name: 'editor', exact: true })).toBeVisible();
}

/** Removes the users named `username` through the API, whatever the test got to. */
async function removeUser(page: Page, username: string): Promise<void> {
  const token = await tokenOf(page.context()).catch(() => undefined);
  if (!token) return;
  const headers = { Authorization: token };
  const found = await page.request.get('/api/users', { headers, params: { blurry: username, page: 0, size: 10 } });
  if (!found.ok()) return;
  const ids = ((await found.json()) as { content: { id: number; username: string }[] }).content.filter((u) => u.username === username).map((u) => u.id);
  if (ids.length > 0) await page.request.delete('/api/users', { headers, data: ids });
}

test('as admin: a user made with a dept, a job and the role 编辑 signs in (new context) and sees exactly that role\'s menus', async ({ page, browser, serverUrl }, testInfo) => {
  const username = `e2e${unique(testInfo.workerIndex)}`.slice(0, 20);
  await signIn(page);
  try {
    await openUserScreen(page);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '新增用户' });
    await dialog.getByRole('button', { name: '确认' }).click();
    await expect(dialog.getByText('请输入用户名')).toBeVisible();
    await expect(dialog.getByText('角色不能为空')).toBeVisible();

    await dialog.getByRole('textbox', { name: /^用户名/ }).fill(username);
    await dialog.getByRole('textbox', { name: /^电话/ }).fill('13912345678');
    await dialog.getByRole('textbox', { name: /^昵称/ }).fill('端到端');
    await dialog.getByRole('textbox', { name: /^邮箱/ }).fill(`${username}@e2e.example.com`);
    await dialog.getByRole('button', { name: /^部门/ }).click();
    await page.getByRole('textbox', { name: '搜索部门' }).fill('前端');
    await page.getByRole('tree', { name: '部门' }).last().getByRole('treeitem', { name: '前端组' }).click();
    await expect(dialog.getByRole('button', { name: '部门 前端组' })).toBeVisible();
    await dialog.getByRole('combobox', { name: '岗位' }).click();
    // One job, of the chosen dept.
    await expect(page.getByRole('option')).toHaveText(['前端开发']);
    await page.getByRole('option', { name: '前端开发' }).click();
    await dialog.getByRole('combobox', { name: '角色' }).click();
    await page.getByRole('option', { name: '编辑', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);

    const created = page.waitForResponse((response) => response.url().endsWith('/api/users') && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: '确认' }).click();
    expect((await created).status()).toBe(201);
    await expect(dialog).toBeHidden();
    await expect(notification(page, '新增成功，默认密码：123456')).toBeVisible();
    const row = page.getByRole('table', { name: '用户列表' }).getByRole('row', { name: new RegExp(username) });
    await expect(row.getByRole('cell', { name: '前端组 / 前端开发' })).toBeVisible();

    // The new user, in a browser of their own.
    const context = await browser.newContext({ baseURL: serverUrl });
    try {
      const theirs = await context.newPage();
      await signIn(theirs, { username, password: '123456' });
      const nav = sidebar(theirs);
      // The role 编辑's folders: the shop's (their list pages) and 系统管理, as declared.
      expect(EDITOR_FOLDERS).toEqual(expect.arrayContaining(['商品管理', '订单管理', '系统管理']));
      expect(EDITOR_ROLE_PAGES).toEqual(expect.arrayContaining(['用户管理', '字典管理']));
      await expect(nav.locator('[aria-expanded]')).toHaveText(EDITOR_FOLDERS);
      await unfold(nav, '系统管理');
      // The logo's link (the configured title) first, then the menus.
      await expect(nav.getByRole('link')).toHaveText([/.*/, '首页', ...EDITOR_ROLE_PAGES]);
    } finally {
      await context.close();
    }
  } finally {
    await removeUser(page, username);
  }
});

test('as editor (user:list only): no 新增 / 修改 / 删除, and a direct POST api/users answers 403 and creates nothing', async ({ page }, testInfo) => {
  await signIn(page, editor);
  await openUserScreen(page);
  // The toolbar's buttons, and the rows' (named after the row: `删除 admin`).
  for (const name of ['新增', '修改', '删除', '重置密码']) await expect(page.getByRole('button', { name: new RegExp(`^${name}( |$)`) })).toHaveCount(0);
  await expect(page.getByRole('table', { name: '用户列表' }).getByRole('columnheader', { name: '操作' })).toHaveCount(0);

  const headers = { Authorization: await tokenOf(page.context()) };
  const username = `e2e${unique(testInfo.workerIndex)}`.slice(0, 20);
  // A user in editor's own dept, which their data scope (本级) lets them read back.
  const mine = await page.request.get('/api/users', { headers, params: { blurry: 'editor', page: 0, size: 10 } });
  const deptId = ((await mine.json()) as { content: { username: string; deptId: number }[] }).content.find((u) => u.username === 'editor')?.deptId;
  expect(deptId).toEqual(expect.any(Number));
  const refused = await page.request.post('/api/users', {
    headers,
    data: { username, nickName: '不允许', email: `${username}@e2e.example.com`, phone: '13912345678', sex: '男', gender: '男', enabled: true, dept: { id: deptId }, job: null, jobs: [], roles: [{ id: 3 }] },
  });
  expect(refused.status()).toBe(403);
  const after = await page.request.get('/api/users', { headers, params: { blurry: username, page: 0, size: 10 } });
  expect(after.status()).toBe(200);
  expect(((await after.json()) as { totalElements: number }).totalElements).toBe(0);
});
