import type { Page } from '@playwright/test';
import { admin, breadcrumb, chooseLogout, expect, logIn, notification, openFromMenu, sidebar, signIn, test, tokenOf, userMenu, withConfig } from './fixtures';

/*
 * SPEC.md section 8, "Error catalogue", against the real embedded server, whose test
 * mode injects the failures (server/testmode/faults.ts) for this test's browser context
 * only. How long a notification stays is proved in spec-9.
 */

const dictList = (page: Page) => page.getByRole('region', { name: '字典列表' });

/** Opens 字典管理, whose list (GET api/dict) is the call that fails in these tests. */
async function openDictScreen(page: Page) {
  await openFromMenu(page, '系统管理', '字典管理');
  await expect(breadcrumb(page)).toHaveText('首页/系统管理/字典管理');
}

test.describe('8 Error catalogue', () => {
  test('"user info fails to load: the user is logged out and the page reloads" (server unreachable while resuming)', async ({ page, context, faults }) => {
    await signIn(page);
    await faults.inject({ path: '/auth/info', kind: 'drop' });
    await faults.inject({ path: '/auth/logout', kind: 'drop' });
    await page.reload();
    await expect(notification(page, '接口请求失败')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(page.getByRole('form', { name: '登录' })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === 'PP-TOEKN')).toBe(false);
  });

  test('"logout call fails: local state is still cleared"', async ({ page, context, faults }) => {
    await signIn(page);
    const token = await tokenOf(context);
    await faults.inject({ path: '/auth/logout', kind: 'status', status: 500, message: '服务器内部错误，请稍后再试' });
    const logout = page.waitForResponse((response) => response.url().endsWith('/auth/logout'));
    await chooseLogout(page);
    await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
    expect((await logout).status()).toBe(500);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(page.getByRole('form', { name: '登录' })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === 'PP-TOEKN')).toBe(false);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    // The server never heard of the logout: its token still works, yet this browser forgot it.
    expect((await page.request.get('/auth/info', { headers: { Authorization: token } })).status()).toBe(200);
  });

  test('"HTTP status outside 200..300 on a success path: an error notification with the message, then rejection"', async ({ page, faults }) => {
    await signIn(page);
    await faults.inject({ path: '/api/dict', method: 'GET', kind: 'status', status: 500, message: 'E2E：字典服务暂时不可用' });
    await openDictScreen(page);
    await expect(notification(page, 'E2E：字典服务暂时不可用')).toBeVisible();
    // The screen that asked got the rejection: it shows its own failure.
    await expect(dictList(page).getByText('加载失败')).toBeVisible();
    await expect(dictList(page).getByRole('button', { name: 'order_status' })).toHaveCount(0);
  });

  test('"time-out with no response body: notification 网络请求超时"', async ({ page, context, faults }) => {
    // config.json sets the time-out; a short one here, and the server holds the list longer.
    await withConfig(context, { timeout: 4000 });
    await signIn(page);
    await faults.inject({ path: '/api/dict', method: 'GET', kind: 'delay', delayMs: 8000 });
    await openDictScreen(page);
    await expect(notification(page, '网络请求超时')).toBeVisible({ timeout: 9000 });
    await expect(dictList(page).getByText('加载失败')).toBeVisible();
  });

  test('"body status 401: confirm dialog 系统提示, 登录状态已过期，您可以继续留在该页面，或者重新登录, type warning, buttons 重新登录 (logs out and reloads) and 取消"', async ({ page, context, faults }) => {
    await signIn(page);
    // The body's status decides, whatever the HTTP status (here 400).
    await faults.inject({ path: '/api/dict', method: 'GET', kind: 'body', status: 400, body: { status: 401, message: '当前登录状态过期，请重新登录', timestamp: '2026-11-22 10:00:00' } });
    await openDictScreen(page);
    const dialog = page.getByRole('dialog', { name: '系统提示' });
    await expect(dialog).toContainText('登录状态已过期，您可以继续留在该页面，或者重新登录');
    // Type warning: the warning icon beside the message.
    await expect(dialog.locator('svg.MuiSvgIcon-colorWarning')).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveText(['取消', '重新登录']);
    // 取消: stay on the page, still signed in.
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/system\/dict$/);
    await expect(userMenu(page)).toBeVisible();
    // The next 401 asks again; 重新登录 ends the session and reloads on the login page.
    await dictList(page).getByRole('button', { name: '重试' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '重新登录' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Fdict$/);
    await expect(page.getByRole('form', { name: '登录' })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === 'PP-TOEKN')).toBe(false);
  });

  test('"status 403: navigate to /401"', async ({ page, faults }) => {
    await faults.inject({ path: '/api/menus/build', kind: 'status', status: 403, message: '没有权限' });
    await logIn(page, admin, '/login');
    await expect(page).toHaveURL(/\/401$/);
    await expect(page.getByRole('heading', { name: '401' })).toBeVisible();
    await expect(page.getByText('抱歉，您没有权限访问该页面')).toBeVisible();
  });

  test('"status 403: navigate to /401" when the 403 answers while the user is moving on to another page, and only once', async ({ page, faults }) => {
    await signIn(page);
    // 字典管理's list answers 403 after a while; the user has left for 菜单管理 by then.
    await faults.inject({ path: '/api/dict', method: 'GET', kind: 'status', status: 403, message: '没有权限', delayMs: 1500, times: 1 });
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/dict');
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/dict');
    await openFromMenu(page, '系统管理', '字典管理');
    await sent;
    await sidebar(page).getByRole('link', { name: '菜单管理', exact: true }).click();
    expect((await answered).status()).toBe(403);
    await expect(page.getByRole('heading', { name: '401' })).toBeVisible();
    await expect(page).toHaveURL(/\/401$/);
    // Shown once: the user's next clicks go where they click.
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await openFromMenu(page, '系统管理', '菜单管理');
    await expect(page).toHaveURL(/\/system\/menu$/);
    await expect(page.getByRole('heading', { name: '401' })).toHaveCount(0);
  });

  test('"other statuses with a body message: notification with that message" (接口请求失败 when the body has none)', async ({ page, faults }) => {
    await signIn(page);
    await faults.inject({ path: '/api/dict', method: 'GET', kind: 'status', status: 400, message: 'E2E：查询参数不正确', times: 1 });
    await openDictScreen(page);
    await expect(notification(page, 'E2E：查询参数不正确')).toBeVisible();
    await expect(dictList(page).getByText('加载失败')).toBeVisible();
    // A 409 whose body carries no message.
    await faults.inject({ path: '/api/dict', method: 'GET', kind: 'body', status: 409, body: {}, times: 1 });
    await dictList(page).getByRole('button', { name: '重试' }).click();
    await expect(notification(page, '接口请求失败')).toBeVisible();
  });

  test('"no status at all: notification 接口请求失败"', async ({ page, faults }) => {
    await signIn(page);
    await faults.inject({ path: '/api/dict', method: 'GET', kind: 'drop' });
    await openDictScreen(page);
    await expect(notification(page, '接口请求失败')).toBeVisible();
    await expect(dictList(page).getByText('加载失败')).toBeVisible();
  });

  test('"all failures are passed on as rejections": the caller shows its own failure and can try again', async ({ page, faults }) => {
    // The menus fail to load once: the shell says so (besides the notification) and 重试 loads them.
    await faults.inject({ path: '/api/menus/build', kind: 'status', status: 500, message: 'E2E：菜单服务暂时不可用', times: 1 });
    await signIn(page);
    await expect(notification(page, 'E2E：菜单服务暂时不可用')).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: '菜单加载失败' });
    await expect(notice).toContainText('菜单加载失败：E2E：菜单服务暂时不可用');
    await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '系统管理' })).toHaveCount(0);
    await notice.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '系统管理' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('"server messages for login failure" are shown on the form, with a new captcha (docs/session.md)', async ({ page }) => {
    await page.goto('/login');
    const firstImage = await page.getByRole('img', { name: '验证码' }).getAttribute('src');
    await page.getByLabel('账号', { exact: true }).fill(admin.username);
    await page.getByLabel('密码', { exact: true }).fill(admin.password);
    await page.getByLabel('验证码', { exact: true }).fill('99999');
    await page.getByLabel('验证码', { exact: true }).press('Enter');
    await expect(page.getByRole('alert')).toContainText(/验证码/);
    await expect(page.getByLabel('验证码', { exact: true })).toHaveValue('');
    await expect(page.getByRole('img', { name: '验证码' })).not.toHaveAttribute('src', firstImage ?? '');
    await expect(page).toHaveURL(/\/login$/);
  });
});
