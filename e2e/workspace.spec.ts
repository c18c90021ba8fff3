import { expect, openFromMenu, signIn, tabBar, tabs, test } from './fixtures';

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
