import { createTestApp, destroyTestApp, login, multipartBody, pngImage, type TestApp } from '../testing/harness';

/**
 * Picture URLs are built from the request's protocol and host: behind a trusted proxy
 * (TRUSTED_PROXIES) from the X-Forwarded-Proto / -Host it sends, from nobody else.
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

it('uses the scheme and host a trusted proxy forwards', async () => {
  t = await createTestApp({ trustedProxies: ['127.0.0.1'] });
  expect(await uploadThroughProxy(t.app, await login(t.app))).toMatch(/^https:\/\/shop\.example\.com\/file\/pictures\/[0-9a-f]{32}\.png$/);
});

it('ignores them from a connection that is not a trusted proxy', async () => {
  t = await createTestApp();
  expect(await uploadThroughProxy(t.app, await login(t.app))).toMatch(/^http:\/\/backend:8013\/file\/pictures\/[0-9a-f]{32}\.png$/);
});
