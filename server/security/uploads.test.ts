/**
 * Hostile uploads on both upload routes (`POST api/pictures`, field `file`, and
 * `POST api/users/updateAvatar`, field `avatar`): anything that is not a raster image
 * by its bytes is refused (400), anything over the limit is refused (413), and a
 * refused upload leaves no file and no row behind. Client file names are never used
 * as paths: whatever `..`, slashes or encodings they hold, the file lands under a
 * generated name inside the storage folder. Reading files back refuses `..` in every
 * spelling (400). (files/routes.test.ts covers the ordinary cases.)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_MAX_UPLOAD_BYTES } from '../config';
import { createTestApp, destroyTestApp, expectError, login, multipartBody, pngImage, upload, type TestApp } from '../testing/harness';
import { listenForRawGets, type RawGet } from '../testing/raw-get';

const LIMIT = 64 * 1024;

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp({ maxUploadBytes: LIMIT });
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

interface Target {
  url: string;
  field: string;
  ok: number;
  /** The stored file name from the answer. */
  stored: (res: LightMyRequestResponse) => string;
}

const TARGETS: Record<string, Target> = {
  pictures: { url: '/api/pictures', field: 'file', ok: 201, stored: (res) => res.json<{ url: string }>().url.split('/').pop()! },
  avatar: { url: '/api/users/updateAvatar', field: 'avatar', ok: 200, stored: (res) => res.json<{ avatar: string }>().avatar },
};

/** Every file below the temp folder except the RSA pair and the database. */
function filesOnDisk(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(t.dir, full));
    }
  };
  walk(t.dir);
  return out.filter((f) => !/(rsa-(private|public)\.pem|test\.db(-wal|-shm)?)$/.test(f)).sort();
}

const state = () => ({
  files: filesOnDisk(),
  pictures: t.app.ctx.db.prepare('SELECT COUNT(*) FROM pictures').pluck().get(),
  avatar: t.app.ctx.users.findForLogin('admin')!.avatar,
});

/** A PNG whose header claims the given size (image-size reads the header only). */
function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(pngImage(1, 1));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

const NOT_IMAGES: Array<[string, string, string, Buffer]> = [
  ['plain text named .png', 'notes.png', 'image/png', Buffer.from('hello, I am text')],
  ['HTML', 'page.png', 'image/png', Buffer.from('<!doctype html><script>alert(1)</script>')],
  ['SVG with script', 'logo.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
  ['PDF', 'doc.png', 'image/png', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')],
  ['ZIP', 'archive.jpg', 'image/jpeg', Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Array<number>(60).fill(0)])],
  ['Windows executable', 'setup.gif', 'image/gif', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])],
  ['ELF executable', 'a.png', 'image/png', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(60)])],
  ['PNG magic then nothing', 'cut.png', 'image/png', pngImage(4, 4).subarray(0, 12)],
  ['GIF magic then HTML', 'gifar.gif', 'image/gif', Buffer.from('GIF89a<script>alert(1)</script>')],
  ['PNG magic, JPEG body', 'mixed.png', 'image/png', Buffer.concat([pngImage(2, 2).subarray(0, 8), Buffer.from([0xff, 0xd8, 0xff, 0xe0])])],
  ['a PNG header claiming 30000 x 30000', 'bomb.png', 'image/png', pngClaiming(30000, 30000)],
  ['a PNG header claiming 0 x 10', 'zero.png', 'image/png', pngClaiming(0, 10)],
];

describe.each(Object.entries(TARGETS))('POST %s', (_name, target) => {
  it.each(NOT_IMAGES)('refuses %s (400) and keeps nothing', async (_label, filename, type, data) => {
    const before = state();
    expectError(await upload(t.app, target.url, admin, target.field, filename, data, type), 400, /只能上传图片/);
    expect(state()).toEqual(before);
  });

  it('refuses an empty file (400)', async () => {
    expectError(await upload(t.app, target.url, admin, target.field, 'empty.png', Buffer.alloc(0)), 400, '上传的文件为空');
  });

  it('refuses a file one byte over the limit (413) and keeps nothing, accepts one exactly at it', async () => {
    const image = pngImage(16, 16);
    const atLimit = Buffer.concat([image, Buffer.alloc(LIMIT - image.length)]);
    const before = state();
    const over = await upload(t.app, target.url, admin, target.field, 'big.png', Buffer.concat([atLimit, Buffer.alloc(1)]));
    expectError(over, 413, /文件大小超过限制/);
    expect(state()).toEqual(before);
    expect((await upload(t.app, target.url, admin, target.field, 'limit.png', atLimit)).statusCode).toBe(target.ok);
  });

  it('stores only the first file of a request that carries two', async () => {
    const first = multipartBody(target.field, 'a.png', 'image/png', pngImage(3, 3));
    const boundary = first.headers['content-type']!.split('boundary=')[1]!;
    const secondPart = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${target.field}"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const payload = Buffer.concat([
      first.payload.subarray(0, first.payload.length - `--${boundary}--\r\n`.length),
      secondPart,
      pngImage(3, 3),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const before = state();
    const res = await t.app.inject({ method: 'POST', url: target.url, payload, headers: { ...first.headers, authorization: admin } });
    expect(res.statusCode).toBe(target.ok);
    const added = state().files.filter((f) => !before.files.includes(f));
    expect(added).toEqual([expect.stringContaining(target.stored(res))]);
  });

  it.each([
    '../../../../tmp/evil.png',
    '..\\..\\..\\evil.png',
    '..%2f..%2f..%2fevil.png',
    '%2e%2e%2f%2e%2e%2fevil.png',
    '....//....//evil.png',
    '/etc/passwd',
    'C:\\Windows\\evil.png',
    'evil.png\u0000.txt',
    '.htaccess',
    '../rsa-private.pem',
  ])('stores a file sent as %j under a generated name inside the storage folder', async (filename) => {
    const before = filesOnDisk();
    const res = await upload(t.app, target.url, admin, target.field, filename, pngImage(6, 6));
    expect(res.statusCode).toBe(target.ok);
    const stored = target.stored(res);
    expect(stored).toMatch(/^[0-9a-f]{32}\.png$/);
    const added = filesOnDisk().filter((f) => !before.includes(f));
    const folder = target.field === 'file' ? 'pictures' : 'avatar';
    expect(added).toEqual([path.join('data', 'files', folder, stored)]);
    if (target.field === 'file') {
      const shown = res.json<{ filename: string }>().filename;
      for (const bad of ['/', '\\', '\u0000']) expect(shown).not.toContain(bad);
    }
  });
});

describe('the default limit', () => {
  it('is 5 MB and refuses 5 MB + 1 byte with 413', async () => {
    expect(DEFAULT_MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    const app = await createTestApp();
    try {
      const token = await login(app.app, 'admin');
      const big = Buffer.concat([pngImage(8, 8), Buffer.alloc(DEFAULT_MAX_UPLOAD_BYTES)]);
      expectError(await upload(app.app, '/api/users/updateAvatar', token, 'avatar', 'big.png', big), 413);
      expectError(await upload(app.app, '/api/pictures', token, 'file', 'big.png', big), 413);
    } finally {
      await destroyTestApp(app);
    }
  });
});

describe('reading files back', () => {
  let rawGet: RawGet;
  beforeEach(async () => {
    rawGet = await listenForRawGets(t.app);
  });

  const BAD_PATH = '非法的文件路径';
  // Spellings files/routes.test.ts does not already try.
  it.each([
    ['/file/pictures/%252e%252e/%252e%252e/rsa-private.pem', BAD_PATH],
    // Overlong UTF-8 for "." is not even a valid URL: refused before routing.
    ['/file/pictures/%c0%ae%c0%ae/%c0%ae%c0%ae/rsa-private.pem', '请求地址不正确'],
    ['/file/pictures/%ef%bc%8e%ef%bc%8e/rsa-private.pem', BAD_PATH],
    ['/file/pictures/.%2e/.%2e/rsa-private.pem', BAD_PATH],
    ['/file/pictures/..;/..;/rsa-private.pem', BAD_PATH],
    ['/file/pictures/....//....//rsa-private.pem', BAD_PATH],
    ['/file/pictures/%2e%2e%5c%2e%2e%5crsa-private.pem', BAD_PATH],
    ['/file/pictures/..', BAD_PATH],
    ['/file/.', BAD_PATH],
    ['/file/pictures/.hidden', BAD_PATH],
    ['/avatar/....//rsa-private.pem', BAD_PATH],
    ['/avatar/%5c..%5crsa-private.pem', BAD_PATH],
    ['/avatar/..%252f..%252frsa-private.pem', BAD_PATH],
    ['/avatar/.%2e', BAD_PATH],
    ['/avatar/%c0%ae%c0%ae%c0%afrsa-private.pem', '请求地址不正确'],
    ['/api/dict/%c0%ae', '请求地址不正确'],
  ])('refuses %s with 400 %s', async (rawPath, message) => {
    const res = await rawGet(rawPath);
    expect(res.body).not.toContain('PRIVATE KEY');
    expect({ status: res.status, body: JSON.parse(res.body) as unknown }).toEqual({
      status: 400,
      body: { status: 400, message, timestamp: expect.any(String) },
    });
  });
});
