import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { call, createTestApp, destroyTestApp, expectError, tempDir, type TestApp } from '../testing/harness';
import { cacheControlFor } from './cache-policy';

const INDEX = '<!doctype html><html><body><div id="root"></div><script src="/static/js/main.3f2a9c1b.js"></script></body></html>';
const MAIN_JS = 'console.log("main");'.repeat(50);

function writeFakeDist(dir: string): void {
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, 'static', 'js'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'static', 'js', 'main.3f2a9c1b.js'), MAIN_JS);
  fs.writeFileSync(path.join(dist, 'static', 'js', 'main.3f2a9c1b.js.br'), zlib.brotliCompressSync(MAIN_JS));
  fs.writeFileSync(path.join(dist, 'static', 'js', 'main.3f2a9c1b.js.gz'), zlib.gzipSync(MAIN_JS));
  fs.writeFileSync(path.join(dist, 'favicon.ico'), 'icon');
  fs.writeFileSync(path.join(dist, 'config.json'), JSON.stringify({ apiBaseUrl: '/', title: '后台管理系统', rsaPublicKey: 'stale' }));
}

describe('cacheControlFor', () => {
  it('treats content-hashed names as immutable and the rest as no-cache', () => {
    expect(cacheControlFor('/d/static/js/main.3f2a9c1b.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/d/static/js/12.0a1b2c3d4e5f.chunk.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/d/static/css/3f2a9c1b.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/d/index.html')).toBe('no-cache');
    expect(cacheControlFor('/d/index.html.gz')).toBe('no-cache');
    expect(cacheControlFor('/d/config.json')).toBe('no-cache');
    expect(cacheControlFor('/d/favicon.ico')).toBe('no-cache');
    expect(cacheControlFor('/d/main.abc.js')).toBe('no-cache');
  });
});

describe('serving the built console', () => {
  let t: TestApp;
  beforeEach(async () => {
    const dir = tempDir();
    writeFakeDist(dir);
    t = await createTestApp({}, dir);
  });
  afterEach(() => destroyTestApp(t));

  it('serves index.html at / with no-cache', async () => {
    const res = await call(t.app, 'GET', '/', { headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('serves hashed assets with a one-year immutable cache', async () => {
    const res = await call(t.app, 'GET', '/static/js/main.3f2a9c1b.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(MAIN_JS);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('prefers the precompressed .br, then .gz, sibling when the browser accepts it', async () => {
    const br = await call(t.app, 'GET', '/static/js/main.3f2a9c1b.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(MAIN_JS);
    const gz = await call(t.app, 'GET', '/static/js/main.3f2a9c1b.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(MAIN_JS);
  });

  it('falls back to index.html for app routes that accept HTML', async () => {
    const res = await call(t.app, 'GET', '/system/menu?x=1', { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers JSON 404 for missing assets, non-HTML requests and unknown API paths', async () => {
    expectError(await call(t.app, 'GET', '/static/js/missing.12345678.js', { headers: { accept: '*/*' } }), 404);
    expectError(await call(t.app, 'GET', '/system/menu', { headers: { accept: 'application/json' } }), 404);
    expectError(await call(t.app, 'GET', '/api/nothing', { headers: { accept: 'text/html' } }), 404, '接口不存在');
    expectError(await call(t.app, 'POST', '/auth/nothing'), 404, '接口不存在');
    expectError(await call(t.app, 'POST', '/system/menu', { headers: { accept: 'text/html' } }), 404);
  });

  it('fills config.json from the build with the server’s own public key, no-cache', async () => {
    const res = await call(t.app, 'GET', '/config.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ apiBaseUrl: '/', title: '后台管理系统', rsaPublicKey: t.app.ctx.rsa.publicKeyPem });
    expect(t.app.ctx.rsa.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });
});

describe('without a build', () => {
  let t: TestApp;
  afterEach(() => destroyTestApp(t));

  it('answers a short page telling to run npm run build', async () => {
    t = await createTestApp();
    const res = await call(t.app, 'GET', '/', { headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('npm run build');
  });

  it('takes config.json from public/ when dist has none, else serves just the key', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'public'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'public', 'config.json'), JSON.stringify({ apiBaseUrl: 'http://api.example.com' }));
    t = await createTestApp({}, dir);
    expect((await call(t.app, 'GET', '/config.json')).json()).toEqual({ apiBaseUrl: 'http://api.example.com', rsaPublicKey: t.app.ctx.rsa.publicKeyPem });
    fs.writeFileSync(path.join(dir, 'public', 'config.json'), 'not json');
    expect((await call(t.app, 'GET', '/config.json')).json()).toEqual({ rsaPublicKey: t.app.ctx.rsa.publicKeyPem });
  });
});
