/**
 * Test helpers (not a test file): a fresh app in its own temporary data folder,
 * a movable clock, sign-in and request shortcuts, multipart bodies and images.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { PNG } from 'pngjs';
import { buildApp } from '../app';
import type { AppOptions } from '../config';
import { encryptWithPublicKey, loadOrCreateRsaKeys, PRIVATE_KEY_FILE } from '../auth/rsa';
import { TEMPLATE_ENV, TEST_BCRYPT_ROUNDS, TEST_CLOCK_START, writeSeededTemplate } from './seeded-template';

export interface FakeClock {
  now: () => number;
  advance: (ms: number) => void;
}

export function fakeClock(start = TEST_CLOCK_START): FakeClock {
  let t = start;
  return { now: () => t, advance: (ms) => (t += ms) };
}

export function tempDir(prefix = 'shop-admin-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface TestApp {
  app: FastifyInstance;
  dir: string;
  options: AppOptions;
  clock: FakeClock;
}

/** Options for a test app living entirely under `dir`. */
export function testOptions(dir: string, clock: FakeClock, overrides: Partial<AppOptions> = {}): AppOptions {
  return {
    dbPath: path.join(dir, 'data', 'test.db'),
    dataDir: path.join(dir, 'data'),
    distDir: path.join(dir, 'dist'),
    publicDir: path.join(dir, 'public'),
    tokenTtlSeconds: 3600,
    bcryptRounds: TEST_BCRYPT_ROUNDS,
    testMode: true,
    logLevel: 'silent',
    now: clock.now,
    // The per-user limit on profile writes counts in real time, so a test file's many
    // avatar and profile writes would meet it; the tests of the limit ask for it.
    profileRateLimit: null,
    // The same for heavy calls (exports, SKU tables): heavy-calls.test.ts asks for it.
    heavyRateLimit: null,
    ...overrides,
  };
}

// One RSA pair per test file: generating 2048-bit keys for every test is slow.
let sharedPrivateKey: string | null = null;
function seedRsaKey(dataDir: string): void {
  if (!sharedPrivateKey) {
    const keyDir = tempDir('shop-admin-key-');
    sharedPrivateKey = loadOrCreateRsaKeys(keyDir).privateKeyPem;
    fs.rmSync(keyDir, { recursive: true, force: true });
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, PRIVATE_KEY_FILE);
  if (!fs.existsSync(file)) fs.writeFileSync(file, sharedPrivateKey, { mode: 0o600 });
}

/**
 * The migrated and seeded database file every new test app copies: jest's global setup
 * makes it once per run; a test process started without it (a lone script) makes its own.
 * A fresh database per test costs a file copy, not migrations and bcrypt.
 */
let template: Promise<string> | null = null;
function seededTemplate(): Promise<string> {
  template ??= (async () => {
    const shared = process.env[TEMPLATE_ENV];
    if (shared && fs.existsSync(shared)) return shared;
    const file = path.join(tempDir('shop-admin-template-'), 'template.db');
    await writeSeededTemplate(file);
    process.once('exit', () => fs.rmSync(path.dirname(file), { recursive: true, force: true }));
    return file;
  })();
  return template;
}

/**
 * A test app on its own new database. Apps with the default clock and bcrypt cost start
 * from a copy of the seeded template; others (their own clock, another cost, a database
 * already there) are migrated and seeded by buildApp itself.
 */
export async function createTestApp(overrides: Partial<AppOptions> = {}, dir = tempDir()): Promise<TestApp> {
  const clock = fakeClock();
  const options = testOptions(dir, clock, overrides);
  seedRsaKey(options.dataDir);
  if (options.now === clock.now && options.bcryptRounds === TEST_BCRYPT_ROUNDS && !fs.existsSync(options.dbPath)) {
    fs.copyFileSync(await seededTemplate(), options.dbPath);
  }
  const app = await buildApp(options);
  return { app, dir, options, clock };
}

export async function destroyTestApp(t: TestApp | undefined): Promise<void> {
  if (!t) return;
  await t.app.close();
  fs.rmSync(t.dir, { recursive: true, force: true });
}

/** jsencrypt-style ciphertext of `plain` under the app's public key. */
export function encrypt(app: FastifyInstance, plain: string): string {
  return encryptWithPublicKey(app.ctx.rsa.publicKeyPem, plain);
}

/** A fresh captcha and its answer (read through the test-mode endpoint). */
export async function captcha(app: FastifyInstance): Promise<{ uuid: string; answer: string }> {
  const res = await app.inject({ method: 'GET', url: '/auth/code' });
  const { uuid } = res.json<{ uuid: string }>();
  const peek = await app.inject({ method: 'GET', url: `/__test__/captcha/${uuid}` });
  return { uuid, answer: peek.json<{ answer: string }>().answer };
}

export async function loginRequest(
  app: FastifyInstance,
  username: string,
  password: string,
  codeOverride?: string,
): Promise<LightMyRequestResponse> {
  const { uuid, answer } = await captcha(app);
  return app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username, password: encrypt(app, password), code: codeOverride ?? answer, uuid },
  });
}

/** Signs in and returns the Authorization header value. */
export async function login(app: FastifyInstance, username = 'admin', password = '123456'): Promise<string> {
  const res = await loginRequest(app, username, password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';

/** `inject` with an optional token and JSON body. */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = { method, url, headers: { ...opts.headers } };
  if (opts.token) request.headers = { ...request.headers, authorization: opts.token };
  if (opts.body !== undefined) request.payload = opts.body as InjectOptions['payload'];
  return app.inject(request);
}

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body with these file parts, in this order. */
export function multipartParts(parts: readonly FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----shopadmin${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap(({ field, filename, contentType, data }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart/form-data body with one file part. */
export function multipartBody(
  field: string,
  filename: string,
  contentType: string,
  data: Buffer,
): { payload: Buffer; headers: Record<string, string> } {
  return multipartParts([{ field, filename, contentType, data }]);
}

export function upload(
  app: FastifyInstance,
  url: string,
  token: string,
  field: string,
  filename: string,
  data: Buffer,
  contentType = 'image/png',
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(field, filename, contentType, data);
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: token } });
}

/** A real PNG of the given size. */
export function pngImage(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(200);
  return PNG.sync.write(png);
}

/** The error body every failure must have, with HTTP status equal to body.status. */
export function expectError(res: LightMyRequestResponse, status: number, message?: string | RegExp): void {
  expect(res.statusCode).toBe(status);
  const body = res.json<{ status: number; message: string; timestamp: string }>();
  expect(body.status).toBe(status);
  expect(body.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(typeof body.message).toBe('string');
  expect(body.message).toMatch(/[\u4e00-\u9fff]/);
  if (message !== undefined) {
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
  }
}
