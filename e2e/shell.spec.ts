import { expect, signIn, test } from './fixtures';

/* Issue 4 against the real embedded server and its seeded menus. */

const seededTopLevel = ['商品管理', '订单管理', '营销', '分销', '积分', '内容', '系统管理', '系统监控', '系统工具'];

test('the sidebar shows the seeded top-level menus', async ({ page }) => {
  await signIn(page);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  for (const title of seededTopLevel) await expect(nav.getByText(title, { exact: true }).first()).toBeVisible();
});

test('clicking a nested page navigates, and the breadcrumb reads 首页 / parent / child', async ({ page }) => {
  await signIn(page);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '系统工具' }).click();
  await nav.getByRole('button', { name: '存储管理' }).click();
  await nav.getByRole('link', { name: '本地存储' }).click();
  await expect(page).toHaveURL(/\/sys-tools\/storage\/local$|\/storage\/local$/);
  await expect(page.getByRole('navigation', { name: '面包屑' })).toHaveText('首页/系统工具/存储管理/本地存储');
  await expect(page).toHaveTitle('本地存储 - 后台管理系统');
  await expect(nav.getByRole('link', { name: '本地存储' })).toHaveAttribute('aria-current', 'page');
});

test('a reload on a deep route lands on the same route', async ({ page }) => {
  await signIn(page);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '系统管理' }).click();
  await nav.getByRole('link', { name: '字典管理' }).click();
  const url = page.url();
  await page.reload();
  await expect(page.getByRole('navigation', { name: '面包屑' })).toHaveText('首页/系统管理/字典管理');
  expect(page.url()).toBe(url);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await signIn(page);
  await page.goto('/this/page/does/not/exist');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
});

test('a page whose component this console lacks shows 页面未实现 with the component path', async ({ page }) => {
  await signIn(page);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '商品管理' }).click();
  await nav.getByRole('link', { name: '商品分类' }).click();
  await expect(page.getByRole('heading', { name: '页面未实现' })).toBeVisible();
  await expect(page.getByText('shop/cate/index')).toBeVisible();
});

test('external links open in a new tab without an opener', async ({ page }) => {
  await signIn(page);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '系统工具' }).click();
  const link = nav.getByRole('link', { name: '项目主页' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('at 800 px the sidebar opens over a backdrop and closes on backdrop click and on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 700 });
  await signIn(page);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: '展开菜单' }).click();
  await expect(nav).toBeVisible();
  // The backdrop covers the page to the right of the 205 px menu.
  await page.mouse.click(600, 400);
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: '展开菜单' }).click();
  await nav.getByRole('button', { name: '系统管理' }).click();
  await nav.getByRole('link', { name: '字典管理' }).click();
  await expect(page.getByRole('navigation', { name: '面包屑' })).toHaveText('首页/系统管理/字典管理');
  await expect(nav).toBeHidden();
});

test('the collapsed sidebar choice survives a reload', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: '收起菜单' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'sidebarStatus')?.value).toBe('0');
});
