import fs from 'node:fs';
import path from 'node:path';
import { call, createTestApp, destroyTestApp, expectError, login, multipartBody, pngImage, upload, type TestApp } from '../testing/harness';
import { listenForRawGets, type RawGet } from '../testing/raw-get';

let t: TestApp;
let admin: string;
let editor: string;
beforeEach(async () => {
  t = await createTestApp({ maxUploadBytes: 64 * 1024 });
  admin = await login(t.app, 'admin');
  editor = await login(t.app, 'editor');
});
afterEach(() => destroyTestApp(t));

interface Picture {
  id: number;
  filename: string;
  url: string;
  size: number;
  width: number;
  height: number;
  createTime: string;
}

describe('POST api/pictures', () => {
  it('stores an image under a generated name and answers its URL relative to the server, whatever the Host', async () => {
    const image = pngImage(32, 16);
    const { payload, headers } = multipartBody('file', '../../商品 主图.png', 'image/png', image);
    const res = await t.app.inject({ method: 'POST', url: '/api/pictures', payload, headers: { ...headers, authorization: admin, host: 'shop.example.com:8013' } });
    expect(res.statusCode).toBe(201);
    const pic = res.json<Picture>();
    expect(pic).toMatchObject({ id: expect.any(Number), filename: '商品 主图.png', size: image.length, width: 32, height: 16 });
    // Issue 22: never built from the Host the client sent (PUBLIC_BASE_URL, when set, comes first).
    expect(pic.url).toMatch(/^\/file\/pictures\/[0-9a-f]{32}\.png$/);
    expect(pic.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const served = await call(t.app, 'GET', pic.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(image)).toBe(true);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stored = fs.readdirSync(path.join(t.options.dataDir, 'files', 'pictures'));
    expect(stored).toContain(pic.url.split('/').pop());
  });

  it('judges by content: a PNG named .txt passes, text named .png does not', async () => {
    const ok = await upload(t.app, '/api/pictures', admin, 'file', 'notes.txt', pngImage(4, 4), 'text/plain');
    expect(ok.statusCode).toBe(201);
    expect(ok.json<Picture>().url).toMatch(/\.png$/);
    expectError(await upload(t.app, '/api/pictures', admin, 'file', 'fake.png', Buffer.from('hello, not an image')), 400, /只能上传图片/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expectError(await upload(t.app, '/api/pictures', admin, 'file', 'x.svg', svg, 'image/svg+xml'), 400, /只能上传图片/);
    // Right magic bytes, broken header.
    const truncated = pngImage(4, 4).subarray(0, 12);
    expectError(await upload(t.app, '/api/pictures', admin, 'file', 'broken.png', truncated), 400, /只能上传图片/);
  });

  it('refuses files over the size limit with 413', async () => {
    const big = Buffer.concat([pngImage(4, 4), Buffer.alloc(70 * 1024)]);
    expectError(await upload(t.app, '/api/pictures', admin, 'file', 'big.png', big), 413, /文件大小超过限制/);
  });

  it('refuses a body that is not multipart, and an empty form', async () => {
    expectError(await call(t.app, 'POST', '/api/pictures', { token: admin, body: { file: 'x' } }), 400, /multipart/);
    const boundary = 'xyz';
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/pictures',
      payload: `--${boundary}--\r\n`,
      headers: { authorization: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expectError(empty, 400, '请选择要上传的图片');
  });

  it('needs pictures:add (editor 403, anonymous 401)', async () => {
    expectError(await upload(t.app, '/api/pictures', editor, 'file', 'a.png', pngImage(2, 2)), 403, '没有权限');
    expectError(await t.app.inject({ method: 'POST', url: '/api/pictures', payload: {} }), 401);
  });
});

describe('GET api/pictures', () => {
  it('lists newest first with paging and filename filter', async () => {
    await upload(t.app, '/api/pictures', admin, 'file', 'logo.png', pngImage(3, 3));
    await upload(t.app, '/api/pictures', admin, 'file', 'banner-1.png', pngImage(3, 3));
    await upload(t.app, '/api/pictures', admin, 'file', 'banner-2.png', pngImage(3, 3));
    const res = await call(t.app, 'GET', '/api/pictures?page=0&size=1', { token: admin });
    expect(res.statusCode).toBe(200);
    const page = res.json<{ content: Picture[]; totalElements: number }>();
    expect(page.content).toHaveLength(1);
    expect(page.content[0]!.filename).toBe('banner-2.png');
    expect(page.totalElements).toBeGreaterThanOrEqual(3);
    const filtered = (await call(t.app, 'GET', '/api/pictures?filename=banner', { token: admin })).json<{ totalElements: number }>();
    expect(filtered.totalElements).toBe(2);
    expectError(await call(t.app, 'GET', '/api/pictures', { token: editor }), 403);
  });
});

describe('GET /file and /avatar path safety', () => {
  let rawGet: RawGet;
  beforeEach(async () => {
    rawGet = await listenForRawGets(t.app);
  });

  it.each([
    '/file/../rsa-private.pem',
    '/file/pictures/../../rsa-private.pem',
    '/file/..%2f..%2frsa-private.pem',
    '/file/%2e%2e/rsa-private.pem',
    '/file/pictures/%2E%2E/%2e%2e/rsa-private.pem',
    '/file/pictures/..%5c..%5crsa-private.pem',
    '/file/pictures/a%00.png',
    '/file//etc/passwd',
    '/file/%2fetc%2fpasswd',
    '/avatar/../rsa-private.pem',
    '/avatar/..%2f..%2frsa-private.pem',
    '/avatar/%2e%2e',
    '/avatar/x%00.png',
  ])('refuses %s with 400', async (rawPath) => {
    expect(fs.existsSync(path.join(t.options.dataDir, 'rsa-private.pem'))).toBe(true);
    const res = await rawGet(rawPath);
    expect(res.status).toBe(400);
    expect(res.body).not.toContain('PRIVATE KEY');
    expect(JSON.parse(res.body)).toMatchObject({ status: 400, message: '非法的文件路径' });
  });

  it('never serves the data folder through other paths', async () => {
    for (const rawPath of ['//file/../../rsa-private.pem', '/%2e%2e/data/rsa-private.pem', '/../rsa-private.pem']) {
      const res = await rawGet(rawPath);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('PRIVATE KEY');
    }
  });

  it('answers 404 for a missing file', async () => {
    expectError(await call(t.app, 'GET', '/file/pictures/0123456789abcdef0123456789abcdef.png'), 404, '文件不存在');
    expectError(await call(t.app, 'GET', '/avatar/nothing.png'), 404, '文件不存在');
  });
});
