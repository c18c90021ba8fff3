import { constants, publicEncrypt } from 'node:crypto';
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { startServer, type RunningServer } from './server';
import type { MenuEntry } from '../src/features/navigation/menuEntry';

export interface Credentials {
  username: string;
  password: string;
}

export const admin: Credentials = { username: 'admin', password: '123456' };
export const editor: Credentials = { username: 'editor', password: '123456' };

export interface FaultSpec {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  kind: 'delay' | 'status' | 'drop' | 'body';
  status?: number;
  message?: string;
  delayMs?: number;
  /** kind 'body': the JSON that replaces a successful answer. */
  body?: unknown;
  times?: number;
}

export interface Faults {
  inject(fault: FaultSpec): Promise<void>;
  /** Removes every fault of this test's scope. */
  clear(): Promise<void>;
}

/** The header the server's test mode scopes faults by (server/testmode/faults.ts). */
const SCOPE_HEADER = 'x-test-scope';

/** The binding the pages of a watched context report CSP violations through. */
const CSP_BINDING = '__reportCspViolation';
const watchedForCsp = new WeakSet<BrowserContext>();

/**
 * Records every Content-Security-Policy violation in `context`'s pages and frames: the
 * `securitypolicyviolation` event, and Chromium's console line for it (`Refused to ...
 * because it violates the following Content Security Policy directive`).
 */
async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  if (watchedForCsp.has(context)) return;
  watchedForCsp.add(context);
  await context.exposeBinding(CSP_BINDING, ({ frame }, text: string) => violations.push(`${frame.url()}: ${text}`));
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  }, CSP_BINDING);
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
}

export const test = base.extend<{ serverUrl: string; faults: Faults; cspViolations: string[] }>({
  /**
   * Issue 22: every test proves the console runs under the server's (or nginx's)
   * Content-Security-Policy. The contexts of the test, the default one and any a spec
   * opens with browser.newContext, are watched, and a violation fails the test.
   */
  cspViolations: [
    async ({ browser }, use) => {
      const violations: string[] = [];
      const patched = browser as Browser & { newContext: Browser['newContext'] };
      const newContext = browser.newContext.bind(browser);
      patched.newContext = async (options) => {
        const context = await newContext(options);
        await watchCsp(context, violations);
        return context;
      };
      try {
        await use(violations);
      } finally {
        // The prototype's method again.
        delete (patched as Partial<Browser>).newContext;
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, cspViolations }, use) => {
    await watchCsp(context, cspViolations);
    await use(context);
  },
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
    const clear = async () => {
      await request.delete(`/__test__/faults/${encodeURIComponent(scope)}`);
    };
    await use({
      inject: async (fault) => {
        const answer = await request.post('/__test__/faults', { data: { scope, ...fault } });
        expect(answer.status(), await answer.text()).toBe(201);
      },
      clear,
    });
    await clear();
  },
});

/**
 * Tests that change what every page of a seeded user shows (password, avatar, nickname,
 * hostile data) get a server of their own: one per worker, with a throwaway database,
 * so they never disturb the specs sharing the main server. Tests of one worker run one
 * after another, so they do not disturb each other either.
 */
export const isolated = test.extend<object, { ownServer: RunningServer; serverKey: string }>({
  // A spec that needs sessions nobody else opened (在线用户) sets its own key with
  // `test.use({ serverKey })`: Playwright gives each worker-option value workers of its own.
  serverKey: ['shared', { scope: 'worker', option: true }],
  ownServer: [
    // The key only decides which worker (so which server) a test lands in.
    async ({ serverKey: _key }, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  serverUrl: async ({ ownServer }, use) => use(ownServer.url),
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

/** Signs in through the login form at `path` (normally /login) and waits for the shell. */
export async function signInThroughForm(page: Page, who: Credentials = admin, path = '/login'): Promise<void> {
  await logIn(page, who, path);
  await expect(userMenu(page)).toBeVisible();
}

/**
 * Signs in the way the login form does, without the form: GET auth/code, the captcha's
 * answer from the test-mode endpoint, the password RSA-encrypted with the public key of
 * /config.json, POST auth/login; the token goes into the PP-TOEKN cookie as the console
 * keeps it (a browser-session cookie, SameSite Lax). The calls go through the page's
 * context, so the server sees this browser's user agent and address, and the test's
 * fault scope. Returns the token.
 */
export async function signInThroughApi(page: Page, who: Credentials = admin): Promise<string> {
  const { request } = page.context();
  const config = await request.get('/config.json');
  expect(config.ok(), 'GET /config.json').toBe(true);
  const { rsaPublicKey } = (await config.json()) as { rsaPublicKey: string };
  const captcha = await request.get('/auth/code');
  expect(captcha.ok(), 'GET auth/code').toBe(true);
  const { uuid } = (await captcha.json()) as { uuid: string };
  const answer = await request.get(`/__test__/captcha/${encodeURIComponent(uuid)}`);
  expect(answer.ok(), 'the captcha answer').toBe(true);
  const code = ((await answer.json()) as { answer: string }).answer;
  const password = rsaPublicKey ? publicEncrypt({ key: rsaPublicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(who.password, 'utf8')).toString('base64') : who.password;
  const login = await request.post('/auth/login', { data: { username: who.username, password, code, uuid } });
  expect(login.status(), `POST auth/login as ${who.username}: ${await login.text()}`).toBe(200);
  const { token } = (await login.json()) as { token: string };
  // js-cookie's encoding of the value, as the console's setToken writes it.
  await page.context().addCookies([{ name: 'PP-TOEKN', value: encodeURIComponent(token), url: new URL('/', login.url()).href, sameSite: 'Lax' }]);
  return token;
}

/**
 * Signs in and opens `path` (the dashboard unless told), waiting for the shell.
 *
 * The session comes from the API (signInThroughApi): the login form is the subject of
 * its own tests (login-page, session, spec-4's authentication, sign-in-limit, 记住我,
 * redirects after login), which use logIn / signInThroughForm; everywhere else going
 * through it cost every test a page load, a captcha and the typing (docs/performance.md).
 * A `path` on /login still signs in through the form there, as this function always did.
 */
export async function signIn(page: Page, who: Credentials = admin, path = '/dashboard'): Promise<void> {
  if (/^\/login(\?|$)/.test(path)) return signInThroughForm(page, who, path);
  await signInThroughApi(page, who);
  await page.goto(path);
  await expect(userMenu(page)).toBeVisible();
}

/** Opens 退出登录 from the avatar menu (the confirm dialog follows). */
export async function chooseLogout(page: Page): Promise<void> {
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
}

/* The shell's landmarks, by the names the console gives them. */
export const userMenu = (page: Page): Locator => page.getByRole('button', { name: /^用户菜单：/ });
export const sidebar = (page: Page): Locator => page.getByRole('navigation', { name: '主菜单' });
export const tabBar = (page: Page): Locator => page.getByRole('navigation', { name: '标签页' });
export const tabs = (page: Page): Locator => tabBar(page).getByRole('link');
export const breadcrumb = (page: Page): Locator => page.getByRole('navigation', { name: '面包屑' });
/** A notification (an alert whose whole text is `text`, so a notice quoting it does not count). */
export const notification = (page: Page, text: string): Locator =>
  page.getByRole('alert').filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

/**
 * Opens the sidebar folder `folder` and waits until its submenu has finished unfolding:
 * a click on an entry during the animation can land on another one (the list grows and
 * may scroll between the press and the release).
 */
export async function unfold(nav: Locator, folder: string): Promise<void> {
  const button = nav.getByRole('button', { name: folder, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button.locator('xpath=following-sibling::*[1]')).toHaveClass(/MuiCollapse-entered/);
}

/** Opens `item` from the sidebar, unfolding `folder` first when needed, and waits for its tab. */
export async function openFromMenu(page: Page, folder: string, item: string): Promise<void> {
  const nav = sidebar(page);
  const link = nav.getByRole('link', { name: item, exact: true });
  if (!(await link.isVisible())) await unfold(nav, folder);
  await link.click();
  await expect(tabBar(page).getByRole('link', { name: item })).toHaveAttribute('aria-current', 'page');
}

/** Opens 系统布局设置 from the avatar menu. */
export async function openSettings(page: Page): Promise<Locator> {
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: '布局设置' }).click();
  const panel = page.locator('.MuiDrawer-paper').filter({ has: page.getByRole('heading', { name: '系统布局设置' }) });
  await expect(panel).toBeVisible();
  return panel;
}

/** The token the console keeps in the PP-TOEKN cookie (URL-encoded there). */
export async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'PP-TOEKN');
  expect(cookie, 'the PP-TOEKN cookie').toBeDefined();
  return decodeURIComponent(cookie?.value ?? '');
}

/**
 * Serves this context the real config.json with some keys changed, as an operator
 * would edit dist/config.json in a deployment.
 */
export async function withConfig(context: BrowserContext, overrides: Record<string, unknown>): Promise<void> {
  await context.route(/\/config\.json(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const config = { ...((await response.json()) as Record<string, unknown>), ...overrides };
    await route.fulfill({ response, json: config });
  });
}

/** Collects uncaught errors of the page: a test expects none. */
export function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** A unique suffix for data a test creates on the shared server. */
export const unique = (workerIndex: number): string => `${Date.now().toString(36)}${workerIndex}${Math.random().toString(36).slice(2, 6)}`;

/*
 * Menu answers of GET api/menus/build (CONTRACT.md "Menus") for tests that need a
 * shape the seeded menus do not have; served with `faults.inject({ kind: 'body' })`.
 * The console's own type of a well-formed entry (the embedded server's MenuVo sends
 * fewer of the meta keys).
 */
export type MenuVo = MenuEntry;

/** A top-level folder as the eladmin back ends send it (alwaysShow, noredirect). */
export const menuFolder = (path: string, title: string, children: MenuVo[], extra: Partial<MenuVo> = {}): MenuVo => ({
  path,
  component: 'Layout',
  alwaysShow: true,
  redirect: 'noredirect',
  meta: { title, icon: 'system', noCache: true },
  children,
  ...extra,
});

/** A page entry; `component` names a view ('system/dict/index') or one this console lacks. */
export const menuPage = (path: string, title: string, component: string, extra: Partial<MenuVo> = {}): MenuVo => ({
  path,
  component,
  meta: { title, icon: 'dictionary', noCache: true },
  ...extra,
});

/** Makes GET api/menus/build answer `body` for this test's browser context. */
export async function serveMenus(faults: Faults, body: unknown): Promise<void> {
  await faults.inject({ path: '/api/menus/build', kind: 'body', body });
}

/** Ten pages with long titles under one folder, enough to overflow the tab strip. */
export const manyPageTitles = Array.from({ length: 10 }, (_, i) => `很长很长的标签页标题第${i + 1}页`);

export async function serveManyPages(faults: Faults): Promise<void> {
  await serveMenus(faults, [menuFolder('/many', '很多页面', manyPageTitles.map((title, i) => menuPage(`p${i + 1}`, title, `e2e/p${i + 1}`)))]);
}

/** Opens every page of serveManyPages and returns the (overflowing) tab strip. */
export async function openManyPages(page: Page): Promise<Locator> {
  const nav = sidebar(page);
  await nav.getByRole('button', { name: '很多页面' }).click();
  for (const title of manyPageTitles) await nav.getByRole('link', { name: title }).click();
  await expect(tabs(page)).toHaveCount(manyPageTitles.length + 1);
  const strip = page.getByTestId('tags-strip');
  await expect.poll(() => strip.evaluate((el) => el.scrollWidth > el.clientWidth + 200)).toBe(true);
  return strip;
}

/** The rows of the list table labelled `table` that show `text` as the whole text of an element (a cell). */
export const rowWithText = (page: Page, table: string, text: string): Locator =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ has: page.getByText(text, { exact: true }) });

/**
 * Clicks the delete button named `button`, confirms in the 提示 popover and expects the
 * DELETE whose URL `url` accepts to be answered with `status`.
 */
export async function confirmDelete(page: Page, button: string, status: number, url: (u: string) => boolean): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const popover = page.getByRole('alertdialog', { name: '提示' });
  await expect(popover).toHaveText(/确定删除本条数据吗？/);
  const answered = page.waitForResponse((response) => url(response.url()) && response.request().method() === 'DELETE');
  await popover.getByRole('button', { name: '确定' }).click();
  expect((await answered).status()).toBe(status);
}
