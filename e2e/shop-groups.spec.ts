import { expect, notification, openFromMenu, pageErrors, signIn, test, unique } from './fixtures';

/*
 * Issue 33: 商城设置's group data against the embedded server and its seed (the dump's two
 * banners, 222 at 排序 2 above banner2 at 1). A banner is added with its picture uploaded
 * and chosen in the picture dialog over the form, and shows, after a reload, in 排序 order
 * with its thumbnail and 显示.
 */

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('首页幻灯片: a banner added with a picture chosen in the picture dialog is listed in 排序 order after a reload', async ({ page }, testInfo) => {
  testInfo.setTimeout(90_000);
  const errors = pageErrors(page);
  await signIn(page);
  await openFromMenu(page, '商城配置', '首页幻灯片');
  const banners = page.getByRole('table', { name: '幻灯片列表' });
  await expect(banners.getByRole('row').filter({ hasText: 'banner2' })).toBeVisible();
  const name = `横幅${unique(testInfo.workerIndex)}`;

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = page.getByRole('dialog', { name: '新增幻灯片' });
  await expect(form.getByText('建议尺寸 750*375')).toBeVisible();
  await form.getByRole('textbox', { name: /标题/ }).fill(name);
  await form.getByRole('button', { name: '确认' }).click();
  await expect(form.getByText('图片必须上传')).toBeVisible();

  const windows = page.context().pages().length;
  await form.getByRole('button', { name: '选择图片' }).click();
  const pictures = page.getByRole('dialog', { name: '选择图片：图片' });
  await expect(pictures.getByRole('list', { name: '图片列表' })).toBeVisible();
  const file = `banner-${unique(testInfo.workerIndex)}.png`;
  await pictures.getByLabel('选择要上传的图片').setInputFiles([{ name: file, mimeType: 'image/png', buffer: PNG }]);
  const chosen = pictures.getByRole('list', { name: '图片列表' }).getByRole('listitem', { name: file });
  await expect(chosen.getByRole('button', { name: `选择 ${file}` })).toHaveAttribute('aria-pressed', 'true');
  const url = await chosen.getByRole('img', { name: file }).getAttribute('src');
  await pictures.getByRole('button', { name: '确定' }).click();
  await expect(pictures).toBeHidden();
  await expect(form.getByRole('textbox', { name: /图片/ })).toHaveValue(url!);
  expect(page.context().pages()).toHaveLength(windows);

  await form.getByRole('textbox', { name: /H5跳转url/ }).fill('/goods_list');
  await form.getByRole('textbox', { name: /排序/ }).fill('3');
  const created = page.waitForResponse((response) => response.url().endsWith('/api/yxSystemGroupData') && response.request().method() === 'POST');
  await form.getByRole('button', { name: '确认' }).click();
  expect((await created).status()).toBe(201);
  await expect(form).toBeHidden();
  await expect(notification(page, '添加成功')).toBeVisible();

  await page.reload();
  const made = banners.getByRole('row').filter({ hasText: name });
  await expect(made).toContainText('显示', { timeout: 30_000 });
  await expect(made.getByRole('img', { name: `${name} 图片` })).toHaveAttribute('src', url!);
  const titles = await banners.getByRole('row').allTextContents();
  const at = (text: string) => titles.findIndex((row) => row.includes(text));
  expect(at(name)).toBeGreaterThan(0);
  expect(at(name)).toBeLessThan(at('222'));
  expect(at('222')).toBeLessThan(at('banner2'));
  expect(errors).toEqual([]);
});
