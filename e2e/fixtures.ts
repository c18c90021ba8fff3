import { test as base, expect, type Page } from '@playwright/test';

export interface Credentials {
  username: string;
  password: string;
}

export const admin: Credentials = { username: 'admin', password: '123456' };
export const editor: Credentials = { username: 'editor', password: '123456' };

export interface FaultSpec {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  kind: 'delay' | 'status' | 'drop';
  status?: number;
  message?: string;
  delayMs?: number;
  times?: number;
}

/** The header the server's test mode scopes faults by (server/testmode/faults.ts). */
const SCOPE_HEADER = 'x-test-scope';

export const test = base.extend<{ serverUrl: string; faults: { inject(fault: FaultSpec): Promise<void> } }>({
  // Playwright reads a fixture's dependencies from its destructuring: none here.
  // eslint-disable-next-line no-empty-pattern
  serverUrl: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not start the server');
    await use(url);
  },
  baseURL: async ({ serverUrl }, use) => use(serverUrl),
  /**
   * Server-side fault injection (test mode only) for this test's browser context: every
   * request the context sends carries a scope header, and only those are affected.
   */
  faults: async ({ context, request }, use, testInfo) => {
    const scope = `${testInfo.testId}-${testInfo.retry}`;
    await context.setExtraHTTPHeaders({ [SCOPE_HEADER]: scope });
    await use({
      inject: async (fault) => {
        const answer = await request.post('/__test__/faults', { data: { scope, ...fault } });
        expect(answer.status(), await answer.text()).toBe(201);
      },
    });
    await request.delete(`/__test__/faults/${encodeURIComponent(scope)}`);
  },
});

export { expect };

/**
 * Opens `path` (normally /login), waits for the captcha the page fetched and returns
 * its answer from the test-mode endpoint, as a person would read it off the image.
 */
export async function openLoginWithCaptcha(page: Page, path = '/login'): Promise<string> {
  const captchaResponse = page.waitForResponse((response) => response.url().endsWith('/auth/code') && response.ok());
  await page.goto(path);
  return answerFor(page, await captchaResponse);
}

export async function answerFor(page: Page, captchaResponse: { json(): Promise<unknown> }): Promise<string> {
  const { uuid } = (await captchaResponse.json()) as { uuid: string };
  const answer = await page.request.get(`/__test__/captcha/${encodeURIComponent(uuid)}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { answer: string }).answer;
}

/** Fills and submits the login form with the captcha's answer. */
export async function logIn(page: Page, who: Credentials = admin, path = '/login', options: { remember?: boolean } = {}): Promise<void> {
  const answer = await openLoginWithCaptcha(page, path);
  // Exact labels: the captcha button's label 看不清？点击刷新验证码 also contains 验证码.
  await page.getByLabel('账号', { exact: true }).fill(who.username);
  await page.getByLabel('密码', { exact: true }).fill(who.password);
  await page.getByLabel('验证码', { exact: true }).fill(answer);
  if (options.remember) await page.getByLabel('记住我', { exact: true }).check();
  await page.getByRole('button', { name: '登 录', exact: true }).click();
}

/** Signs in and waits for the shell. */
export async function signIn(page: Page, who: Credentials = admin, path = '/login'): Promise<void> {
  await logIn(page, who, path);
  await expect(page.getByRole('button', { name: /^用户菜单：/ })).toBeVisible();
}

/** Opens 退出登录 from the avatar menu (the confirm dialog follows). */
export async function chooseLogout(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^用户菜单：/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
}
