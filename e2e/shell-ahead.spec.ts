import { admin, expect, openLoginWithCaptcha, sidebar, test, userMenu } from './fixtures';

/*
 * The signed-in shell is rendered ahead behind the login form (src/app/ShellFrame.tsx),
 * so that signing in only fills it in. Behind the form it must be nothing to the
 * visitor: not seen, not reachable with the keyboard, not clickable, no title.
 */

const AHEAD = '[data-page="/dashboard"] h1';

test.describe('The shell rendered ahead on /login', () => {
  test('is there but can be neither seen, reached with Tab nor clicked', async ({ page }) => {
    await page.goto('/login');
    // Rendered once the page is idle.
    await expect(page.locator(AHEAD)).toHaveCount(1);
    await expect(page.locator(AHEAD)).toBeHidden();
    await expect(sidebar(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '首页' })).toHaveCount(0);
    await expect(page).toHaveTitle(/^登录 - /);

    // Tabbing around never lands inside the shell.
    await page.getByLabel('账号', { exact: true }).focus();
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[inert]') === null)).toBe(true);
    }
    // Where the sidebar sits, a click reaches the login page.
    expect(await page.evaluate(() => document.elementFromPoint(100, 300)?.closest('[inert]') === null)).toBe(true);
  });

  test('is what signing in shows: the same dashboard element, now visible and usable', async ({ page }) => {
    const answer = await openLoginWithCaptcha(page);
    await expect(page.locator(AHEAD)).toHaveCount(1);
    await page.locator(AHEAD).evaluate((heading) => heading.setAttribute('data-rendered-ahead', ''));
    await page.getByLabel('账号', { exact: true }).fill(admin.username);
    await page.getByLabel('密码', { exact: true }).fill(admin.password);
    await page.getByLabel('验证码', { exact: true }).fill(answer);
    await page.getByRole('button', { name: '登 录', exact: true }).click();
    await expect(page.getByRole('heading', { name: '首页' })).toBeVisible();
    await expect(page.locator(`${AHEAD}[data-rendered-ahead]`)).toBeVisible();
    await expect(userMenu(page)).toBeVisible();
    await expect(sidebar(page).getByRole('button', { name: '系统管理' })).toBeVisible();
  });
});
