import type { Page } from '@playwright/test';
import { expect, signIn, test, tokenOf, unfold, unique } from './fixtures';

/*
 * Issue 6, 菜单管理 against the real embedded server. Tests share the server: every menu
 * made here has a unique name and is removed. What an editor may not do is in spec-5.
 */

async function openMenuScreen(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await unfold(nav, '系统管理');
  await nav.getByRole('link', { name: '菜单管理' }).click();
  await expect(page).toHaveURL(/\/system\/menu$/);
  await expect(page.getByRole('table', { name: '菜单列表' }).getByText('系统管理', { exact: true })).toBeVisible();
}

/** Removes menus titled `title` through the API, whatever the test got to. */
async function removeByTitle(page: Page, title: string): Promise<void> {
  const token = await tokenOf(page.context()).catch(() => undefined);
  if (!token) return;
  const headers = { Authorization: token };
  const found = await page.request.get(`/api/menus?blurry=${encodeURIComponent(title)}`, { headers });
  if (!found.ok()) return;
  const ids: number[] = [];
  const walk = (rows: { id: number; name: string; children?: unknown[] }[]) => {
    for (const row of rows) {
      if (row.name === title) ids.push(row.id);
      walk((row.children ?? []) as typeof rows);
    }
  };
  walk(((await found.json()) as { content: { id: number; name: string }[] }).content);
  if (ids.length > 0) await page.request.delete('/api/menus', { headers, data: ids });
}

test('as admin: a new menu shows in the sidebar at once, opens 页面未实现, and leaves the sidebar when deleted', async ({ page }, testInfo) => {
  const suffix = unique(testInfo.workerIndex);
  const title = `E2E菜单${suffix}`;
  const path = `e2e-menu-${suffix}`;
  await signIn(page);
  try {
    await openMenuScreen(page);
    const nav = page.getByRole('navigation', { name: '主菜单' });
    await expect(nav.getByRole('link', { name: title })).toHaveCount(0);

    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '新增菜单' });
    // Nothing filled: the form refuses before sending.
    await dialog.getByRole('button', { name: '确认' }).click();
    await expect(dialog.getByText('请输入菜单标题')).toBeVisible();

    await dialog.getByRole('textbox', { name: /^菜单标题/ }).fill(title);
    await dialog.getByRole('textbox', { name: /^路由地址/ }).fill(path);
    await dialog.getByRole('textbox', { name: /^组件路径/ }).fill('test/e2e/index');
    await dialog.getByRole('button', { name: '菜单图标' }).click();
    const icons = page.getByRole('dialog', { name: '选择图标' });
    await icons.getByRole('textbox', { name: '搜索图标' }).fill('dictionary');
    await icons.getByRole('option', { name: 'dictionary' }).click();
    await dialog.getByRole('button', { name: /^上级类目/ }).click();
    await page.getByRole('tree', { name: '上级类目' }).getByRole('treeitem', { name: '系统管理', exact: true }).click();
    await expect(dialog.getByRole('button', { name: '上级类目 系统管理' })).toBeVisible();
    await dialog.getByRole('button', { name: '确认' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('新增成功')).toBeVisible();

    // The sidebar of this very page follows, without a reload.
    const link = nav.getByRole('link', { name: title });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/system/${path}$`));
    await expect(page.getByRole('heading', { name: '页面未实现' })).toBeVisible();
    await expect(page.getByText('test/e2e/index')).toBeVisible();

    // Back to 菜单管理, find it, delete it.
    await nav.getByRole('link', { name: '菜单管理' }).click();
    await page.getByRole('textbox', { name: '模糊搜索' }).fill(title);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.getByRole('button', { name: `删除 ${title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: '提示' });
    await expect(confirm).toContainText(`确定删除菜单「${title}」吗？`);
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(nav.getByRole('link', { name: title })).toHaveCount(0);
    await expect(page.getByRole('table', { name: '菜单列表' }).getByText(title)).toHaveCount(0);
  } finally {
    await removeByTitle(page, title);
  }
});
