import { expect, notification, openFromMenu, pageErrors, signIn, test } from './fixtures';

/*
 * Issue 31, 积分配置 against the embedded server: a settings form over `api/yxSystemConfig`.
 * The values written are unique to the run; the form is read back after a reload.
 */

test('积分配置: changed values are stored, shown after a reload, and a wrong one is refused before sending', async ({ page }, testInfo) => {
  // Sign-in, the menu, a refused and an accepted 提交 and a reload: over a minute on a loaded two-core machine (13.6 s when it is not).
  testInfo.setTimeout(90_000);
  const errors = pageErrors(page);
  await signIn(page);
  await openFromMenu(page, '积分管理', '积分配置');
  const form = page.getByRole('region', { name: '积分配置' });
  await expect(form.getByRole('textbox', { name: '积分抵用比例' })).not.toHaveValue('');
  await expect(form.getByText('积分抵用比例(1积分抵多少金额)')).toBeVisible();

  const most = String(100 + Math.floor(Math.random() * 9000));
  await form.getByRole('textbox', { name: '积分抵用比例' }).fill('0.05');
  await form.getByRole('textbox', { name: '满多少可以抵扣' }).fill('1.234');
  await form.getByRole('textbox', { name: '单次最大抵扣积分' }).fill(most);
  await form.getByRole('button', { name: '提交' }).click();
  await expect(form.getByText('满多少可以抵扣必须是金额，最多两位小数')).toBeVisible();

  await form.getByRole('textbox', { name: '满多少可以抵扣' }).fill('88.5');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/yxSystemConfig') && response.request().method() === 'POST');
  await form.getByRole('button', { name: '提交' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toEqual({ integral_ratio: '0.05', integral_full: '88.5', integral_max: most });
  await expect(notification(page, '设置成功')).toBeVisible();

  await page.reload();
  const again = page.getByRole('region', { name: '积分配置' });
  // The reload parses the console anew: slow on a loaded machine, so the first look waits longer.
  await expect(again.getByRole('textbox', { name: '单次最大抵扣积分' })).toHaveValue(most, { timeout: 20_000 });
  await expect(again.getByRole('textbox', { name: '积分抵用比例' })).toHaveValue('0.05');
  await expect(again.getByRole('textbox', { name: '满多少可以抵扣' })).toHaveValue('88.5');
  expect(errors).toEqual([]);
});
