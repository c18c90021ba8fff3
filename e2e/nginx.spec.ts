import { admin, expect, openFromMenu, tabBar, test, userMenu } from './fixtures';
import { startNginx, type RunningNginx } from './nginx';
import { encryptWithPublicKey } from '../server/auth/rsa';
import { signIn as signInOverHttp } from '../server/testing/child-server';

/*
 * Issue 16, "A tested deployment": Debian's nginx with deploy/nginx/shop-admin.conf in
 * front of the embedded server, as docs/deploy.md sets it up.
 */

let nginx: RunningNginx;

test.beforeAll(async ({ serverUrl }) => {
  nginx = await startNginx(serverUrl);
});

test.afterAll(async () => {
  await nginx?.stop();
});

test('through nginx: sign in, open a page, reload its deep link', async ({ page, serverUrl }) => {
  const captcha = page.waitForResponse((response) => response.url() === `${nginx.url}/auth/code` && response.ok());
  await page.goto(`${nginx.url}/login`);
  const { uuid } = (await (await captcha).json()) as { uuid: string };
  // Test mode's answer comes from the server itself: nginx proxies only the contract's paths.
  const { answer } = (await (await fetch(`${serverUrl}/__test__/captcha/${encodeURIComponent(uuid)}`)).json()) as { answer: string };
  await page.getByLabel('账号', { exact: true }).fill(admin.username);
  await page.getByLabel('密码', { exact: true }).fill(admin.password);
  await page.getByLabel('验证码', { exact: true }).fill(answer);
  await page.getByRole('button', { name: '登 录', exact: true }).click();
  await expect(userMenu(page)).toBeVisible();

  await openFromMenu(page, '系统管理', '字典管理');
  const deepLink = page.url();
  expect(new URL(deepLink).pathname).not.toBe('/dashboard');
  await page.reload();
  await expect(tabBar(page).getByRole('link', { name: '字典管理' })).toHaveAttribute('aria-current', 'page');
  expect(page.url()).toBe(deepLink);
});

test('through nginx: caching, pre-compressed files, the history fallback and the proxy', async ({ request }) => {
  const index = await request.get(`${nginx.url}/`);
  expect(index.headers()['cache-control']).toBe('no-cache');
  const script = /src="\/?(static\/js\/main\.[0-9a-f]+\.js)"/.exec(await index.text())?.[1];
  expect(script).toBeDefined();

  const asset = await request.get(`${nginx.url}/${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const config = await request.get(`${nginx.url}/config.json`);
  expect(config.headers()['cache-control']).toBe('no-cache');
  expect(((await config.json()) as { rsaPublicKey: string }).rsaPublicKey).not.toBe('');

  const deep = await request.get(`${nginx.url}/system/dict?page=2`, { headers: { Accept: 'text/html' } });
  expect(deep.status()).toBe(200);
  expect(deep.headers()['cache-control']).toBe('no-cache');
  expect(await deep.text()).toContain('<div id="root">');

  // The API is the back end's: no token, its own JSON 401.
  const api = await request.get(`${nginx.url}/api/menus/build`);
  expect(api.status()).toBe(401);
  expect(((await api.json()) as { status: number }).status).toBe(401);
});

test('through nginx: sign-in counts the client nginx saw, not an X-Forwarded-For the client wrote', async ({ request, serverUrl }) => {
  // The shared server trusts this nginx (TRUSTED_PROXIES=127.0.0.1, e2e/server.ts), as docs/deploy.md sets it.
  const { rsaPublicKey } = (await (await request.get(`${nginx.url}/config.json`)).json()) as { rsaPublicKey: string };
  const username = `nginx-probe-${Date.now()}`;
  for (let i = 0; i < 5; i++) {
    const { uuid } = (await (await request.get(`${nginx.url}/auth/code`)).json()) as { uuid: string };
    const { answer } = (await (await request.get(`${serverUrl}/__test__/captcha/${encodeURIComponent(uuid)}`)).json()) as { answer: string };
    const login = await request.post(`${nginx.url}/auth/login`, {
      headers: { 'X-Forwarded-For': `203.0.113.${i + 1}` },
      data: { username, password: encryptWithPublicKey(rsaPublicKey, 'wrong-password'), code: answer, uuid },
    });
    expect(login.status()).toBe(i < 4 ? 400 : 429);
  }
  const admin = await signInOverHttp(serverUrl);
  const locks = await request.get(`${nginx.url}/api/users/locks?username=${username}`, { headers: { Authorization: admin } });
  expect(((await locks.json()) as { content: { address: string }[] }).content.map((l) => l.address)).toEqual(['127.0.0.1']);
});

test("through nginx on a port of its own: an uploaded picture's URL is relative, loads, and keeps its caching", async ({ request, serverUrl }) => {
  // 1x1 PNG.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  const admin = await signInOverHttp(serverUrl);
  const upload = await request.post(`${nginx.url}/api/pictures`, {
    headers: { Authorization: admin },
    multipart: { file: { name: 'nginx-port.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status()).toBe(201);
  expect(upload.headers()['cache-control']).toBe('no-store');
  const { url } = (await upload.json()) as { url: string };
  expect(new URL(nginx.url).port).not.toBe('');
  // Issue 22: relative, never built from the Host header; the console resolves it
  // against the page (e2e/user-center.spec.ts), so the port nginx listens on is kept.
  expect(url).toMatch(/^\/file\/pictures\/[0-9a-f]{32}\.png$/);
  const picture = await request.get(`${nginx.url}${url}`);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  expect(picture.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

/** The security headers the embedded server sends (server/http/security-headers.ts, helmet's defaults). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'strict-transport-security',
];

const securityHeaders = (headers: Record<string, string>) => Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]]));

test('through nginx: the same security headers as the embedded server, on pages and files and on API answers', async ({ request, serverUrl }) => {
  const fromServer = securityHeaders((await request.get(`${serverUrl}/`, { headers: { Accept: 'text/html' } })).headers());
  expect(fromServer['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(fromServer['strict-transport-security']).toBeUndefined();

  const index = await request.get(`${nginx.url}/`);
  const script = /src="\/?(static\/js\/main\.[0-9a-f]+\.js)"/.exec(await index.text())?.[1];
  const admin = await signInOverHttp(serverUrl);
  const answers = {
    index,
    deepLink: await request.get(`${nginx.url}/system/user`, { headers: { Accept: 'text/html' } }),
    script: await request.get(`${nginx.url}/${script}`),
    config: await request.get(`${nginx.url}/config.json`),
    missingFile: await request.get(`${nginx.url}/static/js/missing.0123abcd.js`),
    refused: await request.get(`${nginx.url}/api/menus/build`),
    signedIn: await request.get(`${nginx.url}/api/menus/build`, { headers: { Authorization: admin } }),
    info: await request.get(`${nginx.url}/auth/info`, { headers: { Authorization: admin } }),
  };
  // API answers carry the server's API set (no document-only headers), the rest its page set.
  const fromServerApi = securityHeaders((await request.get(`${serverUrl}/api/menus/build`, { headers: { Authorization: admin } })).headers());
  expect(fromServerApi['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
  expect(fromServerApi['cross-origin-opener-policy']).toBeUndefined();
  for (const [name, answer] of Object.entries(answers)) {
    const api = name === 'refused' || name === 'signedIn' || name === 'info';
    expect(securityHeaders(answer.headers()), name).toEqual(api ? fromServerApi : fromServer);
  }
  expect(answers.signedIn.status()).toBe(200);
  // API answers are never stored; the page and config.json are revalidated, hashed files kept.
  for (const name of ['refused', 'signedIn', 'info'] as const) expect(answers[name].headers()['cache-control'], name).toBe('no-store');
  for (const name of ['index', 'deepLink', 'config', 'missingFile'] as const) expect(answers[name].headers()['cache-control'], name).toBe('no-cache');
  expect(answers.script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // One value each, not the back end's and nginx's side by side.
  expect(answers.signedIn.headersArray().filter((h) => h.name.toLowerCase() === 'x-frame-options')).toHaveLength(1);
  expect(answers.signedIn.headersArray().filter((h) => h.name.toLowerCase() === 'cache-control')).toHaveLength(1);
});
