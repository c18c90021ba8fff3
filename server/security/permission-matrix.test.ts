/**
 * Every route of the permission table (server/http/permissions.ts), called for real
 * by five kinds of caller: nobody, a forged token, a revoked token, a user holding no
 * authority at all, the editor (the x:list of its pages, no button), and admin. The rows come from
 * the table itself, and each needs a sample request below that succeeds when the
 * caller may call it: a route added to the table without a sample fails here.
 */
import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ACCESS_RULES, accessKey, isAllowed, type AccessRule } from '../http/permissions';
import type { MenuInput } from '../menus/repository';
import { captcha, createTestApp, destroyTestApp, encrypt, multipartBody, pngImage, type TestApp } from '../testing/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const hash = await t.app.ctx.passwords.hash('123456');
  t.app.ctx.db
    .prepare("INSERT INTO users (username, nick_name, password_hash, create_time) VALUES ('nobody', '无权限', ?, 0)")
    .run(hash);
});
afterAll(() => destroyTestApp(t));

interface Caller {
  userId: number;
  token: string;
}

interface Sample {
  /** A request that does what the route is for, built fresh (with its own fixtures) for each caller. */
  request: (caller: Caller | null) => Promise<InjectOptions> | InjectOptions;
  /** The answer a caller who may call the route gets. */
  status: number;
  message?: string;
}

let serial = 0;
const unique = (prefix: string) => `${prefix}_${process.pid}_${++serial}`;

const menuInput = (): MenuInput => ({
  pid: 0,
  type: 1,
  name: unique('矩阵菜单'),
  path: unique('matrix'),
  component: 'matrix/index',
  componentName: null,
  icon: null,
  sort: 900,
  iFrame: false,
  cache: false,
  hidden: false,
  permission: null,
});
const fixtureMenu = () => t.app.ctx.menus.create(menuInput(), t.clock.now()).id;
const fixtureDict = () => t.app.ctx.dicts.create(unique('matrix_dict'), '', t.clock.now()).id;
const fixtureDetail = () => t.app.ctx.dicts.createDetail(fixtureDict(), '标签', '1', 1, t.clock.now()).id;
const roleId = (permission: string) => t.app.ctx.db.prepare('SELECT id FROM roles WHERE permission = ?').pluck().get(permission) as number;
const deptId = (name: string) => t.app.ctx.db.prepare('SELECT id FROM depts WHERE name = ?').pluck().get(name) as number;
/** A level-3 user, role and so on that every caller allowed at all may write. */
const userBody = () => ({ username: unique('matrix'), nickName: '矩阵', phone: '13900000000', sex: '男', enabled: true, dept: { id: deptId('研发部') }, roles: [{ id: roleId('common') }] });
const fixtureUser = () =>
  t.app.ctx.staff.create(
    { username: unique('matrix'), nickName: '矩阵', sex: '男', email: null, phone: '13900000000', enabled: true, deptId: deptId('研发部'), jobId: null, roleIds: [roleId('common')] },
    'not-a-real-hash',
    t.clock.now(),
  );
const roleBody = () => ({ name: unique('矩阵角色'), permission: unique('matrix'), level: 3, dataScope: '全部', depts: [] });
const fixtureRole = () => t.app.ctx.roles.create({ ...roleBody(), remark: null, dataScope: '全部', deptIds: [] }, t.clock.now());
const fixtureDept = () => t.app.ctx.depts.create({ name: unique('矩阵部门'), pid: 0, sort: 9, enabled: true }, t.clock.now());
const fixtureJob = () => t.app.ctx.jobs.create({ name: unique('矩阵岗位'), sort: 9, enabled: true, deptId: null }, t.clock.now());
/** A user name locked at one address (five wrong passwords), to be cleared. */
const fixtureLock = () => {
  const username = unique('locked');
  for (let i = 0; i < 5; i++) t.app.ctx.lockout.recordFailure(username, '203.0.113.1');
  return username;
};
/** A live session of the editor's, known by its 在线用户 key. */
const fixtureSession = () => {
  t.app.ctx.tokens.issue(userId('editor'), { ip: '127.0.0.1', userAgent: 'matrix' });
  return t.app.ctx.db.prepare('SELECT session_key FROM tokens ORDER BY rowid DESC LIMIT 1').pluck().get() as string;
};
/** An ERROR row whose stack text can be read. */
const fixtureErrorLog = () =>
  t.app.ctx.logs.insert({
    logType: 'ERROR',
    username: 'admin',
    description: '矩阵异常',
    method: 'GET /api/matrix',
    params: null,
    requestIp: '127.0.0.1',
    browser: null,
    time: 1,
    exceptionDetail: 'Error: matrix\n    at here',
    createTime: t.clock.now(),
  });
const json = (method: InjectOptions['method'], url: string, payload?: unknown): InjectOptions => ({
  method,
  url,
  ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
});
const image = (url: string, field: string): InjectOptions => {
  const { payload, headers } = multipartBody(field, 'matrix.png', 'image/png', pngImage(8, 8));
  return { method: 'POST', url, payload, headers };
};

const SAMPLES: Record<string, Sample> = {
  'GET /auth/code': { request: () => json('GET', '/auth/code'), status: 200 },
  'POST /auth/login': {
    request: async () => {
      const { uuid, answer } = await captcha(t.app);
      return json('POST', '/auth/login', { username: 'admin', password: encrypt(t.app, '123456'), code: answer, uuid });
    },
    status: 200,
  },
  'GET /auth/info': { request: () => json('GET', '/auth/info'), status: 200 },
  'DELETE /auth/logout': { request: () => json('DELETE', '/auth/logout'), status: 200 },
  'GET /auth/online': { request: () => json('GET', '/auth/online?page=0&size=10'), status: 200 },
  'DELETE /auth/online': { request: () => json('DELETE', '/auth/online', [fixtureSession()]), status: 200 },
  'GET /auth/online/download': { request: () => json('GET', '/auth/online/download'), status: 200 },
  'GET /api/logs': { request: () => json('GET', '/api/logs?page=0&size=10'), status: 200 },
  'GET /api/logs/download': { request: () => json('GET', '/api/logs/download?blurry=matrix'), status: 200 },
  'DELETE /api/logs/del/info': { request: () => json('DELETE', '/api/logs/del/info'), status: 200 },
  'GET /api/logs/error': { request: () => json('GET', '/api/logs/error?page=0&size=10'), status: 200 },
  'GET /api/logs/error/download': { request: () => json('GET', '/api/logs/error/download'), status: 200 },
  'GET /api/logs/error/:id': { request: () => json('GET', `/api/logs/error/${fixtureErrorLog()}`), status: 200 },
  'DELETE /api/logs/del/error': { request: () => json('DELETE', '/api/logs/del/error'), status: 200 },
  'GET /api/logs/user': { request: () => json('GET', '/api/logs/user?page=0&size=10'), status: 200 },

  'GET /api/menus/build': { request: () => json('GET', '/api/menus/build'), status: 200 },
  'GET /api/menus/tree': { request: () => json('GET', '/api/menus/tree'), status: 200 },
  'GET /api/menus': { request: () => json('GET', '/api/menus?blurry=matrix'), status: 200 },
  'POST /api/menus': { request: () => json('POST', '/api/menus', { ...menuInput(), iFrame: false }), status: 201 },
  'PUT /api/menus': { request: () => json('PUT', '/api/menus', { ...menuInput(), id: fixtureMenu() }), status: 204 },
  'DELETE /api/menus': { request: () => json('DELETE', '/api/menus', [fixtureMenu()]), status: 200 },

  'GET /api/dict': { request: () => json('GET', '/api/dict?page=0&size=10'), status: 200 },
  'POST /api/dict': { request: () => json('POST', '/api/dict', { name: unique('matrix_dict'), remark: '矩阵' }), status: 201 },
  'PUT /api/dict': { request: () => json('PUT', '/api/dict', { id: fixtureDict(), name: unique('matrix_dict'), remark: '' }), status: 204 },
  'DELETE /api/dict/:id': { request: () => json('DELETE', `/api/dict/${fixtureDict()}`), status: 200 },
  'GET /api/dictDetail': { request: () => json('GET', '/api/dictDetail?dictName=user_status&page=0&size=9999'), status: 200 },
  'POST /api/dictDetail': {
    request: () => json('POST', '/api/dictDetail', { label: '矩阵', value: '9', sort: 9, dict: { id: fixtureDict() } }),
    status: 201,
  },
  'PUT /api/dictDetail': {
    request: () => json('PUT', '/api/dictDetail', { id: fixtureDetail(), label: '改名', value: '2', sort: 2, dict: { id: fixtureDict() } }),
    status: 204,
  },
  'DELETE /api/dictDetail/:id': { request: () => json('DELETE', `/api/dictDetail/${fixtureDetail()}`), status: 200 },

  'PUT /api/users/center': {
    request: (caller) => json('PUT', '/api/users/center', { id: caller?.userId ?? 1, nickName: '矩阵', phone: null, sex: '女' }),
    status: 204,
  },
  // Every caller's password is 123456: the handler decrypts both, checks the old one
  // against the caller's hash, and stops at the one rule a real change would pass.
  'POST /api/users/updatePass': {
    request: () => json('POST', '/api/users/updatePass', { oldPass: encrypt(t.app, '123456'), newPass: encrypt(t.app, '123456') }),
    status: 400,
    message: '新密码不能与旧密码相同',
  },
  'POST /api/users/updateAvatar': { request: () => image('/api/users/updateAvatar', 'avatar'), status: 200 },
  'GET /api/users/locks': { request: () => json('GET', '/api/users/locks'), status: 200 },
  'DELETE /api/users/locks': { request: () => json('DELETE', '/api/users/locks', { username: fixtureLock() }), status: 200 },

  'GET /api/pictures': { request: () => json('GET', '/api/pictures?page=0&size=5'), status: 200 },
  'POST /api/pictures': { request: () => image('/api/pictures', 'file'), status: 201 },

  'GET /api/users': { request: () => json('GET', '/api/users?page=0&size=10&sort=id,desc'), status: 200 },
  'GET /api/users/download': { request: () => json('GET', '/api/users/download?blurry=matrix'), status: 200 },
  'POST /api/users': { request: () => json('POST', '/api/users', userBody()), status: 201 },
  'PUT /api/users': { request: () => json('PUT', '/api/users', { ...userBody(), id: fixtureUser() }), status: 204 },
  'DELETE /api/users': { request: () => json('DELETE', '/api/users', [fixtureUser()]), status: 200 },
  'PUT /api/users/resetPwd': { request: () => json('PUT', '/api/users/resetPwd', [fixtureUser()]), status: 200 },
  'GET /api/roles': { request: () => json('GET', '/api/roles?page=0&size=10&sort=level,asc'), status: 200 },
  'GET /api/roles/all': { request: () => json('GET', '/api/roles/all'), status: 200 },
  'GET /api/roles/level': { request: () => json('GET', '/api/roles/level'), status: 200 },
  'GET /api/roles/download': { request: () => json('GET', '/api/roles/download'), status: 200 },
  'GET /api/roles/:id': { request: () => json('GET', `/api/roles/${roleId('editor')}`), status: 200 },
  'POST /api/roles': { request: () => json('POST', '/api/roles', roleBody()), status: 201 },
  'PUT /api/roles': { request: () => json('PUT', '/api/roles', { ...roleBody(), id: fixtureRole() }), status: 204 },
  'PUT /api/roles/menu': { request: () => json('PUT', '/api/roles/menu', { id: fixtureRole(), menus: [] }), status: 204 },
  'DELETE /api/roles': { request: () => json('DELETE', '/api/roles', [fixtureRole()]), status: 200 },
  'GET /api/dept': { request: () => json('GET', '/api/dept'), status: 200 },
  'POST /api/dept/superior': { request: () => json('POST', '/api/dept/superior?exclude=false', [deptId('前端组')]), status: 200 },
  'GET /api/dept/download': { request: () => json('GET', '/api/dept/download'), status: 200 },
  'POST /api/dept': { request: () => json('POST', '/api/dept', { name: unique('矩阵部门'), pid: 0, enabled: true, sort: 9 }), status: 201 },
  'PUT /api/dept': { request: () => json('PUT', '/api/dept', { id: fixtureDept(), name: unique('矩阵部门'), pid: 0, enabled: true, sort: 9 }), status: 204 },
  'DELETE /api/dept': { request: () => json('DELETE', '/api/dept', [fixtureDept()]), status: 200 },
  'GET /api/job': { request: () => json('GET', '/api/job?page=0&size=10'), status: 200 },
  'GET /api/job/download': { request: () => json('GET', '/api/job/download'), status: 200 },
  'POST /api/job': { request: () => json('POST', '/api/job', { name: unique('矩阵岗位'), enabled: true, sort: 9, dept: null }), status: 201 },
  'PUT /api/job': { request: () => json('PUT', '/api/job', { id: fixtureJob(), name: unique('矩阵岗位'), enabled: true, sort: 9 }), status: 204 },
  'DELETE /api/job': { request: () => json('DELETE', '/api/job', [fixtureJob()]), status: 200 },
  'GET /api/menus/lazy': { request: () => json('GET', '/api/menus/lazy?pid=0'), status: 200 },
  'GET /api/menus/child': { request: () => json('GET', `/api/menus/child?id=${fixtureMenu()}`), status: 200 },
  'POST /api/menus/superior': { request: () => json('POST', '/api/menus/superior', [fixtureMenu()]), status: 200 },
};

const changes = () => t.app.ctx.db.prepare('SELECT total_changes()').pluck().get() as number;

/** Sends the rule's sample as `caller`; a refused call must leave the database untouched. */
async function send(rule: AccessRule, caller: Caller | null, token?: string): Promise<LightMyRequestResponse> {
  const sample = SAMPLES[accessKey(rule.method, rule.url)];
  if (!sample) throw new Error(`no sample request for ${rule.method} ${rule.url}`);
  const request = await sample.request(caller);
  const authorization = token ?? caller?.token;
  const before = changes();
  const res = await t.app.inject({ ...request, headers: { ...request.headers, ...(authorization ? { authorization } : {}) } });
  if (res.statusCode === 401 || res.statusCode === 403) expect(changes()).toBe(before);
  return res;
}

function expectRefused(res: LightMyRequestResponse, status: 401 | 403): void {
  expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({
    status,
    body: { status, message: status === 401 ? '当前登录状态过期，请重新登录' : '没有权限', timestamp: expect.any(String) },
  });
}

function expectServed(res: LightMyRequestResponse, sample: Sample): void {
  expect({ status: res.statusCode, body: res.body.slice(0, 300) }).toEqual({ status: sample.status, body: expect.any(String) });
  if (sample.message) expect(res.json<{ message: string }>().message).toBe(sample.message);
}

const userId = (username: string) => t.app.ctx.users.findForLogin(username)!.id;
/** A fresh token per test: the logout sample revokes the one it is called with. */
const as = (username: string): Caller => {
  const id = userId(username);
  return { userId: id, token: t.app.ctx.tokens.issue(id) };
};

describe('the permission table has a sample request for every route', () => {
  it('names only routes the app serves, each once', () => {
    const keys = ACCESS_RULES.map((r) => accessKey(r.method, r.url));
    expect(new Set(keys).size).toBe(keys.length);
    for (const rule of ACCESS_RULES) expect(t.app.hasRoute({ method: rule.method, url: rule.url })).toBe(true);
  });

  it('has a sample for every rule and no sample for a route that left the table', () => {
    const keys = ACCESS_RULES.map((r) => accessKey(r.method, r.url)).sort();
    expect(Object.keys(SAMPLES).sort()).toEqual(keys);
  });

  it('covers callers the editor may and may not be: the editor is really a partial user', () => {
    const editor = t.app.ctx.users.authoritySet(userId('editor'));
    const lists = ACCESS_RULES.flatMap((r) => (Array.isArray(r.access) ? [r.access as readonly string[]] : []));
    expect(lists.some((list) => isAllowed(editor, list))).toBe(true);
    expect(lists.some((list) => !isAllowed(editor, list))).toBe(true);
    expect(t.app.ctx.users.authorities(userId('nobody'))).toEqual([]);
  });
});

/**
 * The policy, written out independently of the table so that a loosened rule shows
 * up here: what the seeded editor (menu, dict, user, role, dept and job lists) may call, besides public routes.
 */
const EDITOR_MAY = [
  'DELETE /auth/logout',
  'GET /api/dept',
  'GET /api/dept/download',
  'GET /api/job',
  'GET /api/job/download',
  'GET /api/menus/child',
  'GET /api/menus/lazy',
  'GET /api/roles',
  'GET /api/roles/:id',
  'GET /api/roles/all',
  'GET /api/roles/download',
  'GET /api/roles/level',
  'GET /api/users',
  'GET /api/users/download',
  'POST /api/dept/superior',
  'POST /api/menus/superior',
  'GET /api/dict',
  'GET /api/dictDetail',
  'GET /api/menus',
  'GET /api/menus/build',
  'GET /api/menus/tree',
  'GET /api/logs/user',
  'GET /auth/info',
  'POST /api/users/updateAvatar',
  'POST /api/users/updatePass',
  'PUT /api/users/center',
];

describe('the policy behind the table', () => {
  it('lets the editor call exactly the read routes and the personal centre', () => {
    const editor = t.app.ctx.users.authoritySet(userId('editor'));
    const allowed = ACCESS_RULES.filter((r) => r.access === 'signedIn' || (Array.isArray(r.access) && isAllowed(editor, r.access)));
    expect(allowed.map((r) => accessKey(r.method, r.url)).sort()).toEqual([...EDITOR_MAY].sort());
  });

  it('never lets a read permission (x:list) open a write route', () => {
    // eladmin's two tree reads that travel as POST with an id array.
    const readPosts = ['POST /api/dept/superior', 'POST /api/menus/superior'];
    const writes = ACCESS_RULES.filter((r) => r.method !== 'GET' && Array.isArray(r.access) && !readPosts.includes(accessKey(r.method, r.url)));
    expect(writes.length).toBeGreaterThan(0);
    for (const rule of writes) {
      expect({ route: accessKey(rule.method, rule.url), lists: (rule.access as readonly string[]).filter((p) => p.endsWith(':list')) }).toEqual({
        route: accessKey(rule.method, rule.url),
        lists: [],
      });
    }
  });

  it('keeps anonymous access to the sign-in routes only', () => {
    expect(ACCESS_RULES.filter((r) => r.access === 'public').map((r) => accessKey(r.method, r.url))).toEqual(['GET /auth/code', 'POST /auth/login']);
  });
});

describe.each(ACCESS_RULES.map((rule) => [`${rule.method} ${rule.url}`, rule] as const))('%s', (_name, rule) => {
  const sample = SAMPLES[accessKey(rule.method, rule.url)]!;

  if (rule.access === 'public') {
    it('is public: served without a token', async () => {
      expectServed(await send(rule, null), sample);
    });
    return;
  }

  it('answers 401 without a token, with a malformed, an unknown and a revoked token (HEAD too)', async () => {
    expectRefused(await send(rule, null), 401);
    expectRefused(await send(rule, null, 'Bearer forged.token.value'), 401);
    expectRefused(await send(rule, null, `Bearer ${randomBytes(32).toString('base64url')}`), 401);
    const revoked = as('admin');
    t.app.ctx.tokens.revoke(t.app.ctx.tokens.resolve(revoked.token)!.tokenHash);
    expectRefused(await send(rule, null, revoked.token), 401);
    if (rule.method === 'GET') expect((await t.app.inject({ method: 'HEAD', url: rule.url.replace(':id', '1') })).statusCode).toBe(401);
  });

  const needs = rule.access === 'signedIn' ? null : rule.access;
  it(needs ? `answers 403 to a user without ${needs.join(' / ')}` : 'serves any signed-in user, even one without any authority', async () => {
    const res = await send(rule, as('nobody'));
    if (needs) expectRefused(res, 403);
    else expectServed(res, sample);
  });

  it('answers the editor by the editor’s real authorities', async () => {
    const editor = as('editor');
    const res = await send(rule, editor);
    if (!needs || isAllowed(t.app.ctx.users.authoritySet(editor.userId), needs)) expectServed(res, sample);
    else expectRefused(res, 403);
  });

  it('serves admin', async () => {
    expectServed(await send(rule, as('admin')), sample);
  });
});
