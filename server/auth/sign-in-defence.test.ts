/**
 * Issue 17: a stranger cannot lock an operator out. Clients are told apart by the
 * address the trusted test proxy (127.0.0.1, where `inject` connects from) forwards in
 * X-Forwarded-For.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppOptions } from '../config';
import { call, captcha, createTestApp, destroyTestApp, encrypt, expectError, fakeClock, login, tempDir, type TestApp } from '../testing/harness';
import { FIRST_LOCK_MS, LOCKOUT_WINDOW_MS, lockedMessage } from './lockout';
import { LOGIN_MESSAGES } from './routes';

const A = '203.0.113.7';
const B = '198.51.100.20';
const TRUSTED: Partial<AppOptions> = { trustedProxies: ['127.0.0.1'] };

/** A sign-in (captcha included) as the client at `address`, through the test proxy. */
async function loginFrom(app: FastifyInstance, address: string, username: string, password: string): Promise<LightMyRequestResponse> {
  const headers = { 'x-forwarded-for': address };
  const { uuid } = (await app.inject({ method: 'GET', url: '/auth/code', headers })).json<{ uuid: string }>();
  const { answer } = (await app.inject({ method: 'GET', url: `/__test__/captcha/${uuid}` })).json<{ answer: string }>();
  return app.inject({ method: 'POST', url: '/auth/login', headers, payload: { username, password: encrypt(app, password), code: answer, uuid } });
}

async function lockOut(app: FastifyInstance, address: string, username = 'admin'): Promise<LightMyRequestResponse> {
  for (let i = 0; i < 4; i++) expectError(await loginFrom(app, address, username, 'wrong-pass'), 400, LOGIN_MESSAGES.badCredentials);
  return loginFrom(app, address, username, 'wrong-pass');
}

const refusals = (app: FastifyInstance) =>
  app.ctx.db.prepare('SELECT username, address, reason FROM login_refusals ORDER BY id').all() as { username: string; address: string; reason: string }[];

let t: TestApp | undefined;
afterEach(async () => {
  jest.useRealTimers();
  await destroyTestApp(t);
  t = undefined;
});

describe('lockout per account and client address', () => {
  it('locks address A out of the account after five wrong passwords, while B still signs in', async () => {
    t = await createTestApp(TRUSTED);
    expectError(await lockOut(t.app, A), 429, lockedMessage(FIRST_LOCK_MS));
    expectError(await loginFrom(t.app, A, 'admin', '123456'), 429, lockedMessage(FIRST_LOCK_MS));
    expect((await loginFrom(t.app, B, 'admin', '123456')).statusCode).toBe(200);
    // A's other accounts are not locked either.
    expect((await loginFrom(t.app, A, 'editor', '123456')).statusCode).toBe(200);
    t.clock.advance(FIRST_LOCK_MS);
    expect((await loginFrom(t.app, A, 'admin', '123456')).statusCode).toBe(200);
  });

  it('locks longer each time in a row, and a success from the address starts it over', async () => {
    t = await createTestApp(TRUSTED);
    expectError(await lockOut(t.app, A), 429, '登录失败次数过多，请1分钟后再试');
    t.clock.advance(FIRST_LOCK_MS);
    expectError(await lockOut(t.app, A), 429, '登录失败次数过多，请2分钟后再试');
    t.clock.advance(2 * FIRST_LOCK_MS);
    expect((await loginFrom(t.app, A, 'admin', '123456')).statusCode).toBe(200);
    expectError(await lockOut(t.app, A), 429, '登录失败次数过多，请1分钟后再试');
  });

  it('records failed and refused sign-ins with name, address, time and reason, never a password', async () => {
    t = await createTestApp(TRUSTED);
    await lockOut(t.app, A);
    const ciphertext = encrypt(t.app, 'secret-pass');
    const { uuid, answer } = await captcha(t.app);
    await call(t.app, 'POST', '/auth/login', { headers: { 'x-forwarded-for': B }, body: { username: 'editor', password: ciphertext, code: `${answer}9`, uuid } });
    await call(t.app, 'POST', '/auth/login', { headers: { 'x-forwarded-for': B }, body: { username: 'ghost', password: 'not-rsa', code: '1', uuid: 'gone' } });
    await loginFrom(t.app, A, 'admin', '123456');
    expect(refusals(t.app)).toEqual([
      ...Array.from({ length: 5 }, () => ({ username: 'admin', address: A, reason: 'bad_credentials' })),
      { username: 'editor', address: B, reason: 'captcha_wrong' },
      { username: 'ghost', address: B, reason: 'captcha_missing' },
      { username: 'admin', address: A, reason: 'locked' },
    ]);
    const at = t.app.ctx.db.prepare('SELECT DISTINCT at FROM login_refusals').pluck().all();
    expect(at).toEqual([t.clock.now()]);
    const everything = JSON.stringify(t.app.ctx.db.prepare('SELECT * FROM login_refusals').all());
    for (const secret of ['wrong-pass', 'secret-pass', '123456', ciphertext.slice(0, 20), 'not-rsa']) expect(everything).not.toContain(secret);
  });

  it('keeps a lock and a count across a restart on the same database, and ends the lock on time', async () => {
    const clock = fakeClock();
    const dir = tempDir();
    t = await createTestApp({ ...TRUSTED, now: clock.now }, dir);
    await lockOut(t.app, A);
    for (let i = 0; i < 4; i++) await loginFrom(t.app, B, 'admin', 'wrong-pass');
    await t.app.close();

    t = await createTestApp({ ...TRUSTED, now: clock.now }, dir);
    expectError(await loginFrom(t.app, A, 'admin', '123456'), 429, lockedMessage(FIRST_LOCK_MS));
    // B's four failures are still counted: the fifth locks.
    expectError(await loginFrom(t.app, B, 'admin', 'wrong-pass'), 429, lockedMessage(FIRST_LOCK_MS));
    clock.advance(FIRST_LOCK_MS - 1000);
    expectError(await loginFrom(t.app, A, 'admin', '123456'), 429, '登录失败次数过多，请1秒后再试');
    clock.advance(1000);
    expect((await loginFrom(t.app, A, 'admin', '123456')).statusCode).toBe(200);
  });

  it('forgets a count once its failures are older than the window, restart or not', async () => {
    const clock = fakeClock();
    const dir = tempDir();
    t = await createTestApp({ ...TRUSTED, now: clock.now }, dir);
    for (let i = 0; i < 4; i++) await loginFrom(t.app, A, 'admin', 'wrong-pass');
    await t.app.close();
    clock.advance(LOCKOUT_WINDOW_MS + 1);
    t = await createTestApp({ ...TRUSTED, now: clock.now }, dir);
    expectError(await loginFrom(t.app, A, 'admin', 'wrong-pass'), 400, LOGIN_MESSAGES.badCredentials);
  });
});

describe('the client address', () => {
  it('ignores X-Forwarded-For when no proxy is trusted: every "address" is the connection’s', async () => {
    t = await createTestApp();
    expectError(await lockOut(t.app, A), 429, lockedMessage(FIRST_LOCK_MS));
    expectError(await loginFrom(t.app, B, 'admin', '123456'), 429, lockedMessage(FIRST_LOCK_MS));
    expect(t.app.ctx.lockout.currentLocks().map((l) => l.address)).toEqual(['127.0.0.1']);
    // Another connection is another client.
    const { uuid, answer } = await captcha(t.app);
    const other = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '192.0.2.9',
      payload: { username: 'admin', password: encrypt(t.app, '123456'), code: answer, uuid },
    });
    expect(other.statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a connection that is not a trusted proxy', async () => {
    t = await createTestApp({ trustedProxies: ['10.0.0.0/8'] });
    await lockOut(t.app, A);
    expect(t.app.ctx.lockout.currentLocks().map((l) => l.address)).toEqual(['127.0.0.1']);
  });

  it('counts an IPv6 client by its /64, as the rate limiter does', async () => {
    t = await createTestApp(TRUSTED);
    await lockOut(t.app, '2001:db8:1:2::10');
    expectError(await loginFrom(t.app, '2001:db8:1:2:ffff::1', 'admin', '123456'), 429, lockedMessage(FIRST_LOCK_MS));
    expect((await loginFrom(t.app, '2001:db8:1:3::10', 'admin', '123456')).statusCode).toBe(200);
  });
});

describe('per-address limit on auth/login and auth/code', () => {
  /** Only Date is faked: the limiter's in-memory window reads Date.now(). */
  const fakeDateOnly = () =>
    jest.useFakeTimers({
      doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });

  it('answers 429 with when to try again once an address has used its sign-ins, across accounts, and recovers after the window', async () => {
    t = await createTestApp({ ...TRUSTED, signInRateLimit: { max: 3, windowMs: 60_000 } });
    fakeDateOnly();
    for (const name of ['alice', 'bob', 'carol']) expectError(await loginFrom(t.app, A, name, 'guess'), 400, LOGIN_MESSAGES.badCredentials);
    const limited = await loginFrom(t.app, A, 'admin', '123456');
    expectError(limited, 429, '登录尝试过于频繁，请1分钟后再试');
    expect(limited.headers['retry-after']).toBe('60');
    jest.setSystemTime(Date.now() + 20_000);
    expectError(await loginFrom(t.app, A, 'dave', 'guess'), 429, '登录尝试过于频繁，请40秒后再试');
    // Another address is not held back; the limited one still gets captchas.
    expect((await loginFrom(t.app, B, 'admin', '123456')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/auth/code', headers: { 'x-forwarded-for': A } })).statusCode).toBe(200);

    jest.setSystemTime(Date.now() + 40_000);
    expect((await loginFrom(t.app, A, 'admin', '123456')).statusCode).toBe(200);
    // Refused by the limit: logged once per window, with the name tried.
    expect(refusals(t.app).filter((r) => r.reason === 'rate_limited')).toEqual([{ username: 'admin', address: A, reason: 'rate_limited' }]);
  });

  it('limits auth/code to three captchas per sign-in attempt', async () => {
    t = await createTestApp({ ...TRUSTED, signInRateLimit: { max: 2, windowMs: 30_000 } });
    fakeDateOnly();
    const code = () => t!.app.inject({ method: 'GET', url: '/auth/code', headers: { 'x-forwarded-for': A } });
    for (let i = 0; i < 6; i++) expect((await code()).statusCode).toBe(200);
    expectError(await code(), 429, '验证码请求过于频繁，请30秒后再试');
    jest.setSystemTime(Date.now() + 30_000);
    expect((await code()).statusCode).toBe(200);
  });

  it('allows 20 sign-ins and 60 captchas a minute by default, and none of it when the setting is null', async () => {
    t = await createTestApp();
    fakeDateOnly();
    for (let i = 0; i < 60; i++) expect((await call(t.app, 'GET', '/auth/code')).statusCode).toBe(200);
    expectError(await call(t.app, 'GET', '/auth/code'), 429, '验证码请求过于频繁，请1分钟后再试');
    await destroyTestApp(t);

    t = await createTestApp({ signInRateLimit: null });
    for (let i = 0; i < 61; i++) expect((await call(t.app, 'GET', '/auth/code')).statusCode).toBe(200);
  });
});

describe('administrators see and clear locks', () => {
  it('lists the locks in force and clears one; needs user:edit', async () => {
    t = await createTestApp(TRUSTED);
    await lockOut(t.app, A);
    await lockOut(t.app, B, 'editor');
    const admin = await login(t.app, 'admin');
    const editor = await login(t.app, 'editor');

    const list = await call(t.app, 'GET', '/api/users/locks', { token: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      totalElements: 2,
      content: expect.arrayContaining([
        { username: 'admin', address: A, strikes: 1, lockedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), lockedUntil: expect.any(String) },
        expect.objectContaining({ username: 'editor', address: B }),
      ]),
    });
    expect((await call(t.app, 'GET', '/api/users/locks?username=editor', { token: admin })).json()).toMatchObject({ totalElements: 1 });

    expectError(await call(t.app, 'GET', '/api/users/locks', { token: editor }), 403, '没有权限');
    expectError(await call(t.app, 'DELETE', '/api/users/locks', { token: editor, body: { username: 'admin' } }), 403, '没有权限');
    expectError(await call(t.app, 'DELETE', '/api/users/locks', { body: { username: 'admin' } }), 401);
    expectError(await loginFrom(t.app, A, 'admin', '123456'), 429);

    expectError(await call(t.app, 'DELETE', '/api/users/locks', { token: admin, body: {} }), 400, '用户名不能为空');
    const cleared = await call(t.app, 'DELETE', '/api/users/locks', { token: admin, body: { username: 'admin', address: A } });
    expect(cleared.json()).toEqual({ cleared: 1 });
    expect((await loginFrom(t.app, A, 'admin', '123456')).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/users/locks', { token: admin })).json()).toMatchObject({ totalElements: 1, content: [{ username: 'editor' }] });
  });

  it('lets a holder of user:edit (not admin) clear a lock', async () => {
    t = await createTestApp(TRUSTED);
    const { db } = t.app.ctx;
    const role = db.prepare("INSERT INTO roles (name, permission, level, create_time) VALUES ('用户编辑', 'user:edit', 2, 0)").run().lastInsertRowid;
    db.prepare("INSERT INTO users_roles (user_id, role_id) SELECT id, ? FROM users WHERE username = 'editor'").run(role);
    await lockOut(t.app, A);
    const editor = await login(t.app, 'editor');
    expect((await call(t.app, 'DELETE', '/api/users/locks', { token: editor, body: { username: 'admin' } })).json()).toEqual({ cleared: 1 });
    expect((await loginFrom(t.app, A, 'admin', '123456')).statusCode).toBe(200);
  });
});
