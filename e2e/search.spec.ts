import { expect, signIn, signInThroughForm, test } from './fixtures';

/* Issue 5, header search, against the real embedded server and its seeded menus. */

/** Lazy chunks are named by id: pinyin-pro's is the one holding its dictionary (toned syllables). */
const isPinyinChunk = (body: string) => body.includes('zhōng');

test('pinyin initials and full pinyin find 字典管理; pinyin-pro loads only when the search opens', async ({ page }) => {
  const pinyinChunks: string[] = [];
  page.on('response', async (response) => {
    if (!/\/static\/js\/[^/]+\.js$/.test(response.url())) return;
    if (isPinyinChunk(await response.text().catch(() => ''))) pinyinChunks.push(response.url());
  });
  // Through the form: the login page and its prefetches must not bring pinyin-pro in either.
  await signInThroughForm(page);
  await page.waitForLoadState('networkidle');
  expect(pinyinChunks).toEqual([]);

  await page.getByRole('button', { name: '搜索菜单' }).click();
  const input = page.getByRole('combobox', { name: '搜索菜单' });
  await input.fill('zdgl');
  await expect(page.getByRole('option').first()).toContainText('系统管理 > 字典管理');
  await expect.poll(() => pinyinChunks.length).toBe(1);

  await input.fill('zidian');
  await expect(page.getByRole('option').first()).toContainText('系统管理 > 字典管理');
  await input.press('Enter');
  await expect(page.getByRole('navigation', { name: '面包屑' })).toHaveText('首页/系统管理/字典管理');
});

test('arrow keys move the highlight, Esc closes, and nothing matching says 无匹配结果', async ({ page }) => {
  await signIn(page);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: '搜索菜单' });
  await input.fill('系统');
  const options = page.getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  await input.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
  await input.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');

  await input.fill('没有这个菜单');
  await expect(page.getByText('无匹配结果')).toBeVisible();
  await input.press('Escape');
  await expect(page.getByRole('dialog', { name: '搜索菜单' })).toBeHidden();
});

test('the search button shows the shortcut in its tooltip', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: '搜索菜单' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText(/搜索菜单（(Ctrl\+K|⌘K)）/);
});
