import { answerFor, expect, openLoginWithCaptcha, test, userMenu } from './fixtures';
import { startServer, type RunningServer } from './server';

/*
 * Issue 17: the per-address sign-in limit, as a person meets it on the login page. A
 * server of its own allows one sign-in per address per window, so the limit is reached
 * at once without touching the server the other specs share.
 */

const WINDOW_SECONDS = 15;

const limited = test.extend<object, { limitedServer: RunningServer }>({
  limitedServer: [
    // Playwright reads a fixture's dependencies from its destructuring: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ LOGIN_RATE_LIMIT: '1', LOGIN_RATE_WINDOW_SECONDS: String(WINDOW_SECONDS) });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  serverUrl: async ({ limitedServer }, use) => use(limitedServer.url),
});

limited('the 429 message shows on the login page, and the form stays usable with a new captcha', async ({ page }) => {
  limited.setTimeout(60_000);
  const form = page.getByRole('form', { name: '登录' });
  const captchaImage = page.getByRole('img', { name: '验证码' });
  const submit = async (password: string, code: string) => {
    await page.getByLabel('密码', { exact: true }).fill(password);
    await page.getByLabel('验证码', { exact: true }).fill(code);
    const nextCaptcha = page.waitForResponse((r) => r.url().endsWith('/auth/code') && r.ok());
    const login = page.waitForResponse((r) => r.url().endsWith('/auth/login'));
    await page.getByRole('button', { name: '登 录', exact: true }).click();
    return { login: await login, nextCaptcha };
  };

  const firstAnswer = await openLoginWithCaptcha(page);
  await page.getByLabel('账号', { exact: true }).fill('admin');

  // The one sign-in this address has in the window: a wrong password.
  const first = await submit('wrong-password', firstAnswer);
  expect(first.login.status()).toBe(400);
  await expect(form.getByRole('alert')).toHaveText('用户名或密码错误');
  const secondAnswer = await answerFor(page, await first.nextCaptcha);

  // The next one, right password or not, is refused by the per-address limit.
  const srcBefore = await captchaImage.getAttribute('src');
  const second = await submit('123456', secondAnswer);
  expect(second.login.status()).toBe(429);
  const retryAfter = Number(second.login.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  await expect(form.getByRole('alert')).toHaveText(/^登录尝试过于频繁，请\d+秒后再试$/);

  // Still usable: a new captcha, the code cleared, the name kept, the button enabled.
  const thirdCaptcha = await second.nextCaptcha;
  const thirdAnswer = await answerFor(page, thirdCaptcha);
  await expect(captchaImage).not.toHaveAttribute('src', srcBefore ?? '');
  await expect(captchaImage).toHaveAttribute('src', ((await thirdCaptcha.json()) as { img: string }).img);
  await expect(page.getByLabel('验证码', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('账号', { exact: true })).toHaveValue('admin');
  await expect(page.getByRole('button', { name: '登 录', exact: true })).toBeEnabled();

  // Once the window has passed, the same form signs in with that captcha.
  await page.waitForTimeout(retryAfter * 1000 + 300);
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByLabel('验证码', { exact: true }).fill(thirdAnswer);
  await page.getByRole('button', { name: '登 录', exact: true }).click();
  await expect(userMenu(page)).toBeVisible();
});
