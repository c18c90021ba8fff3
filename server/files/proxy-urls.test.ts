import { createTestApp, destroyTestApp, login, multipartBody, pngImage, type TestApp } from '../testing/harness';

/**
 * Picture URLs behind a proxy: the scheme and host a trusted proxy forwards are not used
 * either (issue 22: a forwarded Host is as much the client's choice as its own Host).
 * The URL is relative to the server, or below PUBLIC_BASE_URL when the deployment sets it.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await destroyTestApp(t);
  t = undefined;
});

async function uploadThroughProxy(app: TestApp['app'], token: string): Promise<string> {
  const { payload, headers } = multipartBody('file', 'a.png', 'image/png', pngImage(4, 4));
  const res = await app.inject({
    method: 'POST',
    url: '/api/pictures',
    payload,
    headers: { ...headers, authorization: token, host: 'backend:8013', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.com' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ url: string }>().url;
}

it('is relative behind a trusted proxy, whatever it forwards', async () => {
  t = await createTestApp({ trustedProxies: ['127.0.0.1'] });
  expect(await uploadThroughProxy(t.app, await login(t.app))).toMatch(/^\/file\/pictures\/[0-9a-f]{32}\.png$/);
});

it('starts with the configured public base, not with the forwarded or the backend host', async () => {
  t = await createTestApp({ trustedProxies: ['127.0.0.1'], publicBaseUrl: 'https://img.example.com' });
  expect(await uploadThroughProxy(t.app, await login(t.app))).toMatch(/^https:\/\/img\.example\.com\/file\/pictures\/[0-9a-f]{32}\.png$/);
});
