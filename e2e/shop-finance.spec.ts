import { expect as baseExpect, isolated as test, pageErrors, signIn } from './fixtures';

/*
 * Issue 32: 提现管理 (`activity/extract/index`) and 充值管理 (`shop/recharge/index`) against the
 * embedded server's demo rows, on a server of its own (a review returns a member's
 * commission and writes a bill; a delete hides a recharge): a refusal with its reason shows
 * as handled and its 提现失败 bill in the member's bills, an approval as 提现通过, and an
 * unpaid recharge is deleted after asking.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

/** The name in a row action's label (`驳回 王芳` is 王芳). */
const nameIn = (label: string | null) => (label ?? '').replace(/^\S+ /, '');

test('提现管理: 驳回 with a reason, the commission back in 用户账单; 通过 another', async ({ page }, testInfo) => {
  testInfo.setTimeout(120_000);
  const errors = pageErrors(page);
  await signIn(page, undefined, '/price/extract');
  const table = page.getByRole('table', { name: '提现列表' });
  const refuse = table.getByRole('button', { name: /^驳回 / }).first();
  await expect(refuse).toBeVisible();
  const refused = nameIn(await refuse.getAttribute('aria-label'));
  const row = table.getByRole('row').filter({ hasText: `姓名:${refused}` });
  const amount = (await row.getByRole('cell').nth(1).textContent())!.trim();

  await refuse.click();
  const form = page.getByRole('dialog', { name: '驳回' });
  await expect(form.getByRole('textbox', { name: '退回佣金' })).toHaveValue(`${amount}元`);
  await form.getByRole('button', { name: '确认' }).click();
  await expect(form.getByText('请填写失败原因')).toBeVisible();
  await form.getByRole('textbox', { name: /无效原因/ }).fill('收款账户与实名不符');
  await form.getByRole('button', { name: '确认' }).click();
  await expect(form).toBeHidden();
  await expect(row).toContainText('提现未通过');
  await expect(row).toContainText('未通过原因：收款账户与实名不符');
  await expect(row.getByRole('button')).toHaveCount(0);

  const approve = table.getByRole('button', { name: /^通过 / }).first();
  const approved = nameIn(await approve.getAttribute('aria-label'));
  const approvedRow = table.getByRole('row').filter({ hasText: `姓名:${approved}` });
  const approvedAmount = (await approvedRow.getByRole('cell').nth(1).textContent())!.trim();
  await approve.click();
  const question = page.getByRole('dialog', { name: '提示' });
  await expect(question).toContainText(`确定通过${approved}的提现申请(${approvedAmount}元)?`);
  await question.getByRole('button', { name: '确定' }).click();
  await expect(approvedRow).toContainText('提现通过');
  await expect(approvedRow.getByRole('button')).toHaveCount(0);

  // The refused member's bills: the commission returned, as a 提现失败 income.
  await page.goto(`/member/bill?nickname=${encodeURIComponent(refused)}`);
  const bill = page.getByRole('table', { name: '账单列表' }).getByRole('row').filter({ hasText: '提现失败' });
  await expect(bill).toHaveCount(1);
  await expect(bill).toContainText(`+${amount}`);
  expect(errors).toEqual([]);
});

test('充值管理: an unpaid recharge is deleted after asking; a paid one offers no 删除', async ({ page }, testInfo) => {
  testInfo.setTimeout(90_000);
  const errors = pageErrors(page);
  await signIn(page, undefined, '/price/recharge');
  const table = page.getByRole('table', { name: '充值列表' });
  const paid = table.getByRole('row').filter({ hasText: '已支付' }).first();
  await expect(paid).toBeVisible();
  await expect(paid.getByRole('button', { name: /^删除 / })).toHaveCount(0);
  const remove = table.getByRole('button', { name: /^删除 / }).first();
  const label = (await remove.getAttribute('aria-label'))!;
  const orderId = label.split(' ').at(-1)!;
  await expect(table.getByRole('row').filter({ hasText: orderId })).toContainText('未支付');
  await remove.click();
  const popover = page.getByRole('alertdialog', { name: '提示' });
  await expect(popover).toHaveText(/确定删除本条数据吗？/);
  const answered = page.waitForResponse((response) => response.url().includes('/api/yxUserRecharge') && response.request().method() === 'DELETE');
  await popover.getByRole('button', { name: '确定' }).click();
  expect((await answered).status()).toBe(200);
  await expect(table.getByRole('row').filter({ hasText: orderId })).toHaveCount(0);
  expect(errors).toEqual([]);
});
