import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';
import { SCOPE_HEADER } from './faults';

describe('test-mode fault injection', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await destroyTestApp(t);
    t = undefined;
  });

  const addFault = (app: TestApp['app'], body: Record<string, unknown>) => call(app, 'POST', '/__test__/faults', { body });

  it('answers a chosen status on a path for requests of that scope only', async () => {
    t = await createTestApp({ testMode: true });
    const token = await login(t.app);
    expect((await addFault(t.app, { scope: 's1', path: '/auth/info', kind: 'status', status: 401, message: '令牌已失效' })).statusCode).toBe(201);
    expectError(await call(t.app, 'GET', '/auth/info', { token, headers: { [SCOPE_HEADER]: 's1' } }), 401, '令牌已失效');
    expect((await call(t.app, 'GET', '/auth/info', { token, headers: { [SCOPE_HEADER]: 's2' } })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/auth/info', { token })).statusCode).toBe(200);
  });

  it('limits a fault to a number of requests, matches prefixes and methods, and clears a scope', async () => {
    t = await createTestApp({ testMode: true });
    const token = await login(t.app);
    const headers = { [SCOPE_HEADER]: 's' };
    await addFault(t.app, { scope: 's', path: '/api/dict*', method: 'GET', kind: 'status', status: 500, times: 1 });
    expectError(await call(t.app, 'GET', '/api/dictDetail?dictName=user_status&page=0&size=9999', { token, headers }), 500);
    expect((await call(t.app, 'GET', '/api/dictDetail?dictName=user_status&page=0&size=9999', { token, headers })).statusCode).toBe(200);
    await addFault(t.app, { scope: 's', path: '/api/menus/build', kind: 'status', status: 403 });
    expectError(await call(t.app, 'GET', '/api/menus/build', { token, headers }), 403);
    expect((await call(t.app, 'DELETE', '/__test__/faults/s')).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/menus/build', { token, headers })).statusCode).toBe(200);
  });

  it('delays an answer', async () => {
    t = await createTestApp({ testMode: true });
    await addFault(t.app, { scope: 'd', path: '/auth/code', kind: 'delay', delayMs: 150 });
    const started = Date.now();
    const res = await call(t.app, 'GET', '/auth/code', { headers: { [SCOPE_HEADER]: 'd' } });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('drops the connection', async () => {
    t = await createTestApp({ testMode: true });
    await addFault(t.app, { scope: 'x', path: '/auth/code', kind: 'drop' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    await expect(fetch(`http://127.0.0.1:${port}/auth/code`, { headers: { [SCOPE_HEADER]: 'x' } })).rejects.toThrow();
    expect((await fetch(`http://127.0.0.1:${port}/auth/code`)).status).toBe(200);
  });

  it('replaces the body of a successful answer with the given JSON, for that scope only', async () => {
    t = await createTestApp({ testMode: true });
    const token = await login(t.app);
    const body = { not: 'a list', nested: [null, 1, { path: 5 }] };
    expect((await addFault(t.app, { scope: 'b', path: '/api/menus/build', kind: 'body', body })).statusCode).toBe(201);
    const replaced = await call(t.app, 'GET', '/api/menus/build', { token, headers: { [SCOPE_HEADER]: 'b' } });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.headers['content-type']).toMatch(/^application\/json/);
    expect(replaced.json()).toEqual(body);
    // Other scopes and requests without the header get the real menus.
    const real = await call(t.app, 'GET', '/api/menus/build', { token, headers: { [SCOPE_HEADER]: 'other' } });
    expect(Array.isArray(real.json())).toBe(true);
    expect(Array.isArray((await call(t.app, 'GET', '/api/menus/build', { token })).json())).toBe(true);
  });

  it('keeps the real checks: without a token a replaced path still answers 401', async () => {
    t = await createTestApp({ testMode: true });
    await addFault(t.app, { scope: 'b', path: '/api/menus/build', kind: 'body', body: [] });
    expectError(await call(t.app, 'GET', '/api/menus/build', { headers: { [SCOPE_HEADER]: 'b' } }), 401);
  });

  it('replaces any JSON value, with a chosen status, a limited number of times', async () => {
    t = await createTestApp({ testMode: true });
    const token = await login(t.app);
    const headers = { [SCOPE_HEADER]: 'n' };
    await addFault(t.app, { scope: 'n', path: '/auth/info', kind: 'body', body: null, times: 1 });
    const nulled = await call(t.app, 'GET', '/auth/info', { token, headers });
    expect(nulled.statusCode).toBe(200);
    expect(nulled.body).toBe('null');
    expect((await call(t.app, 'GET', '/auth/info', { token, headers })).json()).toMatchObject({ username: 'admin' });

    await addFault(t.app, { scope: 'n', path: '/api/users/center', method: 'PUT', kind: 'body', body: 'text', status: 202 });
    const centre = await call(t.app, 'PUT', '/api/users/center', { token, headers, body: { id: 1, nickName: '管理员', phone: '13800000001', sex: '男' } });
    expect(centre.statusCode).toBe(202);
    expect(centre.json()).toBe('text');
  });

  it('refuses a body fault without a body', async () => {
    t = await createTestApp({ testMode: true });
    expectError(await addFault(t.app, { scope: 's', path: '/api/menus/build', kind: 'body' }), 400);
  });

  it('refuses a malformed fault', async () => {
    t = await createTestApp({ testMode: true });
    expectError(await addFault(t.app, { scope: 's', path: 'no-slash', kind: 'status' }), 400);
    expectError(await addFault(t.app, { scope: 's', path: '/a', kind: 'explode' }), 400);
  });

  it('does not exist without test mode', async () => {
    t = await createTestApp({ testMode: false });
    expectError(await addFault(t.app, { scope: 's', path: '/auth/info', kind: 'status', status: 401 }), 404);
    expect((await call(t.app, 'GET', '/auth/code', { headers: { [SCOPE_HEADER]: 's' } })).statusCode).toBe(200);
  });
});
