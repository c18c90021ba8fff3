import type { Page } from '@playwright/test';
import { editor, expect, openFromMenu, sidebar, signIn, tabBar, tabs, test, userMenu } from './fixtures';

/*
 * Issue 5 against the real server, beyond SPEC.md's rules (those are in spec-2 and
 * spec-4): tabs are kept per browser tab (docs/decisions.md).
 */

test('tabs survive a reload of the browser tab', async ({ page }) => {
  await signIn(page);
  await openFromMenu(page, '系统管理', '用户管理');
  await openFromMenu(page, '系统管理', '部门管理');
  await page.reload();
  await expect(tabs(page)).toHaveText(['首页', '用户管理', '部门管理']);
  await expect(tabBar(page).getByRole('link', { name: '部门管理' })).toHaveAttribute('aria-current', 'page');
});

test('tabs belong to their user: a page load that starts signed out gives the next user none of them', async ({ page, context }) => {
  await signIn(page);
  await openFromMenu(page, '系统管理', '用户管理');
  await expect(tabs(page)).toHaveText(['首页', '用户管理']);
  // The session ends without a sign-out in this tab (cookie gone); the tab's storage stays.
  await context.clearCookies();
  await signIn(page, editor);
  await expect(tabs(page)).toHaveText(['首页']);
  await expect(page.locator('[data-page="/system/user"]')).toHaveCount(0);
});

test('a failed menus load after a reload keeps the tabs and offers 重试', async ({ page, faults }) => {
  await signIn(page);
  await openFromMenu(page, '系统管理', '用户管理');
  await faults.inject({ path: '/api/menus/build', kind: 'status', status: 500, message: '数据库不可用', times: 1 });
  await page.reload();
  await expect(page.getByText('菜单加载失败：数据库不可用')).toBeVisible();
  await expect(tabs(page)).toHaveText(['首页', '用户管理']);
  await page.getByRole('button', { name: '重试' }).click();
  await expect(sidebar(page).getByText('系统管理')).toBeVisible();
  await expect(tabs(page)).toHaveText(['首页', '用户管理']);
});

/** Opens the avatar menu and answers its panel's transition durations (MUI's Grow, inline). */
async function avatarMenuDurations(page: Page): Promise<string> {
  await userMenu(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  return menu.locator('xpath=..').evaluate((panel) => getComputedStyle(panel).transitionDuration);
}

test('an operator who asked for reduced motion gets the menu at once; another sees it grow', async ({ page, browser, serverUrl }) => {
  // The suite's contexts ask for reduced motion (playwright.config.ts).
  await signIn(page);
  expect(await avatarMenuDurations(page)).toMatch(/^0s(, 0s)*$/);
  const context = await browser.newContext({ baseURL: serverUrl, reducedMotion: 'no-preference' });
  try {
    const moving = await context.newPage();
    await signIn(moving);
    expect(await avatarMenuDurations(moving)).toMatch(/[1-9]\d*ms|0\.[0-9]*[1-9][0-9]*s/);
  } finally {
    await context.close();
  }
});

