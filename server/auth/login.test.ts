import { declaredEditorAuthorities } from '../testing/declared-grants';
import { PNG } from 'pngjs';
import { FIRST_LOCK_MS, lockedMessage } from './lockout';
import { LOGIN_MESSAGES } from './routes';
import { call, captcha, createTestApp, destroyTestApp, encrypt, expectError, login, loginRequest, type TestApp } from '../testing/harness';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => destroyTestApp(t));

describe('GET auth/code', () => {
  it('answers a 111x36 PNG data URL and a code-key uuid', async () => {
    const res = await call(t.app, 'GET', '/auth/code');
    expect(res.statusCode).toBe(200);
    const { img, uuid } = res.json<{ img: string; uuid: string }>();
    expect(uuid).toMatch(/^code-key-[0-9a-f]{32}$/);
    expect(img.startsWith('data:image/png;base64,')).toBe(true);
    const png = PNG.sync.read(Buffer.from(img.slice('data:image/png;base64,'.length), 'base64'));
    expect([png.width, png.height]).toEqual([111, 36]);
  });
});

describe('POST auth/login', () => {
  it('signs admin in with a Bearer token and the yshop USER', async () => {
    const res = await loginRequest(t.app, 'admin', '123456');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; user: Record<string, unknown> & { roles: string[] } }>();
    expect(body.token).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      username: 'admin',
      nickName: '管理员',
      sex: '男',
      enabled: true,
      dept: { name: '研发部' },
      job: { name: '全栈开发' },
    });
    expect(body.user.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.user.roles).toEqual(expect.arrayContaining(['admin', 'menu:add', 'dict:list']));
    expect(body.user).not.toHaveProperty('password');
    expect(JSON.stringify(body.user)).not.toMatch(/\$2[aby]\$/);
  });

  it('gives the editor only its role code and permissions', async () => {
    const res = await loginRequest(t.app, 'editor', '123456');
    const roles = res.json<{ user: { roles: string[] } }>().user.roles.sort();
    // What the resources declare the editor's: its role code and its menus' strings, nothing of admin's.
    expect(roles).toEqual(declaredEditorAuthorities());
    expect(roles).toEqual(expect.arrayContaining(['editor', 'user:list', 'YXSTOREORDER_SELECT']));
    expect(roles).not.toContain('admin');
  });

  it('refuses a wrong captcha and consumes it anyway', async () => {
    const { uuid, answer } = await captcha(t.app);
    const wrong = String(Number(answer) + 1);
    const payload = { username: 'admin', password: encrypt(t.app, '123456'), uuid };
    expectError(await call(t.app, 'POST', '/auth/login', { body: { ...payload, code: wrong } }), 400, LOGIN_MESSAGES.captchaWrong);
    expectError(await call(t.app, 'POST', '/auth/login', { body: { ...payload, code: answer } }), 400, LOGIN_MESSAGES.captchaMissing);
  });

  it('lets a captcha be used once even when the login succeeds', async () => {
    const { uuid, answer } = await captcha(t.app);
    const body = { username: 'admin', password: encrypt(t.app, '123456'), uuid, code: answer };
    expect((await call(t.app, 'POST', '/auth/login', { body })).statusCode).toBe(200);
    expectError(await call(t.app, 'POST', '/auth/login', { body }), 400, LOGIN_MESSAGES.captchaMissing);
  });

  it('refuses a captcha older than two minutes', async () => {
    const { uuid, answer } = await captcha(t.app);
    t.clock.advance(2 * 60 * 1000 + 1);
    const res = await call(t.app, 'POST', '/auth/login', {
      body: { username: 'admin', password: encrypt(t.app, '123456'), uuid, code: answer },
    });
    expectError(res, 400, LOGIN_MESSAGES.captchaMissing);
  });

  it('accepts a captcha just inside two minutes and a numeric code', async () => {
    const { uuid, answer } = await captcha(t.app);
    t.clock.advance(2 * 60 * 1000 - 1000);
    const res = await call(t.app, 'POST', '/auth/login', {
      body: { username: 'admin', password: encrypt(t.app, '123456'), uuid, code: Number(answer) },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers the same message for a wrong password and an unknown user', async () => {
    expectError(await loginRequest(t.app, 'admin', 'nope-nope'), 400, LOGIN_MESSAGES.badCredentials);
    expectError(await loginRequest(t.app, 'nobody', '123456'), 400, LOGIN_MESSAGES.badCredentials);
  });

  it('refuses a password that is not RSA ciphertext', async () => {
    const { uuid, answer } = await captcha(t.app);
    const res = await call(t.app, 'POST', '/auth/login', { body: { username: 'admin', password: '123456', uuid, code: answer } });
    expectError(res, 400, LOGIN_MESSAGES.undecryptable);
  });

  it('refuses a disabled account with 账号未激活', async () => {
    t.app.ctx.db.prepare("UPDATE users SET enabled = 0 WHERE username = 'editor'").run();
    expectError(await loginRequest(t.app, 'editor', '123456'), 400, LOGIN_MESSAGES.disabled);
  });

  it('validates the body', async () => {
    expectError(await call(t.app, 'POST', '/auth/login', { body: { password: 'x', code: '1', uuid: 'u' } }), 400, '用户名不能为空');
    expectError(await call(t.app, 'POST', '/auth/login', { body: '{oops', headers: { 'content-type': 'application/json' } }), 400);
    expectError(await call(t.app, 'POST', '/auth/login', { body: [] }), 400);
  });

  it('locks the user name at this address after five failures in ten minutes, then lets it in again', async () => {
    for (let i = 0; i < 4; i++) {
      expectError(await loginRequest(t.app, 'admin', 'wrong-pass'), 400, LOGIN_MESSAGES.badCredentials);
      t.clock.advance(60 * 1000);
    }
    expectError(await loginRequest(t.app, 'admin', 'wrong-pass'), 429, lockedMessage(FIRST_LOCK_MS));
    expect(lockedMessage(FIRST_LOCK_MS)).toBe('登录失败次数过多，请1分钟后再试');
    // Even the right password is refused while locked; other users are unaffected.
    expectError(await loginRequest(t.app, 'admin', '123456'), 429, lockedMessage(FIRST_LOCK_MS));
    expect((await loginRequest(t.app, 'editor', '123456')).statusCode).toBe(200);
    t.clock.advance(FIRST_LOCK_MS - 30 * 1000);
    expectError(await loginRequest(t.app, 'admin', '123456'), 429, '登录失败次数过多，请30秒后再试');
    t.clock.advance(30 * 1000);
    expect((await loginRequest(t.app, 'admin', '123456')).statusCode).toBe(200);
  });

  it('does not lock for failures spread over more than ten minutes', async () => {
    for (let i = 0; i < 6; i++) {
      expectError(await loginRequest(t.app, 'admin', 'wrong-pass'), 400, LOGIN_MESSAGES.badCredentials);
      t.clock.advance(3 * 60 * 1000);
    }
    expect((await loginRequest(t.app, 'admin', '123456')).statusCode).toBe(200);
  });

  it('resets the failure count after a successful login', async () => {
    for (let i = 0; i < 4; i++) await loginRequest(t.app, 'admin', 'wrong-pass');
    expect((await loginRequest(t.app, 'admin', '123456')).statusCode).toBe(200);
    expectError(await loginRequest(t.app, 'admin', 'wrong-pass'), 400, LOGIN_MESSAGES.badCredentials);
  });
});

describe('auth/info and auth/logout', () => {
  it('answers the signed-in USER', async () => {
    const token = await login(t.app, 'editor');
    const res = await call(t.app, 'GET', '/auth/info', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'editor', nickName: '编辑', roles: expect.arrayContaining(['editor']) });
  });

  it('answers 401 without a token, with garbage, or with an unknown token', async () => {
    expectError(await call(t.app, 'GET', '/auth/info'), 401, '当前登录状态过期，请重新登录');
    expectError(await call(t.app, 'GET', '/auth/info', { token: 'garbage' }), 401);
    expectError(await call(t.app, 'GET', '/auth/info', { token: `Bearer ${'a'.repeat(43)}` }), 401);
  });

  it('revokes the token on logout (200, empty body)', async () => {
    const token = await login(t.app);
    const out = await call(t.app, 'DELETE', '/auth/logout', { token });
    expect(out.statusCode).toBe(200);
    expect(out.body).toBe('');
    expectError(await call(t.app, 'GET', '/auth/info', { token }), 401);
    expectError(await call(t.app, 'DELETE', '/auth/logout', { token }), 401);
  });

  it('expires a token after TOKEN_TTL_SECONDS without use', async () => {
    const token = await login(t.app);
    t.clock.advance(3600 * 1000 - 1000);
    expect((await call(t.app, 'GET', '/auth/info', { token })).statusCode).toBe(200);
    t.clock.advance(3600 * 1000 + 1000);
    expectError(await call(t.app, 'GET', '/auth/info', { token }), 401);
  });

  it('stops a disabled user’s existing token', async () => {
    const token = await login(t.app, 'editor');
    t.app.ctx.db.prepare("UPDATE users SET enabled = 0 WHERE username = 'editor'").run();
    expectError(await call(t.app, 'GET', '/auth/info', { token }), 401);
  });
});
