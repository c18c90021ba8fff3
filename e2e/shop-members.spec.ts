import { expect as baseExpect, isolated as test, openFromMenu, pageErrors, signIn } from './fixtures';

/*
 * Issue 32: 会员 (`shop/user/index`) against the embedded server, on a server of its own
 * (it changes a balance): find the dump's member by phone, add 10.00, see a deduction
 * beyond the balance refused with the server's 余额不足, and the 系统增加余额 bill in 用户账单;
 * 分销员 with its 查看下级.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = '15136175246';

test('会员: 修改余额 增加 then 减少 beyond the balance refused, the bill in 用户账单', async ({ page }, testInfo) => {
  testInfo.setTimeout(120_000);
  const errors = pageErrors(page);
  await signIn(page);
  await openFromMenu(page, '会员管理', '会员');
  await page.getByRole('textbox', { name: '手机号码' }).fill(PHONE);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const table = page.getByRole('table', { name: '会员列表' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText('9997.80');

  await page.getByRole('button', { name: `修改余额 ${PHONE}` }).click();
  const form = page.getByRole('dialog', { name: '修改余额' });
  await form.getByRole('textbox', { name: /金额/ }).fill('10');
  await form.getByRole('button', { name: '确认' }).click();
  const question = page.getByRole('dialog', { name: '提示' });
  await expect(question).toContainText(`确定为${PHONE}增加10.00元余额?`);
  await question.getByRole('button', { name: '确定' }).click();
  await expect(form).toBeHidden();
  await expect(row).toContainText('10007.80');

  await page.getByRole('button', { name: `修改余额 ${PHONE}` }).click();
  await form.getByRole('radio', { name: '减少' }).check();
  await form.getByRole('textbox', { name: /金额/ }).fill('10007.81');
  await form.getByRole('button', { name: '确认' }).click();
  await expect(question).toContainText(`确定为${PHONE}减少10007.81元余额?`);
  await question.getByRole('button', { name: '确定' }).click();
  await expect(form.getByText('余额不足')).toBeVisible();
  await form.getByRole('button', { name: '取消' }).click();
  await expect(row).toContainText('10007.80');

  await page.getByRole('button', { name: `账单 ${PHONE}` }).click();
  const bills = page.getByRole('table', { name: '账单列表' });
  const bill = bills.getByRole('row').filter({ hasText: '系统增加余额' }).first();
  await expect(bill).toContainText('+10.00');
  await expect(page.getByRole('textbox', { name: '用户昵称' })).toHaveValue(PHONE);
  await expect(bills.getByRole('row').filter({ hasText: '系统减少余额' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('分销员: the promoters only, each one’s 直推人数 matching its 一级 in 查看下级', async ({ page }) => {
  const errors = pageErrors(page);
  await signIn(page);
  await openFromMenu(page, '分销管理', '分销员');
  const table = page.getByRole('table', { name: '分销员列表' });
  // The seed's two promoters (server/members/seed.ts), a header row above them.
  await expect(table.getByRole('row')).toHaveCount(3);
  const row = table.getByRole('row').nth(1);
  const direct = Number(await row.getByRole('cell').nth(8).textContent());
  expect(direct).toBeGreaterThan(0);
  const nickname = (await row.getByRole('cell').nth(1).textContent()) ?? '';
  await row.getByRole('button', { name: /^查看下级/ }).click();
  const invitees = page.getByRole('table', { name: `${nickname}的下级` });
  await expect(invitees.getByRole('row')).toHaveCount(direct + 1);
  expect(errors).toEqual([]);
});
