import type { Page } from '@playwright/test';
import { confirmDelete, expect, notification, openFromMenu, pageErrors, rowWithText, signIn, test, unique } from './fixtures';

/*
 * Issue 24, 商品分类 against the embedded server and its seed (CONTRACT-SHOP.md 12: the
 * dump's categories). Every row made here has a unique name; seed rows are only read or refused.
 */

const cateRow = (page: Page, name: string) => rowWithText(page, '分类列表', name);

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('商品分类: a child category is created with its picture uploaded and chosen in the picture dialog, renamed and deleted; a refused delete shows the server’s message and changes nothing', async ({ page }, testInfo) => {
  const errors = pageErrors(page);
  await signIn(page);
  await openFromMenu(page, '商品管理', '商品分类');
  await expect(cateRow(page, '电视')).toBeVisible();
  const name = `手表${unique(testInfo.workerIndex)}`;

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增分类' });
  await dialog.getByLabel(/分类名称/).fill(name);
  await dialog.getByRole('button', { name: /上级分类/ }).click();
  await page.getByRole('tree', { name: '上级分类' }).getByRole('treeitem', { name: '电子产品' }).click();
  await dialog.getByRole('button', { name: '确认' }).click();
  // Checked before sending: a child needs a picture.
  await expect(dialog.getByText('子分类图片必传')).toBeVisible();
  // The picture: uploaded in the picture dialog over the category dialog, which chooses it.
  const windows = page.context().pages().length;
  await dialog.getByRole('button', { name: '选择图片' }).click();
  const pictures = page.getByRole('dialog', { name: '选择图片：分类图片' });
  await expect(pictures.getByRole('list', { name: '图片列表' })).toBeVisible();
  const file = `cate-${unique(testInfo.workerIndex)}.png`;
  // Into the seed's 分类图 group, chosen first.
  const groups = pictures.getByRole('navigation', { name: '图片分组' });
  await groups.getByRole('button', { name: '分类图' }).click();
  await expect(groups.getByRole('button', { name: '分类图' })).toHaveAttribute('aria-current', 'true');
  await pictures.getByLabel('选择要上传的图片').setInputFiles([{ name: file, mimeType: 'image/png', buffer: PNG }]);
  await expect(pictures.getByRole('list', { name: '上传列表' }).getByRole('listitem', { name: file })).toContainText('已上传');
  const chosen = pictures.getByRole('list', { name: '图片列表' }).getByRole('listitem', { name: file });
  await expect(chosen.getByRole('button', { name: `选择 ${file}` })).toHaveAttribute('aria-pressed', 'true');
  // The server keeps it in 分类图: 未分组 does not list it.
  const ungrouped = page.waitForResponse((response) => response.url().includes('/api/pictures?') && response.url().includes('groupId=0'));
  await groups.getByRole('button', { name: '未分组' }).click();
  await ungrouped;
  await expect(chosen).toHaveCount(0);
  await groups.getByRole('button', { name: '分类图' }).click();
  await expect(chosen.getByRole('button', { name: `选择 ${file}` })).toHaveAttribute('aria-pressed', 'true');
  const url = await chosen.getByRole('img', { name: file }).getAttribute('src');
  expect(url).toMatch(/\/file\/pictures\/[0-9a-f]{32}\.png$/);
  await pictures.getByRole('button', { name: '确定' }).click();
  await expect(pictures).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: '分类图片' })).toHaveValue(url!);
  expect(page.context().pages()).toHaveLength(windows);
  const created = page.waitForResponse((response) => response.url().endsWith('/api/yxStoreCategory') && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: '确认' }).click();
  expect((await created).status()).toBe(201);
  await expect(dialog).toBeHidden();
  await expect(notification(page, '新增成功')).toBeVisible();
  await expect(cateRow(page, name)).toBeVisible();

  await page.reload();
  await expect(cateRow(page, name)).toContainText('显示', { timeout: 30_000 });
  await page.getByRole('button', { name: `编辑 ${name}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: '编辑分类' });
  await expect(edit.getByRole('button', { name: /上级分类/ })).toHaveText(/电子产品/);
  await edit.getByRole('radio', { name: '隐藏' }).check();
  await edit.getByLabel(/分类名称/).fill(`${name}改`);
  await edit.getByRole('button', { name: '确认' }).click();
  await expect(edit).toBeHidden();
  await expect(cateRow(page, `${name}改`)).toContainText('隐藏');

  // Refused: a parent with a child.
  await confirmDelete(page, '删除 家用电器', 400, (u) => u.endsWith('/api/yxStoreCategory/1'));
  await expect(notification(page, '请先删除子分类')).toBeVisible();
  await page.reload();
  for (const kept of ['家用电器', '电视']) await expect(cateRow(page, kept)).toBeVisible();

  await confirmDelete(page, `删除 ${name}改`, 200, (u) => /\/api\/yxStoreCategory\/\d+$/.test(u));
  await expect(notification(page, '删除成功')).toBeVisible();
  await page.reload();
  await expect(cateRow(page, '电视')).toBeVisible();
  await expect(cateRow(page, `${name}改`)).toHaveCount(0);
  expect(errors).toEqual([]);
});
