import { declaredEditorMenuPermissions } from '../testing/declared-grants';
import { call, createTestApp, destroyTestApp, expectError, login, loginRequest, type TestApp } from '../testing/harness';
import { deptId, expectMessage, jobId, logRows, makeRole, makeUser, readXlsx, roleId, signInAs, userIdOf } from '../testing/system-fixtures';
import type { UserDto } from './admin-repository';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

type Page = { content: UserDto[]; totalElements: number };
let serial = 0;
const uniq = (p: string) => `${p}${++serial}`;

const body = (extra: Record<string, unknown> = {}) => ({
  username: uniq('user'),
  nickName: '新用户',
  email: null,
  phone: '13912345678',
  sex: '女',
  gender: '女',
  enabled: true,
  dept: { id: deptId(t.app, '前端组') },
  job: { id: jobId(t.app, '前端开发') },
  jobs: [{ id: jobId(t.app, '前端开发') }],
  roles: [{ id: roleId(t.app, 'common') }],
  ...extra,
});

const list = async (query: string, token = admin) => {
  const res = await call(t.app, 'GET', `/api/users?${query}`, { token });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};

describe('GET api/users', () => {
  it('answers a page of users with dept, job and roles, and never a password or hash', async () => {
    const res = await call(t.app, 'GET', '/api/users?page=0&size=10&sort=id,asc', { token: admin });
    const page = res.json<Page>();
    expect(page.totalElements).toBeGreaterThanOrEqual(2);
    expect(page.content[0]).toEqual({
      id: userIdOf(t.app, 'admin'),
      username: 'admin',
      nickName: '管理员',
      sex: '男',
      avatar: null,
      email: 'admin@shop.example.com',
      phone: '18888888888',
      enabled: true,
      lastPasswordResetTime: null,
      deptId: deptId(t.app, '研发部'),
      dept: { id: deptId(t.app, '研发部'), name: '研发部' },
      job: { id: jobId(t.app, '全栈开发'), name: '全栈开发' },
      roles: [{ id: roleId(t.app, 'admin'), name: '超级管理员', level: 1, dataScope: '全部' }],
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(res.body).not.toMatch(/"password"|hash|\$2[aby]\$/i);
  });

  it('pages with LIMIT/OFFSET and sends content: [] past the end', async () => {
    const first = await list('page=0&size=1&sort=id,asc');
    const second = await list('page=1&size=1&sort=id,asc');
    expect(first.content).toHaveLength(1);
    expect(second.content[0]!.id).not.toBe(first.content[0]!.id);
    expect(await list('page=999&size=10')).toEqual({ content: [], totalElements: first.totalElements });
  });

  it('searches blurry over username, nickName and e-mail, literally', async () => {
    expect((await list('blurry=editor@shop')).content.map((u) => u.username)).toEqual(['editor']);
    expect((await list('blurry=管理')).content.map((u) => u.username)).toEqual(['admin']);
    expect((await list('blurry=%25')).totalElements).toBe(0);
  });

  it('finds substrings of three characters or more through the trigram index, kept in step with edits and deletes', async () => {
    const id = await makeUser(t.app, 'Trigram_Wang', [roleId(t.app, 'common')], deptId(t.app, '前端组'));
    expect((await list(`blurry=${encodeURIComponent('gram_w')}`)).content.map((u) => u.username)).toEqual(['Trigram_Wang']);
    expect((await list(`blurry=${encodeURIComponent('"gram')}`)).totalElements).toBe(0);
    t.app.ctx.db.prepare('UPDATE users SET username = ?, nick_name = ?, email = ? WHERE id = ?').run('renamed_zhao', '赵', 'zhao@shop.example.com', id);
    expect((await list('blurry=Trigram')).totalElements).toBe(0);
    expect((await list('blurry=named_zh')).content.map((u) => u.id)).toEqual([id]);
    t.app.ctx.db.prepare('DELETE FROM users WHERE id = ?').run(id);
    expect((await list('blurry=named_zh')).totalElements).toBe(0);
  });

  it('filters by dept (with its enabled descendants), status and creation time', async () => {
    const disabled = t.app.ctx.depts.create({ name: '停用组', pid: deptId(t.app, '研发部'), sort: 9, enabled: false }, t.clock.now());
    await makeUser(t.app, 'in_frontend', [roleId(t.app, 'common')], deptId(t.app, '前端组'));
    await makeUser(t.app, 'in_disabled', [roleId(t.app, 'common')], disabled);
    await makeUser(t.app, 'locked_one', [roleId(t.app, 'common')], deptId(t.app, '市场部'), false);
    const rnd = (await list(`deptId=${deptId(t.app, '研发部')}&size=100`)).content.map((u) => u.username);
    expect(rnd).toEqual(expect.arrayContaining(['admin', 'in_frontend']));
    expect(rnd).not.toContain('in_disabled');
    expect((await list(`deptId=${disabled}`)).content.map((u) => u.username)).toEqual(['in_disabled']);
    expect((await list('enabled=false&size=100')).content.map((u) => u.username)).toEqual(['locked_one']);
    expect((await list('createTime=2000-01-01 00:00:00&createTime=2000-01-31 23:59:59')).totalElements).toBe(0);
    expect((await list('createTime[]=2026-01-01 00:00:00&createTime[]=2026-12-31 23:59:59')).totalElements).toBeGreaterThan(3);
    expectError(await call(t.app, 'GET', '/api/users?createTime=yesterday&createTime=today', { token: admin }), 400, '创建时间格式应为 yyyy-MM-dd HH:mm:ss');
  });
});

describe('data scope', () => {
  it('本级: the editor sees the users of its own dept only, not its children', async () => {
    const editor = await login(t.app, 'editor');
    await makeUser(t.app, 'ops_child', [roleId(t.app, 'common')], deptId(t.app, '客服部'));
    const seen = (await list('size=100', editor)).content;
    expect(seen.length).toBeGreaterThan(0);
    for (const u of seen) expect(u.dept?.name).toBe('运营部');
    // An explicit dept filter cannot widen the scope.
    expect((await list(`deptId=${deptId(t.app, '研发部')}`, editor)).content).toEqual([]);
  });

  it('自定义: the role’s depts and their enabled descendants', async () => {
    await makeUser(t.app, 'ops_child', [roleId(t.app, 'common')], deptId(t.app, '客服部'));
    const custom = makeRole(t.app, 'scoped_reader', 3, ['user:list'], '自定义', [deptId(t.app, '运营部')]);
    const token = await signInAs(t.app, 'scoped', [custom], deptId(t.app, '研发部'));
    const depts = new Set((await list('size=100', token)).content.map((u) => u.dept?.name));
    expect([...depts].sort()).toEqual(expect.arrayContaining(['运营部', '客服部']));
    expect(depts.has('研发部')).toBe(false);
    expect(depts.has('前端组')).toBe(false);
  });
});

describe('POST api/users', () => {
  it('creates an enabled user with password 123456 and answers 201 with the op-log row in place', async () => {
    const username = uniq('created');
    const res = await call(t.app, 'POST', '/api/users', { token: admin, body: body({ username, email: `${username}@x.com` }) });
    expect(res.statusCode).toBe(201);
    const user = (await list(`blurry=${username}`)).content[0]!;
    expect(user).toMatchObject({ username, sex: '女', enabled: true, dept: { name: '前端组' }, job: { name: '前端开发' }, roles: [{ name: '普通用户' }] });
    expect((await loginRequest(t.app, username, '123456')).statusCode).toBe(200);
    const row = logRows(t.app, '新增用户').at(-1)!;
    expect(row).toMatchObject({ log_type: 'INFO', username: 'admin', method: 'POST /api/users' });
    expect(JSON.parse(row.params!)).toMatchObject({ username });
  });

  it('refuses duplicates with eladmin’s messages, and logs nothing', async () => {
    const before = logRows(t.app, '新增用户').length;
    expectMessage(await call(t.app, 'POST', '/api/users', { token: admin, body: body({ username: 'editor' }) }), 400, 'User with username editor existed');
    expectMessage(
      await call(t.app, 'POST', '/api/users', { token: admin, body: body({ email: 'admin@shop.example.com' }) }),
      400,
      'User with email admin@shop.example.com existed',
    );
    expect(logRows(t.app, '新增用户')).toHaveLength(before);
  });

  it.each([
    ['username', { username: '' }, '请填写用户名称'],
    ['nickName', { nickName: undefined }, '请填写用户昵称'],
    ['phone', { phone: ' ' }, '请输入手机号码'],
    ['email', { email: 'not-an-email' }, '邮箱格式错误'],
    ['dept', { dept: undefined }, '部门不能为空'],
    ['dept id', { dept: { id: null } }, '部门不能为空'],
    ['roles', { roles: [] }, '角色不能为空'],
  ])('validates %s', async (_name, extra, message) => {
    expectError(await call(t.app, 'POST', '/api/users', { token: admin, body: body(extra) }), 400, message);
  });

  it('refuses an id, an unknown role, dept or job', async () => {
    expectMessage(await call(t.app, 'POST', '/api/users', { token: admin, body: body({ id: 5 }) }), 400, 'A new user cannot already have an ID');
    expectMessage(await call(t.app, 'POST', '/api/users', { token: admin, body: body({ roles: [{ id: 999 }] }) }), 400, 'Role 不存在: id is 999');
    expectMessage(await call(t.app, 'POST', '/api/users', { token: admin, body: body({ dept: { id: 999 } }) }), 400, 'Dept 不存在: id is 999');
    expectMessage(await call(t.app, 'POST', '/api/users', { token: admin, body: body({ job: { id: 999 }, jobs: [] }) }), 400, 'Job 不存在: id is 999');
  });
});

describe('the level rule on users', () => {
  let manager: string;
  beforeEach(async () => {
    // It holds editor's authorities too: a user is only given roles granting nothing the caller lacks (issue 22).
    const role = makeRole(t.app, 'user_manager', 2, [
      'user:list', 'user:add', 'user:edit', 'user:del',
      // Every page the resources declare the editor's, as their menus carry the strings.
      ...declaredEditorMenuPermissions(),
    ]);
    manager = await signInAs(t.app, 'manager', [role], deptId(t.app, '研发部'));
  });

  it('lets a level-2 caller create users of level 2 or more, not of level 1', async () => {
    expect((await call(t.app, 'POST', '/api/users', { token: manager, body: body({ roles: [{ id: roleId(t.app, 'editor') }] }) })).statusCode).toBe(201);
    const before = logRows(t.app, '新增用户').length;
    expectError(await call(t.app, 'POST', '/api/users', { token: manager, body: body({ roles: [{ id: roleId(t.app, 'admin') }] }) }), 400, '角色权限不足');
    expect(logRows(t.app, '新增用户')).toHaveLength(before);
  });

  it('refuses editing, deleting or resetting a user above the caller', async () => {
    const adminId = userIdOf(t.app, 'admin');
    const edit = body({ id: adminId, username: 'admin', roles: [{ id: roleId(t.app, 'editor') }] });
    expectError(await call(t.app, 'PUT', '/api/users', { token: manager, body: edit }), 400, '角色权限不足');
    expectError(await call(t.app, 'DELETE', '/api/users', { token: manager, body: [adminId] }), 400, '角色权限不足，不能删除：admin');
    expectError(await call(t.app, 'PUT', '/api/users/resetPwd', { token: manager, body: [adminId] }), 400, '角色权限不足，不能重置密码：admin');
    expect(t.app.ctx.roles.grantsOf(adminId).map((g) => g.level)).toEqual([1]);
  });

  it('lets the caller delete a user at their level', async () => {
    const id = await makeUser(t.app, uniq('peer'), [roleId(t.app, 'editor')], deptId(t.app, '研发部'));
    expect((await call(t.app, 'DELETE', '/api/users', { token: manager, body: [id] })).statusCode).toBe(200);
    expect(t.app.ctx.staff.find(id)).toBeNull();
  });
});

describe('PUT api/users and DELETE api/users', () => {
  it('edits a user (204) and disabling one ends their sessions at once', async () => {
    const username = uniq('victim');
    const id = await makeUser(t.app, username, [roleId(t.app, 'editor')], deptId(t.app, '运营部'));
    const theirs = await login(t.app, username);
    const res = await call(t.app, 'PUT', '/api/users', { token: admin, body: body({ id, username, nickName: '改名', enabled: false }) });
    expect(res.statusCode).toBe(204);
    expect(t.app.ctx.staff.find(id)).toMatchObject({ nickName: '改名', enabled: false, dept: { name: '前端组' } });
    expect(t.app.ctx.db.prepare('SELECT COUNT(*) FROM tokens WHERE user_id = ?').pluck().get(id)).toBe(0);
    expectError(await call(t.app, 'GET', '/auth/info', { token: theirs }), 401);
    expect(logRows(t.app, '修改用户').at(-1)).toMatchObject({ username: 'admin', method: 'PUT /api/users' });
  });

  it('refuses disabling or deleting yourself', async () => {
    const me = userIdOf(t.app, 'admin');
    const self = body({ id: me, username: 'admin', enabled: false, roles: [{ id: roleId(t.app, 'admin') }] });
    expectError(await call(t.app, 'PUT', '/api/users', { token: admin, body: self }), 400, '不能禁用当前登录用户');
    expectError(await call(t.app, 'DELETE', '/api/users', { token: admin, body: [me] }), 400, '不能删除当前登录用户');
    expect(t.app.ctx.staff.find(me)).toMatchObject({ enabled: true });
  });

  it('answers unknown ids with eladmin’s message and changes nothing', async () => {
    expectMessage(await call(t.app, 'PUT', '/api/users', { token: admin, body: body({ id: 9999 }) }), 400, 'User 不存在: id is 9999');
    const id = await makeUser(t.app, uniq('kept'), [roleId(t.app, 'common')], deptId(t.app, '运营部'));
    expectMessage(await call(t.app, 'DELETE', '/api/users', { token: admin, body: [id, 9999] }), 400, 'User 不存在: id is 9999');
    expect(t.app.ctx.staff.find(id)).not.toBeNull();
  });

  it('refuses a duplicate username on edit but keeps one’s own', async () => {
    const username = uniq('same');
    const id = await makeUser(t.app, username, [roleId(t.app, 'common')], deptId(t.app, '运营部'));
    expect((await call(t.app, 'PUT', '/api/users', { token: admin, body: body({ id, username }) })).statusCode).toBe(204);
    expectMessage(await call(t.app, 'PUT', '/api/users', { token: admin, body: body({ id, username: 'editor' }) }), 400, 'User with username editor existed');
  });
});

describe('user names (issue 22)', () => {
  it('keeps a stored name from before the rule on edit, but refuses changing to one that breaks it', async () => {
    const id = await makeUser(t.app, '张三', [roleId(t.app, 'common')], deptId(t.app, '运营部'));
    expect((await call(t.app, 'PUT', '/api/users', { token: admin, body: body({ id, username: '张三', nickName: '老张' }) })).statusCode).toBe(204);
    expect(t.app.ctx.staff.find(id)).toMatchObject({ username: '张三', nickName: '老张' });
    expectError(await call(t.app, 'PUT', '/api/users', { token: admin, body: body({ id, username: '李四' }) }), 400, '用户名只能包含字母、数字、下划线、点和减号');
    expect((await call(t.app, 'PUT', '/api/users', { token: admin, body: body({ id, username: 'zhang.san' }) })).statusCode).toBe(204);
  });
});

describe('PUT api/users/resetPwd', () => {
  it('sets 123456, stamps the reset time and ends the users’ sessions', async () => {
    const username = uniq('forgetful');
    const id = await makeUser(t.app, username, [roleId(t.app, 'common')], deptId(t.app, '运营部'));
    t.app.ctx.users.updatePassword(id, await t.app.ctx.passwords.hash('other-password'), 0);
    t.app.ctx.tokens.issue(id);
    const res = await call(t.app, 'PUT', '/api/users/resetPwd', { token: admin, body: [id] });
    expect(res.statusCode).toBe(200);
    expect((await loginRequest(t.app, username, '123456')).statusCode).toBe(200);
    expect(t.app.ctx.staff.find(id)!.lastPasswordResetTime).toMatch(/^\d{4}-/);
    expect(logRows(t.app, '重置密码').at(-1)).toMatchObject({ params: `[${id}]` });
  });
});

describe('GET api/users/download', () => {
  it('answers a real xlsx named 用户数据.xlsx with the contract’s columns and no hash', async () => {
    const res = await call(t.app, 'GET', '/api/users/download?blurry=admin', { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="users.xlsx"; filename*=UTF-8''${encodeURIComponent('用户数据.xlsx')}`);
    const rows = await readXlsx(res);
    expect(rows[0]).toEqual(['用户名', '角色', '部门', '岗位', '邮箱', '状态', '手机号码', '修改密码的时间', '创建日期']);
    expect(rows.slice(1).find((r) => r[0] === 'admin')).toEqual(['admin', '超级管理员', '研发部', '全栈开发', 'admin@shop.example.com', '激活', '18888888888', '', expect.stringMatching(/^\d{4}-/)]);
    expect(rows.flat().join(' ')).not.toMatch(/\$2[aby]\$/);
  });
});
