/**
 * Issue 22 (part B): what an ordinary signed-in user, or anyone who can reach the port,
 * could do with odd but well-formed requests. Each block reproduces one finding of the
 * probe and checks it stays closed.
 */
import { STATUS_CODES } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { DEFAULT_PROFILE_RATE_LIMIT } from '../config';
import { call, createTestApp, destroyTestApp, expectError, login, loginRequest, pngImage, upload, type TestApp } from '../testing/harness';
import { deptId, jobId, roleId, signInAs, userIdOf } from '../testing/system-fixtures';
import { MAX_JSON_DEPTH } from '../http/json-body';
import { MAX_PAGE } from '../http/validate';
import { errorLogSink } from '../logs/error-log';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

const errorRows = () => t.app.ctx.db.prepare("SELECT COUNT(*) FROM logs WHERE log_type = 'ERROR'").pluck().get() as number;
/** Status and message of an answer, comparable in one assertion (a 2xx may have no body). */
const outcome = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  message: String(res.headers['content-type'] ?? '').includes('json') ? res.json<{ message?: string }>().message : undefined,
});
let serial = 0;
const uniq = (prefix: string) => `${prefix}${++serial}`;

describe('ids, levels, pages, sizes and sort numbers are integers (item 17)', () => {
  /** Not integers, though `z.coerce.number` read each as 1. */
  const BODY_VALUES: unknown[] = ['0x1', true, [1], '1e0', ' 1'];
  /** The same in a query string or a path, where everything is text (and a repeated key is an array). */
  const TEXT_VALUES = ['0x1', 'true', '1e0', ' 1'];

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  interface BodyCase {
    name: string;
    method: Method;
    url: string;
    body: (v: unknown) => unknown;
    message: string;
  }
  const menu = (extra: Record<string, unknown>) => ({ type: 1, name: uniq('菜单'), path: 'p', component: 'c/index', pid: 0, sort: 1, ...extra });
  const user = (extra: Record<string, unknown>) => ({
    username: uniq('int_user'),
    nickName: '整数',
    phone: '13912345678',
    dept: { id: deptId(t.app, '前端组') },
    roles: [{ id: roleId(t.app, 'common') }],
    ...extra,
  });
  const dictId = () => t.app.ctx.db.prepare("SELECT id FROM dicts WHERE name = 'user_status'").pluck().get() as number;

  const bodyCases = (): BodyCase[] => [
    { name: 'personal centre id', method: 'PUT', url: '/api/users/center', body: (v) => ({ id: v, nickName: '管理员', sex: '男' }), message: 'ID 必须是整数' },
    { name: 'dict id', method: 'PUT', url: '/api/dict', body: (v) => ({ id: v, name: 'user_status', remark: '用户状态' }), message: 'ID 必须是整数' },
    { name: 'dict entry sort', method: 'POST', url: '/api/dictDetail', body: (v) => ({ label: uniq('l'), value: 'v', sort: v, dict: { id: dictId() } }), message: '排序必须是整数' },
    { name: 'dict entry dict id', method: 'POST', url: '/api/dictDetail', body: (v) => ({ label: uniq('l'), value: 'v', sort: 1, dict: { id: v } }), message: 'ID 必须是整数' },
    { name: 'menu type', method: 'POST', url: '/api/menus', body: (v) => menu({ type: v }), message: '菜单类型只能是 0（目录）、1（菜单）或 2（按钮）' },
    { name: 'menu sort', method: 'POST', url: '/api/menus', body: (v) => menu({ sort: v }), message: '排序必须是整数' },
    { name: 'menu pid', method: 'POST', url: '/api/menus', body: (v) => menu({ pid: v }), message: '上级菜单不存在' },
    { name: 'menu ids to delete', method: 'DELETE', url: '/api/menus', body: (v) => [v], message: 'ID 必须是整数' },
    { name: 'new role level', method: 'POST', url: '/api/roles', body: (v) => ({ name: uniq('角色'), permission: uniq('p'), level: v, dataScope: '全部' }), message: '角色级别必须是整数' },
    {
      name: 'role level',
      method: 'PUT',
      url: '/api/roles',
      body: (v) => ({ id: roleId(t.app, 'common'), name: '普通用户', permission: 'common', level: v, dataScope: '全部' }),
      message: '角色级别必须是整数',
    },
    { name: 'role id for its menus', method: 'PUT', url: '/api/roles/menu', body: (v) => ({ id: v, menus: [] }), message: 'ID 必须是整数' },
    { name: 'menu id of a role', method: 'PUT', url: '/api/roles/menu', body: (v) => ({ id: roleId(t.app, 'common'), menus: [{ id: v }] }), message: '菜单不存在' },
    { name: 'dept pid', method: 'POST', url: '/api/dept', body: (v) => ({ name: uniq('部门'), pid: v, sort: 1 }), message: '上级部门不存在' },
    { name: 'dept sort', method: 'POST', url: '/api/dept', body: (v) => ({ name: uniq('部门'), pid: 0, deptSort: v }), message: '排序必须是整数' },
    { name: 'dept ids of superior', method: 'POST', url: '/api/dept/superior', body: (v) => [v], message: 'ID 必须是整数' },
    { name: 'job sort', method: 'POST', url: '/api/job', body: (v) => ({ name: uniq('岗位'), jobSort: v, dept: { id: deptId(t.app, '研发部') } }), message: '排序必须是整数' },
    { name: 'job id', method: 'PUT', url: '/api/job', body: (v) => ({ id: v, name: uniq('岗位'), jobSort: 1 }), message: 'ID 必须是整数' },
    { name: 'new user id', method: 'POST', url: '/api/users', body: (v) => user({ id: v }), message: 'ID 必须是整数' },
    { name: 'user dept', method: 'POST', url: '/api/users', body: (v) => user({ dept: { id: v } }), message: '部门不能为空' },
    { name: 'user role', method: 'POST', url: '/api/users', body: (v) => user({ roles: [{ id: v }] }), message: '角色不能为空' },
    { name: 'user job', method: 'POST', url: '/api/users', body: (v) => user({ job: { id: v } }), message: '岗位不存在' },
    { name: 'user ids to reset', method: 'PUT', url: '/api/users/resetPwd', body: (v) => [v], message: 'ID 必须是整数' },
  ];

  it.each(BODY_VALUES.map((v) => [v]))('refuses %p in every body field that holds one, with that field’s message', async (value) => {
    for (const c of bodyCases()) {
      const res = await call(t.app, c.method, c.url, { token: admin, body: c.body(value) });
      expect({ case: c.name, ...outcome(res) }).toEqual({ case: c.name, status: 400, message: c.message });
    }
  });

  const textCases = (): Array<{ name: string; url: (v: string) => string; message: string }> => [
    { name: 'user page', url: (v) => `/api/users?page=${v}`, message: '页码必须是整数' },
    { name: 'user size', url: (v) => `/api/users?size=${v}`, message: '每页条数必须是整数' },
    { name: 'user dept filter', url: (v) => `/api/users?deptId=${v}`, message: 'ID 必须是整数' },
    { name: 'job dept filter', url: (v) => `/api/job?deptId=${v}`, message: 'ID 必须是整数' },
    { name: 'dict page', url: (v) => `/api/dict?page=${v}`, message: '页码必须是整数' },
    { name: 'online size', url: (v) => `/auth/online?size=${v}`, message: '每页条数必须是整数' },
    { name: 'role path id', url: (v) => `/api/roles/${v}`, message: 'ID 必须是整数' },
    { name: 'error detail path id', url: (v) => `/api/logs/error/${v}`, message: 'ID 必须是整数' },
    { name: 'lazy menus pid', url: (v) => `/api/menus/lazy?pid=${v}`, message: '上级菜单ID必须是整数' },
    { name: 'menu child id', url: (v) => `/api/menus/child?id=${v}`, message: 'ID 必须是整数' },
    { name: 'dept pid filter', url: (v) => `/api/dept?pid=${v}`, message: '上级部门不存在' },
  ];

  it.each(TEXT_VALUES.map((v) => [v]))('refuses %p in every query or path integer', async (value) => {
    for (const c of textCases()) {
      const res = await call(t.app, 'GET', c.url(encodeURIComponent(value)), { token: admin });
      expect({ case: c.name, ...outcome(res) }).toEqual({ case: c.name, status: 400, message: c.message });
    }
  });

  it('refuses a repeated query key where one integer is expected', async () => {
    expectError(await call(t.app, 'GET', '/api/users?page=1&page=1', { token: admin }), 400, '页码必须是整数');
    expectError(await call(t.app, 'GET', '/api/menus/child?id=1&id=2', { token: admin }), 400, 'ID 必须是整数');
  });

  it('still reads plain decimal integers from JSON numbers and from text', async () => {
    const editor = roleId(t.app, 'editor');
    expect((await call(t.app, 'GET', `/api/roles/${editor}`, { token: admin })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/users?page=0&size=5&deptId=${deptId(t.app, '研发部')}`, { token: admin })).statusCode).toBe(200);
    const name = uniq('岗位');
    const res = await call(t.app, 'POST', '/api/job', { token: admin, body: { name, jobSort: '12', dept: { id: String(deptId(t.app, '研发部')) } } });
    expect(res.statusCode).toBe(201);
    expect(t.app.ctx.db.prepare('SELECT sort FROM jobs WHERE id = ?').pluck().get(jobId(t.app, name))).toBe(12);
    expect(errorRows()).toBe(0);
  });

  it('leaves the personal centre unchanged when its id is not an integer', async () => {
    const me = userIdOf(t.app, 'admin');
    const before = t.app.ctx.db.prepare('SELECT nick_name FROM users WHERE id = ?').pluck().get(me);
    const res: LightMyRequestResponse = await call(t.app, 'PUT', '/api/users/center', { token: admin, body: { id: `${me}e0`, nickName: '改了', sex: '男' } });
    expectError(res, 400, 'ID 必须是整数');
    expect(t.app.ctx.db.prepare('SELECT nick_name FROM users WHERE id = ?').pluck().get(me)).toBe(before);
  });
});

describe('a page beyond any table (item 6)', () => {
  /** Every list that pages, as the screens call them. */
  const LISTS = [
    '/api/users',
    '/api/roles',
    '/api/job',
    '/api/dict',
    '/api/dictDetail?dictName=user_status',
    '/api/pictures',
    '/api/logs',
    '/api/logs/error',
    '/api/logs/user',
    '/auth/online',
  ];
  const withPage = (list: string, page: string | number, size: number) => `${list}${list.includes('?') ? '&' : '?'}page=${page}&size=${size}`;

  it.each(LISTS.map((l) => [l]))('%s refuses page × size past 2^53 with a 400 and writes no error row', async (list) => {
    const errorsBefore = errorRows();
    // page × size = 9.2e18: beyond SQLite's 64-bit OFFSET, which answered 500 `datatype mismatch`.
    expectError(await call(t.app, 'GET', withPage(list, '922337203685478', 10000), { token: admin }), 400, `页码不能超过 ${MAX_PAGE}`);
    expectError(await call(t.app, 'GET', withPage(list, MAX_PAGE + 1, 1), { token: admin }), 400, `页码不能超过 ${MAX_PAGE}`);
    expect(errorRows()).toBe(errorsBefore);
  });

  it.each(LISTS.map((l) => [l]))('%s answers the last allowed page at the largest size, empty', async (list) => {
    const res = await call(t.app, 'GET', withPage(list, MAX_PAGE, 10000), { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ content: unknown[] }>().content).toEqual([]);
  });
});

describe('deeply nested JSON (item 5)', () => {
  /** `n` arrays inside each other as JSON text (written by hand: a recursive writer is what broke). */
  const nested = (n: number, leaf = '1') => `${'['.repeat(n)}${leaf}${']'.repeat(n)}`;
  const JSON_HEADER = { 'content-type': 'application/json' };
  const nickName = () => t.app.ctx.db.prepare("SELECT nick_name FROM users WHERE username = 'admin'").pluck().get() as string;
  const centre = (junk: string, nick = '深层') => `{"id":${userIdOf(t.app, 'admin')},"nickName":"${nick}","sex":"男","junk":${junk}}`;
  const tooDeep = `请求体嵌套层级过深（最多 ${MAX_JSON_DEPTH} 层）`;

  it('refuses a 10,000-deep array in an ignored key of PUT api/users/center with a 400: nothing changes, no error row', async () => {
    const before = nickName();
    const errorsBefore = errorRows();
    expectError(await call(t.app, 'PUT', '/api/users/center', { token: admin, body: centre(nested(10_000)), headers: JSON_HEADER }), 400, tooDeep);
    expect(nickName()).toBe(before);
    expect(errorRows()).toBe(errorsBefore);
  });

  it('refuses it on any JSON route, and writes nothing', async () => {
    const dicts = t.app.ctx.db.prepare('SELECT COUNT(*) FROM dicts').pluck().get();
    const body = `{"name":"deep_dict","remark":"x","junk":${nested(MAX_JSON_DEPTH)}}`;
    expectError(await call(t.app, 'POST', '/api/dict', { token: admin, body, headers: JSON_HEADER }), 400, tooDeep);
    expectError(await call(t.app, 'PUT', '/api/roles/menu', { token: admin, body: nested(MAX_JSON_DEPTH + 1), headers: JSON_HEADER }), 400, tooDeep);
    expect(t.app.ctx.db.prepare('SELECT COUNT(*) FROM dicts').pluck().get()).toBe(dicts);
  });

  it('accepts a body exactly at the limit, and brackets inside strings do not count', async () => {
    // The outer object is one level.
    const atLimit = await call(t.app, 'PUT', '/api/users/center', { token: admin, body: centre(nested(MAX_JSON_DEPTH - 1), '是'), headers: JSON_HEADER });
    expect(atLimit.statusCode).toBe(204);
    const text = await call(t.app, 'PUT', '/api/users/center', {
      token: admin,
      body: centre(JSON.stringify(`${'['.repeat(10_000)}\\"{${'{'.repeat(10_000)}`), '括号'),
      headers: JSON_HEADER,
    });
    expect(text.statusCode).toBe(204);
    expect(nickName()).toBe('括号');
    const row = t.app.ctx.db.prepare("SELECT params FROM logs WHERE description = '修改用户：个人中心' ORDER BY id DESC LIMIT 1").pluck().get() as string;
    expect(row.startsWith(`{"id":${userIdOf(t.app, 'admin')},"nickName":"括号","sex":"男","junk":"[[[`)).toBe(true);
  });

  it('the error log records a failure whose parameters are 100,000 deep (masking never throws)', () => {
    let params: unknown = 1;
    for (let i = 0; i < 100_000; i++) params = [params];
    const request = { body: params, params: {}, query: {}, auth: null, method: 'PUT', routeOptions: { url: '/api/users/center' }, url: '/api/users/center', ip: '127.0.0.1', headers: {} };
    const before = errorRows();
    errorLogSink(t.app.ctx)(new Error('boom'), request as unknown as FastifyRequest, { elapsedTime: 1 } as FastifyReply);
    expect(errorRows()).toBe(before + 1);
    const row = t.app.ctx.db.prepare("SELECT params FROM logs WHERE log_type = 'ERROR' ORDER BY id DESC LIMIT 1").pluck().get() as string;
    expect(row).toMatch(/^\[{10,}"…"\]{10,}$/);
  });
});

describe('logout always ends the session it was sent with (item 5)', () => {
  let local: TestApp;
  beforeEach(async () => {
    local = await createTestApp();
  });
  afterEach(() => destroyTestApp(local));
  const signedIn = async (token: string) => (await call(local.app, 'GET', '/auth/info', { token })).statusCode === 200;

  it.each([
    ['a 10,000-deep array', 'application/json', `{"junk":${'['.repeat(10_000)}${']'.repeat(10_000)}}`],
    ['broken JSON', 'application/json', '{oops'],
    ['text', 'text/plain', 'bye'],
    ['a form', 'application/x-www-form-urlencoded', 'a=1'],
    ['an unknown type', 'application/x-whatever', '\u0000\u0001'],
  ])('with %s as its body', async (_name, contentType, body) => {
    const token = await login(local.app);
    const res = await call(local.app, 'DELETE', '/auth/logout', { token, body, headers: { 'content-type': contentType } });
    expect(res.statusCode).toBe(200);
    expect(await signedIn(token)).toBe(false);
    const row = local.app.ctx.db.prepare("SELECT username, params FROM logs WHERE description = '用户退出' ORDER BY id DESC LIMIT 1").get();
    expect(row).toEqual({ username: 'admin', params: null });
  });

  it('even when its log row cannot be written (the caller gets the 500, the token is gone)', async () => {
    const token = await login(local.app);
    const { db } = local.app.ctx;
    db.exec(`CREATE TEMP TRIGGER refuse_logout_row BEFORE INSERT ON main.logs WHEN NEW.log_type = 'INFO' AND NEW.description = '用户退出'
      BEGIN SELECT RAISE(ABORT, 'the log is broken'); END`);
    try {
      expectError(await call(local.app, 'DELETE', '/auth/logout', { token }), 500);
    } finally {
      db.exec('DROP TRIGGER temp.refuse_logout_row');
    }
    expect(await signedIn(token)).toBe(false);
    expect(db.prepare("SELECT COUNT(*) FROM logs WHERE log_type = 'ERROR' AND description = '用户退出'").pluck().get()).toBe(1);
  });
});

describe('no user can erase another operator’s log rows (item 4)', () => {
  let local: TestApp | undefined;
  afterEach(async () => {
    await destroyTestApp(local);
    local = undefined;
  });
  const DAY = 24 * 3_600_000;
  const rowsOf = (app: TestApp['app'], username: string | null, kind = 'INFO') =>
    app.ctx.db.prepare('SELECT id FROM logs WHERE username IS ? AND log_type = ? ORDER BY id').pluck().all(username, kind) as number[];

  it('80 profile edits by editor, with LOG_MAX_ROWS=50, trim only editor’s own oldest rows', async () => {
    // Without the per-user limit on profile writes (the test apps' default): this defence must hold on its own.
    local = await createTestApp({ logRetention: { maxRows: 50, maxDays: 90 } });
    const { app } = local;
    const adminToken = await login(app, 'admin');
    for (let i = 0; i < 5; i++) expect((await call(app, 'POST', '/api/dict', { token: adminToken, body: { name: `kept_${i}`, remark: '' } })).statusCode).toBe(201);
    const adminRows = rowsOf(app, 'admin');
    expect(adminRows).toHaveLength(6);

    const editor = await login(app, 'editor');
    const editorId = userIdOf(app, 'editor');
    for (let i = 0; i < 80; i++) {
      local.clock.advance(1000);
      const res = await call(app, 'PUT', '/api/users/center', { token: editor, body: { id: editorId, nickName: `编辑${i}`, sex: '男' } });
      expect(res.statusCode).toBe(204);
    }
    const editorRows = rowsOf(app, 'editor');
    expect(editorRows).toHaveLength(81);
    await app.ctx.logRetention.sweep();

    expect(rowsOf(app, 'admin')).toEqual(adminRows);
    expect(rowsOf(app, 'editor')).toEqual(editorRows.slice(-50));
    expect(app.ctx.logs.totalOf('INFO')).toBe(56);
    // The list and its total agree after the trim.
    const page = (await call(app, 'GET', '/api/logs?page=0&size=100', { token: adminToken })).json<{ content: unknown[]; totalElements: number }>();
    expect(page.totalElements).toBe(56);
    expect(page.content).toHaveLength(56);
  });

  it('caps ERROR rows per operator too, and the rows of no operator as one more', async () => {
    local = await createTestApp({ logRetention: { maxRows: 50, maxDays: 90 } });
    const { logs, db, logRetention } = local.app.ctx;
    const now = local.clock.now();
    const row = (logType: 'INFO' | 'ERROR', username: string | null, createTime: number) =>
      logs.insert({ logType, username, description: 'x', method: null, params: null, requestIp: null, browser: null, time: 1, exceptionDetail: null, createTime });
    db.transaction(() => {
      for (let i = 0; i < 10; i++) row('ERROR', 'admin', now - 2 * DAY + i);
      for (let i = 0; i < 10; i++) row('INFO', 'admin', now - 2 * DAY + i);
      for (let i = 0; i < 300; i++) row('ERROR', 'editor', now - DAY + i);
      for (let i = 0; i < 300; i++) row('ERROR', null, now - DAY + i);
      for (let i = 0; i < 300; i++) row('INFO', 'editor', now - DAY + i);
    })();
    const adminErrors = rowsOf(local.app, 'admin', 'ERROR');
    const anonymous = rowsOf(local.app, null, 'ERROR');
    await logRetention.sweep();
    expect(rowsOf(local.app, 'admin', 'ERROR')).toEqual(adminErrors);
    expect(rowsOf(local.app, 'admin', 'INFO')).toHaveLength(10);
    expect(rowsOf(local.app, 'editor', 'ERROR')).toHaveLength(50);
    expect(rowsOf(local.app, 'editor', 'INFO')).toHaveLength(50);
    expect(rowsOf(local.app, null, 'ERROR')).toEqual(anonymous.slice(-50));
    expect(logs.totalOf('ERROR')).toBe(110);
    expect(db.prepare('SELECT COUNT(*) FROM log_hour_counts WHERE n <= 0').pluck().get()).toBe(0);
  });

  it('still removes everyone’s rows older than LOG_MAX_DAYS', async () => {
    local = await createTestApp({ logRetention: { maxRows: 50, maxDays: 10 } });
    const { logs, logRetention } = local.app.ctx;
    const now = local.clock.now();
    for (const [username, age] of [['admin', 11], ['admin', 9], ['editor', 11], [null, 11]] as const) {
      logs.insert({ logType: 'INFO', username, description: 'x', method: null, params: null, requestIp: null, browser: null, time: 1, exceptionDetail: null, createTime: now - age * DAY });
    }
    await logRetention.sweep();
    expect(local.app.ctx.db.prepare('SELECT username FROM logs').pluck().all()).toEqual(['admin']);
  });
});

describe('writes to one’s own profile are limited per user (item 4)', () => {
  let local: TestApp;
  let editor: string;
  let common: string;
  beforeEach(async () => {
    local = await createTestApp({ profileRateLimit: DEFAULT_PROFILE_RATE_LIMIT });
    editor = await login(local.app, 'editor');
    common = await signInAs(local.app, 'limited_user', [roleId(local.app, 'common')], deptId(local.app, '研发部'));
  });
  afterEach(() => destroyTestApp(local));
  const LIMITED = /^个人资料修改过于频繁，请(\d+秒|1分钟)后再试$/;
  const edit = (token: string, username: string, nickName: string) =>
    call(local.app, 'PUT', '/api/users/center', { token, body: { id: userIdOf(local.app, username), nickName, sex: '男' } });
  const nick = (username: string) => local.app.ctx.db.prepare('SELECT nick_name FROM users WHERE username = ?').pluck().get(username);
  const rows = () => local.app.ctx.db.prepare("SELECT COUNT(*) FROM logs WHERE description LIKE '修改%'").pluck().get() as number;

  it(`allows ${DEFAULT_PROFILE_RATE_LIMIT.max} a minute, then answers 429 with Retry-After and changes and logs nothing`, async () => {
    for (let i = 0; i < DEFAULT_PROFILE_RATE_LIMIT.max; i++) expect((await edit(editor, 'editor', `编辑${i}`)).statusCode).toBe(204);
    const before = rows();
    const refused = await edit(editor, 'editor', '太快了');
    expectError(refused, 429, LIMITED);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(nick('editor')).toBe(`编辑${DEFAULT_PROFILE_RATE_LIMIT.max - 1}`);
    expect(rows()).toBe(before);
  });

  it('counts the password and the avatar against the same allowance', async () => {
    for (let i = 0; i < DEFAULT_PROFILE_RATE_LIMIT.max; i++) expect((await edit(editor, 'editor', `编辑${i}`)).statusCode).toBe(204);
    const pass = await call(local.app, 'POST', '/api/users/updatePass', { token: editor, body: { oldPass: 'x', newPass: 'y' } });
    expectError(pass, 429, LIMITED);
    expect(pass.headers['retry-after']).toBeDefined();
    const avatar = await upload(local.app, '/api/users/updateAvatar', editor, 'avatar', 'a.png', pngImage(8, 8));
    expectError(avatar, 429, LIMITED);
  });

  it('limits each user apart: another user still edits', async () => {
    expect((await edit(common, 'limited_user', '别人')).statusCode).toBe(204);
    expect(nick('limited_user')).toBe('别人');
  });
});

describe('sessions end at an absolute lifetime (item 16)', () => {
  let local: TestApp | undefined;
  afterEach(async () => {
    await destroyTestApp(local);
    local = undefined;
  });
  const MINUTE = 60_000;
  const DAY = 24 * 60 * MINUTE;
  const info = (token: string) => call(local!.app, 'GET', '/auth/info', { token });

  it('a token kept in use (sliding every 50 minutes) is refused 7 days after sign-in by default', async () => {
    local = await createTestApp(); // the test apps' sliding lifetime is one hour
    const token = await login(local.app, 'admin');
    const signedInAt = local.clock.now();
    while (local.clock.now() + 50 * MINUTE < signedInAt + 7 * DAY) {
      local.clock.advance(50 * MINUTE);
      expect((await info(token)).statusCode).toBe(200);
    }
    local.clock.advance(signedInAt + 7 * DAY - local.clock.now());
    expectError(await info(token), 401, '当前登录状态过期，请重新登录');
    // A new sign-in starts a new lifetime.
    expect((await info(await login(local.app, 'admin'))).statusCode).toBe(200);
  });

  it('takes its length from the settings, and 在线用户 stops listing the session then', async () => {
    local = await createTestApp({ tokenMaxAgeSeconds: 2 * 3600 });
    const admin2 = await login(local.app, 'admin');
    const signedInAt = local.clock.now();
    for (let i = 0; i < 2; i++) {
      local.clock.advance(50 * MINUTE);
      expect((await info(admin2)).statusCode).toBe(200);
    }
    const editor = await login(local.app, 'editor');
    local.clock.advance(signedInAt + 2 * 3600_000 - local.clock.now());
    expectError(await info(admin2), 401);
    const online = (await call(local.app, 'GET', '/auth/online?size=100', { token: await login(local.app, 'admin') })).json<{ content: Array<{ userName: string; loginTime: string }> }>();
    expect(online.content.map((s) => s.userName).sort()).toEqual(['admin', 'editor']);
    expect((await info(editor)).statusCode).toBe(200);
  });
});

describe('small consistencies (item 17)', () => {
  let local: TestApp | undefined;
  afterEach(async () => {
    await destroyTestApp(local);
    local = undefined;
  });

  it('the lockout’s 429 says in Retry-After when to try again', async () => {
    local = await createTestApp();
    for (let i = 0; i < 4; i++) expectError(await loginRequest(local.app, 'admin', 'wrong-pass'), 400, '用户名或密码错误');
    const locked = await loginRequest(local.app, 'admin', 'wrong-pass');
    expectError(locked, 429, '登录失败次数过多，请1分钟后再试');
    expect(locked.headers['retry-after']).toBe('60');
    local.clock.advance(45_000);
    const still = await loginRequest(local.app, 'admin', '123456');
    expectError(still, 429, '登录失败次数过多，请15秒后再试');
    expect(still.headers['retry-after']).toBe('15');
  });

  /** Sends raw bytes to a listening app and reads everything it answers until it closes. */
  async function raw(request: string): Promise<{ head: string; body: string }> {
    local = await createTestApp();
    await local.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = local.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { head, body };
  }
  const expectShape = (answer: { head: string; body: string }, status: number, message: string) => {
    expect(answer.head.split('\r\n')[0]).toBe(`HTTP/1.1 ${status} ${STATUS_CODES[status]}`);
    const head = answer.head.toLowerCase();
    expect(head).toContain('\r\ncontent-type: application/json; charset=utf-8');
    expect(head).toContain(`\r\ncontent-length: ${Buffer.byteLength(answer.body)}`);
    expect(JSON.parse(answer.body)).toEqual({ status, message, timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
  };

  it('an over-large request header is answered 431 in the {status, message, timestamp} shape', async () => {
    expectShape(await raw(`GET /auth/info HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`), 431, '请求头过大');
  });

  it('a request HTTP cannot parse is answered 400 in the same shape', async () => {
    expectShape(await raw('GET /auth/info HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n'), 400, '请求格式不正确');
  });
});
