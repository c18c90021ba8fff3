import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/* Issue 5 against the real server: tabs, settings, theme, size. */

const tabBar = (page: Page) => page.getByRole('navigation', { name: '标签页' });
const tabs = (page: Page) => tabBar(page).getByRole('link');

async function openFromMenu(page: Page, folder: string, item: string) {
  const nav = page.getByRole('navigation', { name: '主菜单' });
  const link = nav.getByRole('link', { name: item, exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: folder, exact: true }).click();
  await link.click();
  await expect(tabBar(page).getByRole('link', { name: item })).toHaveAttribute('aria-current', 'page');
}

test('tabs: 关闭其他, 关闭全部 and 刷新 from the right-click menu', async ({ page }) => {
  await signIn(page);
  await openFromMenu(page, '系统管理', '用户管理');
  await openFromMenu(page, '系统管理', '角色管理');
  await openFromMenu(page, '系统监控', '操作日志');
  await expect(tabs(page)).toHaveText(['首页', '用户管理', '角色管理', '操作日志']);

  await tabBar(page).getByRole('link', { name: '角色管理' }).click({ button: 'right' });
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['刷新', '关闭', '关闭其他', '关闭全部']);
  const box = await menu.locator('xpath=..').boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(105);
  await menu.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(tabs(page)).toHaveText(['首页', '角色管理']);
  await expect(page.getByRole('navigation', { name: '面包屑' })).toHaveText('首页/系统管理/角色管理');

  const redirected = page.waitForURL(/\/redirect\//);
  await tabBar(page).getByRole('link', { name: '角色管理' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: '刷新' }).click();
  await redirected;
  await expect(page.getByRole('navigation', { name: '面包屑' })).toHaveText('首页/系统管理/角色管理');

  await tabBar(page).getByRole('link', { name: '首页' }).click({ button: 'right' });
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['刷新', '关闭其他', '关闭全部']);
  await page.getByRole('menuitem', { name: '关闭全部' }).click();
  await expect(tabs(page)).toHaveText(['首页']);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a kept page keeps typed input while other tabs are shown; 刷新 starts it afresh', async ({ page }) => {
  await signIn(page);
  await openFromMenu(page, '系统管理', '字典管理');
  await page.getByLabel('搜索字典').fill('订单');
  await openFromMenu(page, '系统管理', '菜单管理');
  await openFromMenu(page, '系统管理', '用户管理');
  await tabBar(page).getByRole('link', { name: '字典管理' }).click();
  await expect(page.getByLabel('搜索字典')).toHaveValue('订单');
  await tabBar(page).getByRole('link', { name: '字典管理' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: '刷新' }).click();
  await expect(page.getByRole('navigation', { name: '面包屑' })).toHaveText('首页/系统管理/字典管理');
  await expect(page.getByLabel('搜索字典')).toHaveValue('');
});

test('tabs survive a reload of the browser tab', async ({ page }) => {
  await signIn(page);
  await openFromMenu(page, '系统管理', '用户管理');
  await openFromMenu(page, '系统管理', '部门管理');
  await page.reload();
  await expect(tabs(page)).toHaveText(['首页', '用户管理', '部门管理']);
  await expect(tabBar(page).getByRole('link', { name: '部门管理' })).toHaveAttribute('aria-current', 'page');
});

test('turning 显示标签 off hides the tab bar, and the choice survives a reload', async ({ page }) => {
  await signIn(page);
  await expect(tabBar(page)).toBeVisible();
  await page.getByRole('button', { name: /^用户菜单：/ }).click();
  await page.getByRole('menuitem', { name: '布局设置' }).click();
  await page.getByRole('switch', { name: '显示标签' }).click();
  await page.keyboard.press('Escape');
  await expect(tabBar(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: /^用户菜单：/ })).toBeVisible();
  await expect(tabBar(page)).toBeHidden();
});

test('a new theme colour re-themes the buttons without any request leaving the console', async ({ page, serverUrl }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(serverUrl) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  await signIn(page);
  // 部门管理 has no view here: its 页面未实现 page carries a primary (outlined) button.
  await openFromMenu(page, '系统管理', '部门管理');
  const home = page.getByRole('link', { name: '返回首页' });
  await expect(home).toHaveCSS('color', 'rgb(24, 144, 255)');
  await page.getByRole('button', { name: /^用户菜单：/ }).click();
  await page.getByRole('menuitem', { name: '布局设置' }).click();
  await page.getByRole('button', { name: '主题色 #11a983' }).click();
  await page.keyboard.press('Escape');
  await expect(home).toHaveCSS('color', 'rgb(17, 169, 131)');
  expect(foreign).toEqual([]);
});

test('changing the size shows 布局设置成功 and keeps it in the size cookie', async ({ page, context }) => {
  await signIn(page);
  await page.getByRole('button', { name: '布局大小' }).click();
  await page.getByRole('menuitem', { name: 'Mini' }).click();
  await expect(page.getByText('布局设置成功')).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'size')?.value).toBe('mini');
  await expect(page).toHaveURL(/\/dashboard$/);
});
