import { editor, expect as baseExpect, isolated as test, openFromMenu, pageErrors, signIn } from './fixtures';

/*
 * Issue 32: 优惠券 against the embedded server, on a server of its own (it writes): a 商品券
 * whose product is picked from the goods list in a dialog, published with a count and a
 * window, seen in 已发布优惠券 and closed there; 优惠券领取记录 searched by name; the editor reads
 * the coupons and writes nothing.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

test('优惠券: a 商品券 with a picked product, 发布 with a count and a window, closed in 已发布优惠券', async ({ page }, testInfo) => {
  testInfo.setTimeout(120_000);
  const errors = pageErrors(page);
  await signIn(page);
  await openFromMenu(page, '电子券管理', '优惠券制作');
  const coupons = page.getByRole('table', { name: '优惠券列表' });
  await expect(coupons.getByRole('row').filter({ hasText: '双十一优惠券' })).toBeVisible();

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = page.getByRole('dialog', { name: '新增优惠券' });
  await form.getByRole('combobox', { name: /优惠券类型/ }).click();
  await page.getByRole('option', { name: '商品券' }).click();
  await form.getByRole('button', { name: '选择商品' }).click();
  const picker = page.getByRole('dialog', { name: '选择商品' });
  await picker.getByRole('textbox', { name: '商品名称' }).fill('唇泥');
  await picker.getByRole('button', { name: '搜索' }).click();
  await picker.getByRole('checkbox', { name: /^选择 into you唇泥/ }).check();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
  await form.getByRole('textbox', { name: /优惠券名称/ }).fill('唇泥尝鲜券');
  await form.getByRole('textbox', { name: /优惠券面值/ }).fill('20');
  await form.getByRole('textbox', { name: /优惠券最低消费/ }).fill('20');
  await form.getByRole('textbox', { name: /有效期限/ }).fill('7');
  await form.getByRole('button', { name: '确认' }).click();
  await expect(form.getByText('优惠券金额不能高于最低消费金额')).toBeVisible();
  await form.getByRole('textbox', { name: /优惠券最低消费/ }).fill('99');
  await form.getByRole('button', { name: '确认' }).click();
  await expect(form).toBeHidden();
  const made = coupons.getByRole('row').filter({ hasText: '唇泥尝鲜券' });
  await expect(made).toContainText('商品券');
  await expect(made).toContainText('99.00');

  await made.getByRole('button', { name: '发布 唇泥尝鲜券' }).click();
  const publish = page.getByRole('dialog', { name: '发布优惠券' });
  await publish.getByLabel(/领取开启时间/).fill('2026-12-01T10:00');
  await publish.getByLabel(/券领结束时间/).fill('2099-12-31T23:59');
  await publish.getByRole('textbox', { name: /发布数量/ }).fill('5');
  await publish.getByRole('button', { name: '确认' }).click();
  await expect(publish).toBeHidden();

  await openFromMenu(page, '电子券管理', '已发布优惠券');
  const issues = page.getByRole('table', { name: '已发布优惠券列表' });
  const issue = issues.getByRole('row').filter({ hasText: '唇泥尝鲜券' });
  await expect(issue).toContainText('2026-12-01 10:00:00');
  await expect(issue).toContainText('发布:5 / 剩余:5');
  const status = issue.getByRole('switch');
  await expect(status).toBeChecked();
  await status.click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(status).not.toBeChecked();
  await page.reload();
  await expect(issues.getByRole('row').filter({ hasText: '唇泥尝鲜券' }).getByRole('switch')).not.toBeChecked();
  expect(errors).toEqual([]);
});

test('优惠券领取记录: the demo claims, searched by 优惠券名称', async ({ page }) => {
  const errors = pageErrors(page);
  await signIn(page, undefined, '/syscoupon/storecouponuser');
  const claims = page.getByRole('table', { name: '优惠券领取记录列表' });
  await expect(claims.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('textbox', { name: '优惠券名称' }).fill('满200减20');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(claims.getByRole('row')).toHaveCount(10);
  await expect(claims.getByRole('row').filter({ hasText: '新人礼金' })).toHaveCount(0);
  await expect(claims.getByRole('row').filter({ hasText: '已过期' })).not.toHaveCount(0);
  expect(errors).toEqual([]);
});

test('优惠券 as editor: the coupons and their issues listed, no write offered', async ({ page }) => {
  const errors = pageErrors(page);
  await signIn(page, editor, '/syscoupon/coupon');
  const coupons = page.getByRole('table', { name: '优惠券列表' });
  await expect(coupons.getByRole('row').filter({ hasText: '双十一优惠券' })).toBeVisible();
  for (const name of [/^新增$/, /^编辑 /, /^删除/, /^发布 /]) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await openFromMenu(page, '电子券管理', '已发布优惠券');
  const issues = page.getByRole('table', { name: '已发布优惠券列表' });
  await expect(issues.getByRole('row').nth(1)).toBeVisible();
  for (const status of await issues.getByRole('switch').all()) await expect(status).toBeDisabled();
  await expect(page.getByRole('button', { name: /^删除/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});
