import {
  admin,
  chooseLogout,
  editor,
  expect,
  logIn,
  menuFolder,
  notification,
  openFromMenu,
  serveMenus,
  sidebar,
  signIn,
  test,
  tokenOf,
  unique,
  userMenu,
} from './fixtures';

/*
 * SPEC.md section 5, "Validation rules", where a browser shows them. The e-mail check
 * and the errors thrown by misused helpers are unit-tested (docs/spec-coverage.md).
 */

test.describe('5 Validation rules', () => {
  test('"external link: a value is external if it starts with http:, https:, mailto: or tel:"', async ({ page, faults }) => {
    await serveMenus(faults, [
      menuFolder('/links', '各种链接', [
        { path: 'https://example.com/a', meta: { title: 'HTTPS 链接', icon: 'app' } },
        { path: 'http://example.com/b', meta: { title: 'HTTP 链接', icon: 'app' } },
        { path: 'mailto:ops@example.com', meta: { title: '邮件链接', icon: 'email' } },
        { path: 'tel:+8613800000000', meta: { title: '电话链接', icon: 'phone' } },
        { path: 'HTTPS://EXAMPLE.COM/D', meta: { title: '大写链接', icon: 'app' } },
        { path: 'ftp-files', component: 'e2e/ftp', meta: { title: '站内页面', icon: 'app' } },
      ]),
    ]);
    await signIn(page);
    const nav = sidebar(page);
    await nav.getByRole('button', { name: '各种链接' }).click();
    const external: [string, string][] = [
      ['HTTPS 链接', 'https://example.com/a'],
      ['HTTP 链接', 'http://example.com/b'],
      ['邮件链接', 'mailto:ops@example.com'],
      ['电话链接', 'tel:+8613800000000'],
      ['大写链接', 'HTTPS://EXAMPLE.COM/D'],
    ];
    for (const [title, href] of external) {
      const link = nav.getByRole('link', { name: title });
      await expect(link, title).toHaveAttribute('href', href);
      await expect(link, title).toHaveAttribute('target', '_blank');
    }
    // Anything else is a page of the console.
    const internal = nav.getByRole('link', { name: '站内页面' });
    await expect(internal).toHaveAttribute('href', '/links/ftp-files');
    await expect(internal).not.toHaveAttribute('target', '_blank');
    await internal.click();
    await expect(page.getByText('e2e/ftp')).toBeVisible();
  });

  test('"mobile: 11 digits, starting with 1, second digit 3, 4, 5, 7 or 8" (个人中心 手机号码)', async ({ page }) => {
    await signIn(page);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/users/center')) saves.push(request.method());
    });
    await page.goto('/user/center');
    const form = page.getByRole('form', { name: '用户资料' });
    const phone = form.getByRole('textbox', { name: '手机号码' });
    const refusal = form.getByText('请输入正确的11位手机号码');
    await phone.fill('12345678901');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(refusal).toBeVisible();
    // Checked as typed once submitted: every refused and accepted shape.
    for (const bad of ['1381234567', '16812345678', '19812345678', '10812345678', '2381234567x', '1381234567a']) {
      await phone.fill(bad);
      await expect(refusal, bad).toBeVisible();
    }
    for (const good of ['13812345678', '14812345678', '15812345678', '17812345678', '18812345678']) {
      await phone.fill(good);
      await expect(refusal, good).toHaveCount(0);
    }
    // Nothing was sent while the number was wrong.
    expect(saves).toEqual([]);
  });

  test('"the permission directive: the element is removed if the user has none of the listed roles" (editor in 菜单管理; the server refuses too)', async ({ page, context }, testInfo) => {
    await signIn(page, editor);
    await openFromMenu(page, '系统管理', '菜单管理');
    await expect(page.getByRole('table', { name: '菜单列表' }).getByText('系统管理', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '新增', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^删除 / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^编辑 / })).toHaveCount(0);

    const title = `E2E越权${unique(testInfo.workerIndex)}`;
    const answer = await page.request.post('/api/menus', {
      headers: { Authorization: await tokenOf(context) },
      data: { type: 1, name: title, pid: 0, sort: 999, path: 'e2e-forbidden', component: 'test/e2e/index', iFrame: false, cache: false, hidden: false },
    });
    expect(answer.status()).toBe(403);
    expect(((await answer.json()) as { status?: number }).status).toBe(403);
  });

  test('"fullscreen: if the browser does not support it, the warning \'you browser can not work\' is shown"', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false, configurable: true });
    });
    await signIn(page);
    await page.getByRole('button', { name: '全屏' }).click();
    await expect(notification(page, 'you browser can not work')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  });

  test('"logout asks first: title 提示, message 确定注销并退出系统吗？, buttons 确定 and 取消"', async ({ page, context }) => {
    await logIn(page, admin, '/login');
    await expect(userMenu(page)).toBeVisible();
    await chooseLogout(page);
    const dialog = page.getByRole('dialog', { name: '提示' });
    await expect(dialog).toContainText('确定注销并退出系统吗？');
    await expect(dialog.getByRole('button')).toHaveText(['取消', '确定']);
    // 取消 keeps the session.
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    await expect(userMenu(page)).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === 'PP-TOEKN')).toBe(true);
    // 确定 logs out.
    await chooseLogout(page);
    await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(page.getByRole('form', { name: '登录' })).toBeVisible();
  });
});
