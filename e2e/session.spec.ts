import type { Page } from '@playwright/test';
import { admin, chooseLogout, expect, logIn, test, tokenOf, withConfig } from './fixtures';

/*
 * Issue 3 against the real embedded server: what the session does beyond SPEC.md's
 * rules (those are in spec-2 and spec-4): hostile redirect targets, several browser
 * tabs, and the XState inspector (config.json only in production, secrets masked).
 */

async function expectDashboard(page: Page) {
  await expect(page.getByRole('heading', { name: '首页' })).toBeVisible();
  await expect(page.getByText(/，.+，欢迎回来$/)).toBeVisible();
}

for (const hostile of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(document.domain)', '%2F%2Fevil.example']) {
  test(`the hostile redirect ${hostile} stays on the origin`, async ({ page, serverUrl }) => {
    await logIn(page, admin, `/login?redirect=${encodeURIComponent(hostile)}`);
    await expect(page).toHaveURL(`${serverUrl}/dashboard`);
    await expectDashboard(page);
  });
}

test('logging out in one tab signs the other tab out', async ({ context }) => {
  const first = await context.newPage();
  await logIn(first, admin, '/login');
  await expectDashboard(first);
  // The other tab is on a page of the server's menus, which go with the session.
  const second = await context.newPage();
  await second.goto('/system/dict?from=second');
  await expect(second.getByRole('navigation', { name: '面包屑' })).toHaveText('首页/系统管理/字典管理');

  await chooseLogout(first);
  await first.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(first).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await expect(second).toHaveURL(/\/login\?redirect=%2Fsystem%2Fdict%3Ffrom%3Dsecond$/);
  await expect(second.getByRole('form', { name: '登录' })).toBeVisible();
});

test('logging in in one tab lets a tab waiting on /login continue', async ({ context }) => {
  const waiting = await context.newPage();
  await waiting.goto('/dashboard?waiting=1');
  await expect(waiting).toHaveURL(/\/login\?redirect=/);
  await expect(waiting.getByRole('img', { name: '验证码' })).toBeVisible();
  const active = await context.newPage();
  await logIn(active, admin, '/login');
  await expectDashboard(active);
  // Another tab's login reaches this one through BroadcastChannel; allow for a busy machine.
  await expect(waiting).toHaveURL(/\/dashboard\?waiting=1$/, { timeout: 15_000 });
  await expectDashboard(waiting);
});

/** A stand-in for stately.ai's inspector: it says it is there and keeps what it is posted. */
const inspectorStub = `<title>inspector stub</title><script>
  window.received = [];
  addEventListener('message', (event) => window.received.push(JSON.stringify(event.data)));
  window.opener.postMessage({ type: '@statelyai.connected' }, '*');
</script>`;

test('?inspect does not turn inspection on in a production build', async ({ page, context }) => {
  await context.route('https://stately.ai/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: inspectorStub }));
  const popups: Page[] = [];
  context.on('page', (opened) => popups.push(opened));
  await logIn(page, admin, '/login?inspect');
  // The session (and with it the inspector) is started before the login form can be used.
  await expectDashboard(page);
  expect(popups).toEqual([]);
});

test('inspect: true in config.json attaches the session to the inspector, with the token and password masked', async ({ page, context }) => {
  await withConfig(context, { inspect: true });
  await context.route('https://stately.ai/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: inspectorStub }));
  const popup = page.waitForEvent('popup');
  await logIn(page, admin, '/login');
  const inspector = await popup;
  expect(inspector.url()).toMatch(/^https:\/\/stately\.ai\//);
  await expectDashboard(page);
  const received = () => inspector.evaluate(() => (window as unknown as { received: string[] }).received.join('\n'));
  await expect.poll(received).toContain('"value":"ready"');
  const posted = await received();
  expect(posted).toContain('"type":"LOGIN"');
  expect(posted).toContain('"password":"[masked]"');
  expect(posted).toContain('"token":"[masked]"');
  expect(posted).not.toMatch(/"password":"(?!\[masked\])/);
  expect(posted).not.toContain(await tokenOf(context));
});
