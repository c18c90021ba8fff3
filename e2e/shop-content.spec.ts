import { expect as baseExpect, isolated, openFromMenu, pageErrors, signIn, test } from './fixtures';

/*
 * Issue 33: 用户足迹 and App版本 against the embedded server. The footprints screen lists only
 * footprints (the dump's, the demo's); App版本 writes, so it runs on a server of its own: a
 * link that is not http(s) is refused, then a version is added, edited and deleted.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

test('用户足迹 lists only footprints, the product as its picture and name', async ({ page }) => {
  const errors = pageErrors(page);
  await signIn(page);
  await openFromMenu(page, '商品管理', '用户足迹');
  const table = page.getByRole('table', { name: '收藏足迹列表' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: '收藏' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: '足迹' })).not.toHaveCount(0);
  await openFromMenu(page, '商品管理', '商品收藏');
  const favourites = page.getByRole('table', { name: '收藏足迹列表' });
  await expect(favourites.getByRole('row').filter({ hasText: '小米电视5 55英寸' }).first()).toContainText('收藏');
  await expect(favourites.getByRole('row').filter({ hasText: '足迹' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

isolated('App版本: a link that is not http(s) refused, then a version added, edited and deleted', async ({ page }, testInfo) => {
  testInfo.setTimeout(90_000);
  const errors = pageErrors(page);
  await signIn(page);
  await openFromMenu(page, '商城配置', 'App版本');
  const versions = page.getByRole('table', { name: 'app版本控制列表' });
  await expect(versions.getByRole('row').filter({ hasText: 'v1.2.0' })).toBeVisible();

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = page.getByRole('dialog', { name: '新增app版本控制' });
  await form.getByRole('textbox', { name: /版本名称/ }).fill('v2.0.0');
  await form.getByRole('textbox', { name: /版本code/ }).fill('200');
  await form.getByRole('textbox', { name: /安卓下载链接/ }).fill('ftp://dl.example.com/2.0.0.apk');
  await form.getByRole('button', { name: '确认' }).click();
  await expect(form.getByText('安卓下载链接必须以 http:// 或 https:// 开头')).toBeVisible();
  await form.getByRole('textbox', { name: /安卓下载链接/ }).fill('https://dl.example.com/2.0.0.apk');
  await form.getByRole('button', { name: '确认' }).click();
  await expect(form).toBeHidden();
  const made = versions.getByRole('row').filter({ hasText: 'v2.0.0' });
  await expect(made).toContainText('https://dl.example.com/2.0.0.apk');

  await made.getByRole('button', { name: '编辑 v2.0.0' }).click();
  const edit = page.getByRole('dialog', { name: '编辑app版本控制' });
  await edit.getByRole('textbox', { name: /版本描述/ }).fill('全新界面');
  await edit.getByRole('button', { name: '确认' }).click();
  await expect(edit).toBeHidden();
  await page.reload();
  await expect(versions.getByRole('row').filter({ hasText: 'v2.0.0' })).toContainText('全新界面');

  await versions.getByRole('row').filter({ hasText: 'v2.0.0' }).getByRole('button', { name: '删除 v2.0.0' }).click();
  await page.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(versions.getByRole('row').filter({ hasText: 'v2.0.0' })).toHaveCount(0);
  await page.reload();
  await expect(versions.getByRole('row').filter({ hasText: 'v1.2.0' })).toBeVisible();
  await expect(versions.getByRole('row').filter({ hasText: 'v2.0.0' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
