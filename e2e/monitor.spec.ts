import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from '@playwright/test';
import { editor, expect, isolated as test, notification, openFromMenu, sidebar, signIn, unfold } from './fixtures';

/*
 * Issue 15, the monitoring screens against the real embedded server, on a server of this
 * spec's own (the `isolated` fixture with a key no other spec uses): 在线用户 then lists only
 * this spec's sessions, and the error test may write into that server's database file.
 */
test.use({ serverKey: 'monitor' });

async function signedIn(browser: Browser, baseURL: string | undefined, who?: typeof editor): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

const logTable = (page: Page, title: string) => page.getByRole('table', { name: `${title}列表` });

test('admin sees editor in 在线用户, forces them out, and editor’s next action shows 系统提示', async ({ browser, baseURL }) => {
  const editorPage = await signedIn(browser, baseURL, editor);
  const adminPage = await signedIn(browser, baseURL);
  // editor holds none of the monitoring permissions: no 系统监控 at all.
  await expect(sidebar(editorPage).getByRole('button', { name: '系统管理' })).toBeVisible();
  await expect(sidebar(editorPage).getByRole('button', { name: '系统监控' })).toHaveCount(0);

  await openFromMenu(adminPage, '系统监控', '在线用户');
  const table = adminPage.getByRole('table', { name: '在线用户列表' });
  await expect(table.getByRole('row', { name: /admin/ })).toBeVisible();
  await adminPage.getByPlaceholder('全表模糊搜索').fill('editor');
  await adminPage.getByRole('button', { name: '搜索', exact: true }).click();
  const row = table.getByRole('row', { name: /editor/ });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row', { name: /管理员/ })).toHaveCount(0);
  // The browser and OS from the user agent; the address of a loopback client.
  await expect(row).toContainText('Chrome');
  await expect(row).toContainText('内网IP');

  await row.getByRole('button', { name: '强退 editor' }).click();
  const popover = adminPage.getByRole('alertdialog');
  await expect(popover).toContainText('确定强制退出该用户吗？');
  const kicked = adminPage.waitForResponse((r) => r.url().endsWith('/auth/online') && r.request().method() === 'DELETE');
  await popover.getByRole('button', { name: '确定' }).click();
  expect((await kicked).status()).toBe(200);
  await expect(notification(adminPage, '强退成功！')).toBeVisible();
  await expect(table.getByText('暂无数据')).toBeVisible();

  // Editor's console does not know yet: its next call answers 401.
  const refused = editorPage.waitForResponse((r) => r.url().includes('/api/dict') && r.status() === 401);
  // Pressed without waiting for the tab: the 401's modal 系统提示 may already hide the tab bar
  // from the accessibility tree when a loaded machine gets to look for it (a fresh-clone CI run).
  const nav = sidebar(editorPage);
  const dictEntry = nav.getByRole('link', { name: '字典管理', exact: true });
  if (!(await dictEntry.isVisible())) await unfold(nav, '系统管理');
  await dictEntry.click();
  await refused;
  const dialog = editorPage.getByRole('dialog', { name: '系统提示' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('登录状态已过期');

  // Admin's own session is untouched.
  await adminPage.getByRole('button', { name: '重置', exact: true }).click();
  await expect(table.getByRole('row', { name: /admin/ })).toBeVisible();
  await editorPage.context().close();
  await adminPage.context().close();
});

test('a dictionary write shows at the top of 操作日志 with its duration and parameters; a sign-in’s password is masked', async ({ page }) => {
  await signIn(page);
  await openFromMenu(page, '系统管理', '字典管理');
  const name = `e2e_log_${Date.now().toString(36)}`;
  await page.getByRole('region', { name: '字典列表' }).getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增字典' });
  await dialog.getByLabel('字典名称').fill(name);
  await dialog.getByLabel('描述').fill('<b>日志</b>');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/dict') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: '确认' }).click();
  expect((await created).status()).toBe(201);

  await openFromMenu(page, '系统监控', '操作日志');
  const table = logTable(page, '操作日志');
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('新增字典');
  await expect(first).toContainText('admin');
  await expect(first.getByText(/^\d+ms$/)).toBeVisible();
  await first.getByRole('button', { name: /^展开 新增字典 / }).click();
  const details = table.getByRole('row', { name: /^新增字典 .* 详情$/ });
  await expect(details).toContainText('请求方法');
  await expect(details).toContainText('POST /api/dict');
  await expect(details).toContainText(name);
  // Markup a caller sent is logged and shown as text.
  await expect(details).toContainText('<b>日志</b>');

  // The sign-in is logged with its password masked, never as typed or as RSA ciphertext.
  await page.getByPlaceholder('请输入你要搜索的内容').fill('用户登录');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const login = table.getByRole('row', { name: /用户登录/ }).first();
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: /^展开 用户登录 / }).click();
  const loginDetails = table.getByRole('row', { name: /^用户登录 .* 详情$/ }).first();
  await expect(loginDetails).toContainText('******');
  await expect(loginDetails).not.toContainText('123456');

  // 个人中心 lists the same write among the user's own operations.
  await page.goto('/user/center');
  await page.getByRole('tab', { name: '操作日志' }).click();
  const mine = page.getByRole('table', { name: '我的操作日志列表' });
  await expect(mine.getByRole('row').nth(1)).toContainText('新增字典');
  await expect(mine.getByRole('row').nth(1).getByText(/^\d+ms$/)).toBeVisible();
});

test('a real server error appears in 异常日志 and its details open', async ({ page, ownServer }) => {
  // server/README.md, "A real server error on demand": a menu button whose component is a
  // BLOB, written straight into the database file as a tool binding text as bytes would.
  // 菜单管理's search then fails inside the server (a TypeError): a real 500, no test hook.
  const db = new Database(path.join(ownServer.dataDir, 'shop-admin.db'));
  try {
    db.prepare("INSERT INTO menus (pid, type, name, component, sort, create_time) VALUES (NULL, 2, '损坏的按钮', X'00FF', 999, 0)").run();
  } finally {
    db.close();
  }

  await signIn(page);
  await openFromMenu(page, '系统管理', '菜单管理');
  const blurry = `zzz${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: '模糊搜索' }).fill(blurry);
  const failed = page.waitForResponse((r) => r.url().includes('/api/menus?') && r.url().includes(blurry));
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  expect((await failed).status()).toBe(500);

  await openFromMenu(page, '系统监控', '异常日志');
  const table = logTable(page, '异常日志');
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('admin');
  await expect(first).toContainText('内网IP');
  await first.getByRole('button', { name: /^展开 服务器内部错误 / }).click();
  const details = table.getByRole('row', { name: /^服务器内部错误 .* 详情$/ });
  await expect(details).toContainText('GET /api/menus');
  await expect(details).toContainText(blurry);
  await first.getByRole('button', { name: /^查看详情 服务器内部错误 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/ }).click();
  const detail = page.getByRole('dialog', { name: '异常详情' });
  const stack = detail.getByLabel('异常堆栈');
  await expect(stack).toContainText('TypeError');
  expect(await stack.evaluate((el) => [el.tagName, getComputedStyle(el).overflow, getComputedStyle(el).fontFamily])).toEqual(['PRE', 'auto', expect.stringContaining('monospace')]);
  await detail.getByRole('button', { name: '关闭' }).click();
  await expect(detail).toBeHidden();
});
