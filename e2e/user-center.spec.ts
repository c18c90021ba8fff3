import type { Page } from '@playwright/test';
import { admin, editor, expect, isolated, logIn, signIn, signInThroughForm, test, unfold, userMenu } from './fixtures';

/*
 * Issue 6, 个人中心 and 上传图片 against the real embedded server. Changing a password
 * ends the user's other sessions, so those tests get a server of their own (`isolated`).
 * The avatar in the top bar is in spec-2.
 */

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function openCenter(page: Page) {
  await page.goto('/user/center');
  await expect(page.getByRole('region', { name: '个人信息' })).toBeVisible();
}

/** Logged out to the login page, with its captcha shown (so the next captcha fetched is a new page's). */
async function landedOnLogin(page: Page) {
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fcenter$/);
  await expect(page.getByRole('img', { name: '验证码' })).toBeVisible();
}

async function changePassword(page: Page, oldPass: string, newPass: string) {
  await page.getByRole('tab', { name: '修改密码' }).click();
  const form = page.getByRole('form', { name: '修改密码' });
  await form.getByLabel('旧密码').fill(oldPass);
  await form.getByLabel('新密码').fill(newPass);
  await form.getByLabel('确认密码').fill(newPass);
  await form.getByRole('button', { name: '确认修改' }).click();
}

isolated('the password is changed (server refusals shown in the form), and the next sign-in uses the new one', async ({ page }) => {
  const newPassword = 'e2e-n3w-pass';
  await signIn(page, editor);
  await openCenter(page);
  await page.getByRole('tab', { name: '修改密码' }).click();
  const form = page.getByRole('form', { name: '修改密码' });

  await form.getByLabel('旧密码').fill('not-the-password');
  await form.getByLabel('新密码').fill(newPassword);
  await form.getByLabel('确认密码').fill(newPassword);
  await form.getByRole('button', { name: '确认修改' }).click();
  await expect(form.getByRole('alert')).toHaveText('修改失败，旧密码错误');
  await expect(form.getByLabel('旧密码')).toHaveValue('not-the-password');

  await form.getByLabel('旧密码').fill(editor.password);
  const changed = page.waitForResponse((response) => response.url().endsWith('/api/users/updatePass'));
  await form.getByRole('button', { name: '确认修改' }).click();
  const answer = await changed;
  expect(answer.status()).toBe(200);
  // Sent as RSA ciphertext, never as typed.
  expect(answer.request().postData()).not.toContain(newPassword);
  await landedOnLogin(page);
  await expect(page.getByText('密码修改成功，请使用新密码重新登录')).toBeVisible();

  await logIn(page, { username: editor.username, password: newPassword }, '/login?redirect=%2Fuser%2Fcenter');
  await expect(userMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/user\/center$/);
  await expect(page.getByRole('region', { name: '个人信息' }).getByText('editor', { exact: true })).toBeVisible();

  // Back to the seeded password, so later tests on this server can sign in as editor.
  await changePassword(page, newPassword, editor.password);
  await landedOnLogin(page);
  await signInThroughForm(page, editor);
});

test('上传图片: an uploaded PNG is listed, found by its name, and its link copied', async ({ page, context }) => {
  await signIn(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/yshop/materia/index');
  await expect(page.getByRole('region', { name: '已上传的图片' })).toBeVisible({ timeout: 15_000 });

  const name = `e2e-${Date.now().toString(36)}.png`;
  await page.getByLabel('选择要上传的图片').setInputFiles([
    { name, mimeType: 'image/png', buffer: PNG },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
  ]);
  const queue = page.getByRole('list', { name: '上传列表' });
  await expect(queue.getByRole('listitem', { name })).toContainText('已上传');
  await expect(queue.getByRole('listitem', { name: 'notes.txt' })).toContainText('只能上传图片');

  await page.getByRole('textbox', { name: '图片名称' }).fill(name);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const list = page.getByRole('list', { name: '图片列表' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const listed = list.getByRole('listitem', { name });
  const image = listed.getByRole('img', { name });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  const url = await image.getAttribute('src');
  expect(url).toMatch(/\/file\/pictures\/[0-9a-f]{32}\.png$/);

  await listed.getByRole('button', { name: `复制 ${name} 的链接` }).click();
  await expect(page.getByText('图片链接已复制')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
});

isolated('an entry added in 字典管理 is used at once by a useDict consumer (个人中心 状态)', async ({ page }) => {
  await signIn(page, admin);
  await openCenter(page);
  const card = page.getByRole('region', { name: '个人信息' });
  const status = card.getByText('状态', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(status).toHaveText('激活');

  // A new user_status entry for value 1, sorted first: the first entry for a value wins.
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await unfold(nav, '系统管理');
  await nav.getByRole('link', { name: '字典管理' }).click();
  await page.getByRole('region', { name: '字典列表' }).getByRole('button', { name: 'user_status', exact: true }).click();
  const details = page.getByRole('region', { name: '字典详情' });
  await expect(details.getByText('所属字典：user_status')).toBeVisible();
  await details.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增字典详情' });
  await dialog.getByLabel('字典标签').fill('正常使用');
  await dialog.getByLabel('字典值').fill('1');
  await dialog.getByLabel('排序').fill('0');
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(dialog).toBeHidden();

  // Back to the kept 个人中心 tab: the consumer shows the new label without a reload.
  await page.getByRole('navigation', { name: '标签页' }).getByRole('link', { name: '个人中心' }).click();
  await expect(status).toHaveText('正常使用');
});

test('上传图片 in an editor\'s dialog (a frame) shows alone, without the shell around it', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = '图片选择';
    frame.src = '/yshop/materia/index';
    frame.style.cssText = 'position:fixed;inset:40px;width:900px;height:600px;z-index:3000;background:#fff';
    document.body.append(frame);
  });
  const picker = page.frameLocator('iframe[title="图片选择"]');
  await expect(picker.getByRole('heading', { name: '上传图片' })).toBeVisible({ timeout: 15_000 });
  await expect(picker.getByRole('navigation', { name: '主菜单' })).toHaveCount(0);
  await expect(picker.getByRole('navigation', { name: '标签页' })).toHaveCount(0);
  // The page around it keeps its own shell and tabs.
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
});
