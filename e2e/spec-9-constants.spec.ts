import type { Page } from '@playwright/test';
import {
  admin,
  expect,
  type Faults,
  logIn,
  notification,
  openLoginWithCaptcha,
  openManyPages,
  openSettings,
  serveManyPages,
  sidebar,
  signIn,
  tabBar,
  test,
  tokenOf,
  unfold,
  userMenu,
} from './fixtures';

/*
 * SPEC.md section 9, "Business constants and limits", where a browser shows them. The
 * others (time-out value, container state, fuzzy-search weights, download names,
 * random strings) are unit-tested; see docs/spec-coverage.md.
 */

const DAY_S = 86_400;

/** The 创建日期 value of 个人中心. */
const createdAt = (page: Page) => page.getByRole('region', { name: '个人信息' }).getByText('创建日期', { exact: true }).locator('xpath=following-sibling::dd');

/** The signed-in user as auth/info gives it, and a way to serve it with a changed createTime. */
async function userInfo(page: Page): Promise<Record<string, unknown>> {
  const answer = await page.request.get('/auth/info', { headers: { Authorization: await tokenOf(page.context()) } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Record<string, unknown>;
}

async function serveCreateTime(faults: Faults, user: Record<string, unknown>, createTime: unknown): Promise<void> {
  await faults.clear();
  await faults.inject({ path: '/auth/info', kind: 'body', body: { ...user, createTime } });
}

test.describe('9 Business constants and limits', () => {
  test('"token cookie name PP-TOEKN; remembered-login cookie expiry 1 day; password cookie expiry 1 day"', async ({ page, context }) => {
    await logIn(page, admin, '/login', { remember: true });
    await expect(userMenu(page)).toBeVisible();
    const cookies = await context.cookies();
    const byName = (name: string) => cookies.find((cookie) => cookie.name === name);
    expect(decodeURIComponent(byName('PP-TOEKN')?.value ?? '')).toMatch(/^Bearer \S+$/);
    const day = Date.now() / 1000 + DAY_S;
    for (const name of ['PP-TOEKN', 'username', 'password', 'rememberMe']) {
      expect(byName(name)?.expires, name).toBeGreaterThan(day - 120);
      expect(byName(name)?.expires, name).toBeLessThan(day + 120);
    }
    // The password cookie holds RSA ciphertext, never the password.
    const cipher = decodeURIComponent(byName('password')?.value ?? '');
    expect(cipher).not.toBe(admin.password);
    expect(cipher.length).toBeGreaterThan(100);

    // The session ends; the next visit finds the form filled in and the server accepts
    // the remembered ciphertext as it is.
    await context.clearCookies({ name: 'PP-TOEKN' });
    const answer = await openLoginWithCaptcha(page, '/login');
    await expect(page.getByLabel('账号', { exact: true })).toHaveValue(admin.username);
    await expect(page.getByLabel('密码', { exact: true })).toHaveValue(cipher);
    await expect(page.getByLabel('记住我', { exact: true })).toBeChecked();
    await page.getByLabel('验证码', { exact: true }).fill(answer);
    await page.getByLabel('验证码', { exact: true }).press('Enter');
    await expect(page.getByRole('heading', { name: '首页' })).toBeVisible();
  });

  test('"default UI size small unless a size cookie is set"', async ({ page, context, baseURL }) => {
    await signIn(page);
    await page.getByRole('button', { name: '布局大小' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Default', 'Medium', 'Small', 'Mini']);
    await expect(menu.getByRole('menuitem', { name: 'Small' })).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.locator('[aria-disabled="true"]')).toHaveCount(1);
    await page.keyboard.press('Escape');

    await context.addCookies([{ name: 'size', value: 'medium', url: baseURL ?? '' }]);
    await page.reload();
    await expect(userMenu(page)).toBeVisible();
    await page.getByRole('button', { name: '布局大小' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Medium' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('menu').locator('[aria-disabled="true"]')).toHaveCount(1);
  });

  test('"sidebar width 205px; menu colours fixed"', async ({ page }) => {
    await signIn(page);
    const nav = sidebar(page);
    const colours = () =>
      nav.evaluate((element) => {
        const link = element.querySelector('a[href="/dashboard"]') as HTMLElement;
        return { background: getComputedStyle(element).backgroundColor, text: getComputedStyle(link).color };
      });
    expect(Math.round((await nav.boundingBox())?.width ?? 0)).toBe(205);
    const before = await colours();
    // #304156 and #bfcbd9, as the originals.
    expect(before).toEqual({ background: 'rgb(48, 65, 86)', text: expect.stringMatching(/^rgb\((191, 203, 217|64, 158, 255)\)$/) });
    await unfold(nav, '系统管理');
    await expect(nav.getByRole('link', { name: '用户管理' })).toHaveCSS('color', 'rgb(191, 203, 217)');
    // Fixed: a new theme colour leaves them alone.
    await openSettings(page);
    await page.getByRole('button', { name: '主题色 #f5222d' }).click();
    await page.keyboard.press('Escape');
    await expect(tabBar(page).getByRole('link', { name: '首页' })).toHaveCSS('background-color', 'rgb(245, 34, 45)');
    expect(await colours()).toEqual(before);
    await expect(nav.getByRole('link', { name: '用户管理' })).toHaveCSS('color', 'rgb(191, 203, 217)');
    expect(Math.round((await nav.boundingBox())?.width ?? 0)).toBe(205);
  });

  test('"mobile breakpoint 992px"', async ({ page }) => {
    await page.setViewportSize({ width: 993, height: 700 });
    await signIn(page);
    await expect(page.getByRole('button', { name: '搜索菜单' })).toBeVisible();
    await expect(sidebar(page)).toBeVisible();
    // 992 px: width minus 1 is below 992, so mobile.
    await page.setViewportSize({ width: 992, height: 700 });
    await expect(page.getByRole('button', { name: '搜索菜单' })).toHaveCount(0);
    await expect(sidebar(page)).toBeHidden();
    await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
  });

  test('"theme colour default #1890ff"', async ({ page }) => {
    await signIn(page);
    // The active tab is drawn in the theme colour.
    await expect(tabBar(page).getByRole('link', { name: '首页' })).toHaveCSS('background-color', 'rgb(24, 144, 255)');
    const panel = await openSettings(page);
    await expect(panel.getByRole('button', { name: '主题色 #1890ff' })).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.locator('[aria-pressed="true"]')).toHaveCount(1);
    await expect(panel.getByLabel('自定义主题色')).toHaveValue('#1890ff');
  });

  test('"settings defaults: tagsView, fixedHeader, sidebarLogo, uniqueOpened and showFooter on; showSettings off; the footer has a copyright text"', async ({ page }) => {
    await signIn(page);
    // showSettings off: the panel is closed at start.
    await expect(page.getByRole('heading', { name: '系统布局设置' })).toHaveCount(0);
    await expect(tabBar(page)).toBeVisible();
    await expect(sidebar(page).getByRole('heading', { name: '后台管理系统' })).toBeVisible();
    // showFooter on, with the shipped copyright text; the record number is empty until set (docs/spec-coverage.md).
    await expect(page.getByRole('contentinfo')).toHaveText('© 2026 shop-admin Apache License 2.0');
    await openSettings(page);
    for (const name of ['显示标签', '固定头部', '显示LOGO', '菜单UniqueOpened']) await expect(page.getByRole('switch', { name }), name).toBeChecked();
  });

  test('"tab strip wheel scroll is one quarter of the wheel delta; tab context menu is 105px wide"', async ({ page, faults }) => {
    await serveManyPages(faults);
    await page.setViewportSize({ width: 1000, height: 700 });
    await signIn(page);
    const strip = await openManyPages(page);
    const scrollLeft = () => strip.evaluate((element) => element.scrollLeft);
    await strip.evaluate((element) => (element.scrollLeft = 0));
    await strip.hover();
    await page.mouse.wheel(0, 400);
    await expect.poll(scrollLeft).toBe(100);
    await page.mouse.wheel(0, 240);
    await expect.poll(scrollLeft).toBe(160);
    await page.mouse.wheel(0, -80);
    await expect.poll(scrollLeft).toBe(140);

    await tabBar(page).getByRole('link', { name: '首页' }).click({ button: 'right' });
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    // Its layout width: the opening animation scales it for a moment.
    expect(await menu.locator('xpath=..').evaluate((paper) => (paper as HTMLElement).offsetWidth)).toBe(105);
  });

  test('"error notification duration 5000 ms"', async ({ page, faults }) => {
    await signIn(page);
    // A first failure brings the notifications' code in, so the one measured below shows at once.
    await faults.inject({ path: '/api/dict', method: 'GET', kind: 'status', status: 500, message: 'E2E：第一条', times: 1 });
    await unfold(sidebar(page), '系统管理');
    await sidebar(page).getByRole('link', { name: '字典管理' }).click();
    await expect(notification(page, 'E2E：第一条')).toBeVisible();
    // Times when the measured message appears and leaves, taken in the page.
    await page.evaluate(() => {
      const w = window as unknown as { shownAt?: number; goneAt?: number };
      const present = () => [...document.querySelectorAll('[role="alert"]')].some((alert) => alert.textContent === '接口请求失败');
      new MutationObserver(() => {
        if (w.shownAt === undefined && present()) w.shownAt = performance.now();
        else if (w.shownAt !== undefined && w.goneAt === undefined && !present()) w.goneAt = performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await faults.inject({ path: '/api/dict', method: 'GET', kind: 'drop' });
    await page.getByRole('region', { name: '字典列表' }).getByRole('button', { name: '重试' }).click();
    await expect(notification(page, '接口请求失败')).toBeVisible();
    await expect(notification(page, '接口请求失败')).toBeHidden({ timeout: 9000 });
    const shown = await page.evaluate(() => {
      const w = window as unknown as { shownAt?: number; goneAt?: number };
      return (w.goneAt ?? NaN) - (w.shownAt ?? NaN);
    });
    // Five seconds; a busy machine may fire the timer a little late.
    expect(shown).toBeGreaterThan(4700);
    expect(shown).toBeLessThan(6500);
  });

  test('"dictionary detail lookup uses page 0 and size 9999, fetching everything in one request"', async ({ page }) => {
    await signIn(page);
    const nav = sidebar(page);
    await unfold(nav, '系统管理');
    await nav.getByRole('link', { name: '字典管理' }).click();
    const lookups: URL[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/dictDetail') lookups.push(new URL(request.url()));
    });
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/dictDetail');
    await page.getByRole('region', { name: '字典列表' }).getByRole('button', { name: 'order_status', exact: true }).click();
    const { content } = (await (await answered).json()) as { content: { label: string }[] };
    expect(lookups).toHaveLength(1);
    expect(Object.fromEntries(lookups[0]?.searchParams ?? [])).toEqual({ dictName: 'order_status', page: '0', size: '9999' });
    // Every entry is listed at once.
    const details = page.getByRole('region', { name: '字典详情' });
    // The first cell of a row holds its tick.
    await expect(details.locator('tbody tr td:nth-child(2)')).toHaveText(content.map((entry) => entry.label));
  });

  test('"relative time: under 30 seconds 刚刚; under 1 hour minutes ago; under 24 hours hours ago; under 48 hours 1 day ago; older shows date and time" (个人中心 创建日期)', async ({ page, faults }) => {
    await signIn(page);
    const user = await userInfo(page);
    const createTime = String(user.createTime);
    expect(createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const created = await page.evaluate((text) => new Date(text.replace(' ', 'T')).getTime(), createTime);
    for (const [after, shown] of [
      [10_000, `${createTime}（刚刚）`],
      [5 * 60_000 + 1_000, `${createTime}（5分钟前）`],
      [3 * 3_600_000 + 1_000, `${createTime}（3小时前）`],
      [30 * 3_600_000, `${createTime}（1天前）`],
      [3 * 86_400_000, createTime],
    ] as const) {
      await page.clock.setFixedTime(created + after);
      await page.goto('/user/center');
      await expect(createdAt(page), `${after} ms later`).toHaveText(shown);
    }
    // A 10-digit timestamp counts seconds.
    await serveCreateTime(faults, user, Math.floor(created / 1000));
    await page.clock.setFixedTime(created + 5 * 60_000 + 1_000);
    await page.goto('/user/center');
    await expect(createdAt(page)).toHaveText(`${createTime}（5分钟前）`);
  });

  test('"default date format: year-month-day hour:minute:second, zero padded"', async ({ page, faults }) => {
    await signIn(page);
    const user = await userInfo(page);
    const early = await page.evaluate(() => new Date(2024, 2, 5, 7, 8, 9).getTime());
    for (const createTime of ['2024-03-05 07:08:09', early, Math.floor(early / 1000)]) {
      await serveCreateTime(faults, user, createTime);
      await page.goto('/user/center');
      await expect(createdAt(page), String(createTime)).toHaveText('2024-03-05 07:08:09');
    }
  });
});
