import Fastify from 'fastify';
import { call, createTestApp, destroyTestApp, login, type TestApp } from '../testing/harness';
import { installGuard } from './guard';
import { ACCESS_RULES, isAllowed } from './permissions';

describe('isAllowed', () => {
  it('lets admin pass everything and otherwise needs any one listed authority', () => {
    expect(isAllowed(new Set(['admin']), ['menu:del'])).toBe(true);
    expect(isAllowed(new Set(['menu:list']), ['menu:list', 'menu:add'])).toBe(true);
    expect(isAllowed(new Set(['menu:list']), ['menu:add'])).toBe(false);
    expect(isAllowed(new Set(), [])).toBe(false);
  });
});

describe('installGuard', () => {
  it('refuses to start when an /api route has no access rule', async () => {
    const app = Fastify();
    installGuard(app, () => null, []);
    expect(() => app.get('/api/forgotten', async () => 'x')).toThrow(/No access rule for GET \/api\/forgotten/);
    await app.close();
  });
});

/** Every rule of the table, checked against the real app with three kinds of caller. */
describe('the permission table, route by route', () => {
  let t: TestApp;
  let editor: string;
  let nobody: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    // A user with no role at all holds no authority.
    const hash = await t.app.ctx.passwords.hash('123456');
    t.app.ctx.db
      .prepare("INSERT INTO users (username, nick_name, password_hash, create_time) VALUES ('nobody', '无权限', ?, 0)")
      .run(hash);
  });
  // Fresh tokens for every rule: the logout rule revokes the ones it is called with.
  beforeEach(async () => {
    admin = await login(t.app, 'admin');
    editor = await login(t.app, 'editor');
    nobody = await login(t.app, 'nobody');
  });
  afterAll(() => destroyTestApp(t));

  const url = (pattern: string) => pattern.replace(':id', '999999');
  // An empty JSON body is enough: the guard answers before validation.
  const body = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});
  const request = (method: string, pattern: string, token?: string) =>
    call(t.app, method as 'GET', url(pattern), { ...(token ? { token } : {}), ...(body(method) !== undefined ? { body: body(method) } : {}) });

  it('names only routes that exist', () => {
    for (const rule of ACCESS_RULES) expect(t.app.hasRoute({ method: rule.method, url: rule.url })).toBe(true);
  });

  it.each(ACCESS_RULES.map((r) => [r.method, r.url, r.access] as const))('%s %s', async (method, pattern, access) => {
    const anonymous = await request(method, pattern);
    if (access === 'public') {
      expect(anonymous.statusCode).not.toBe(401);
      expect(anonymous.statusCode).not.toBe(403);
      return;
    }
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 401 });

    const asNobody = await request(method, pattern, nobody);
    const asAdmin = await request(method, pattern, admin);
    expect([401, 403]).not.toContain(asAdmin.statusCode);
    if (access === 'signedIn') {
      expect([401, 403]).not.toContain(asNobody.statusCode);
      return;
    }
    expect(asNobody.statusCode).toBe(403);
    expect(asNobody.json()).toMatchObject({ status: 403, message: '没有权限' });

    const asEditor = await request(method, pattern, editor);
    const editorMayCall = access.some((p) => ['menu:list', 'dict:list'].includes(p));
    if (editorMayCall) expect([401, 403]).not.toContain(asEditor.statusCode);
    else expect(asEditor.statusCode).toBe(403);
  });
});
