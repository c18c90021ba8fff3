import { expect as baseExpect, isolated, openFromMenu, pageErrors, signIn } from './fixtures';

/*
 * Issue 33: 自动回复, 微信菜单 and 微信模板消息 against the embedded server, on a server of
 * their own (each writes): the reply's text is seen again after a reload; 保存发布 says the
 * server has no 公众号 while the edit stays on screen and is stored; a template is added.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

isolated('自动回复: an edited text reply is there after a reload', async ({ page }, testInfo) => {
  testInfo.setTimeout(90_000);
  const errors = pageErrors(page);
  await signIn(page);
  await openFromMenu(page, '微信管理', '自动回复');
  const section = page.getByRole('region', { name: '自动回复' });
  const content = section.getByRole('textbox', { name: '规则内容' });
  await expect(content).toHaveValue('yshop意象电商系统欢迎您哦！');
  await content.fill('');
  await section.getByRole('button', { name: '提交' }).click();
  await expect(section.getByText('请输入内容')).toBeVisible();
  await content.fill('欢迎关注本店，新人礼金已放入您的账户');
  await section.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('设置成功')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: '自动回复' }).getByRole('textbox', { name: '规则内容' })).toHaveValue('欢迎关注本店，新人礼金已放入您的账户');
  expect(errors).toEqual([]);
});

isolated('微信菜单: 保存发布 shows 未配置公众号，无法发布, the edit kept and stored', async ({ page }, testInfo) => {
  testInfo.setTimeout(90_000);
  const errors = pageErrors(page);
  await signIn(page);
  await openFromMenu(page, '微信管理', '微信菜单');
  const section = page.getByRole('region', { name: '微信菜单' });
  await expect(section.getByRole('button', { name: '菜单 单商户', exact: true })).toBeVisible();
  await section.getByRole('button', { name: '菜单 官方购买', exact: true }).click();
  await section.getByRole('textbox', { name: '菜单名称' }).fill('官方商城');
  await section.getByRole('button', { name: '保存发布' }).click();
  await expect(section.getByRole('alert').filter({ hasText: '未配置公众号，无法发布' })).toBeVisible();
  await expect(section.getByRole('textbox', { name: '菜单名称' })).toHaveValue('官方商城');
  await expect(section.getByRole('button', { name: '菜单 官方商城', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: '微信菜单' }).getByRole('button', { name: '菜单 官方商城', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

isolated('微信模板消息: a template is added to the dump’s five', async ({ page }, testInfo) => {
  testInfo.setTimeout(90_000);
  const errors = pageErrors(page);
  await signIn(page);
  await openFromMenu(page, '微信管理', '微信模板消息');
  const templates = page.getByRole('table', { name: '微信模板消息列表' });
  await expect(templates.getByRole('row').filter({ hasText: 'delivery_success' })).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = page.getByRole('dialog', { name: '新增微信模板消息' });
  await form.getByRole('textbox', { name: /模板编号/ }).fill('order_cancel');
  await form.getByRole('textbox', { name: /模板名/ }).fill('订单取消通知');
  await form.getByRole('textbox', { name: /模板ID/ }).fill('AbC_123');
  await form.getByRole('button', { name: '确认' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('添加成功')).toBeVisible();
  await page.reload();
  await expect(templates.getByRole('row').filter({ hasText: 'order_cancel' })).toContainText('订单取消通知');
  expect(errors).toEqual([]);
});
