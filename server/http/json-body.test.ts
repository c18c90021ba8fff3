import fc from 'fast-check';
import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';
import { nestsDeeperThan } from './json-body';

// The original consoles send `Content-Type: application/json` on every call, bodyless
// ones included; the Java back ends accept that, so the embedded server must too.
const JSON_HEADER = { 'content-type': 'application/json;charset=UTF-8' };

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => destroyTestApp(t));

describe('a bodyless request that says it is JSON', () => {
  it('DELETE auth/logout really revokes the token', async () => {
    const token = await login(t.app);
    const out = await call(t.app, 'DELETE', '/auth/logout', { token, headers: JSON_HEADER });
    expect(out.statusCode).toBe(200);
    expectError(await call(t.app, 'GET', '/auth/info', { token }), 401);
  });

  it('GET is answered as without the header', async () => {
    const token = await login(t.app);
    const res = await call(t.app, 'GET', '/auth/info', { token, headers: JSON_HEADER });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'admin' });
  });

  it('DELETE with the id in the path deletes', async () => {
    const token = await login(t.app);
    const created = await call(t.app, 'POST', '/api/dict', { token, body: { name: 'bodyless_delete', remark: '待删除' } });
    expect(created.statusCode).toBe(201);
    const list = await call(t.app, 'GET', '/api/dict?blurry=bodyless_delete', { token });
    const id = list.json<{ content: { id: number }[] }>().content[0]!.id;
    const res = await call(t.app, 'DELETE', `/api/dict/${id}`, { token, headers: JSON_HEADER });
    expect(res.statusCode).toBe(200);
    const after = await call(t.app, 'GET', '/api/dict?blurry=bodyless_delete', { token });
    expect(after.json()).toMatchObject({ totalElements: 0 });
  });

  // POST and PUT routes all need a body: the request reaches the route, whose own
  // check names the missing field, instead of the body parser refusing it.
  it('POST and PUT reach the route and get its own validation message', async () => {
    const token = await login(t.app);
    for (const [method, url] of [
      ['POST', '/api/users/updatePass'],
      ['PUT', '/api/users/center'],
      ['POST', '/api/dict'],
      ['PUT', '/api/dict'],
    ] as const) {
      const res = await call(t.app, method, url, { token, headers: JSON_HEADER });
      expectError(res, 400);
      expect([method, url, res.json<{ message: string }>().message]).not.toEqual([method, url, '请求体不能为空']);
    }
  });

  it('still refuses a body that is not JSON', async () => {
    const token = await login(t.app);
    expectError(
      await call(t.app, 'PUT', '/api/users/center', { token, body: '{oops', headers: JSON_HEADER }),
      400,
      '请求体不是合法的 JSON',
    );
  });
});

describe('nestsDeeperThan', () => {
  const depthOf = (v: unknown): number =>
    v !== null && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v as Record<string, unknown>).map(depthOf)) : 0;

  it('agrees with the parsed value\'s depth for any JSON text', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.nat(9), (value, max) => {
        expect(nestsDeeperThan(JSON.stringify(value), max)).toBe(depthOf(value) > max);
      }),
    );
  });

  it('does not count brackets inside strings, escaped quotes and backslashes included', () => {
    expect(nestsDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    // A string holding one backslash ends at the next quote...
    expect(nestsDeeperThan('{"a":"\\\\", "b":[[1]]}', 2)).toBe(true);
    // ...and an escaped quote does not end it.
    expect(nestsDeeperThan('{"a":"\\"[[[", "b":1}', 1)).toBe(false);
    expect(JSON.parse('{"a":"\\"[[[", "b":1}')).toEqual({ a: '"[[[', b: 1 });
  });
});
