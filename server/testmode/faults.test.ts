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
