/**
 * Issue 22, part A: the privilege escalations a security probe found, replayed as the
 * probe's accounts would: a level-2 manager (roles, menus, users, depts, jobs, dicts and
 * 在线用户, data scope 本级, in 运营部, beside the seeded level-2 editor) and level-3 users
 * with no permissions. Each test is an attack that used to succeed.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { OnlineUserDto } from '../auth/online-routes';
import type { MenuRow } from '../menus/types';
import type { UserView } from '../users/repository';
import { call, createTestApp, destroyTestApp, login, type TestApp } from '../testing/harness';
import { deptId, expectMessage, jobId, makeRole, makeUser, readXlsx, roleId, signInAs, userIdOf } from '../testing/system-fixtures';

const MANAGER_PERMISSIONS = [
  'roles:list', 'roles:add', 'roles:edit', 'roles:del',
  'menu:list', 'menu:add', 'menu:edit',
  'user:list', 'user:add', 'user:edit', 'user:del',
  'dept:list', 'dept:add', 'dept:edit', 'dept:del',
  'job:list', 'job:add', 'job:edit', 'job:del',
  'dict:list', 'auth_online',
];

const ADMIN_ONLY = '只有超级管理员可以授予 admin 权限';
const notHeld = (piece: string) => `不能授予自己没有的权限：${piece}`;
const SAME_LEVEL_ROLE = '权限不足，你的角色级别：2，不能操作同级的角色';

let t: TestApp;
let admin: string;
let manager: string;
let managerRole: number;
beforeEach(async () => {
  t = await createTestApp({ signInRateLimit: null });
  admin = await login(t.app, 'admin');
  managerRole = makeRole(t.app, 'mgr', 2, MANAGER_PERMISSIONS, '本级');
  manager = await signInAs(t.app, 'mgr_user', [managerRole], deptId(t.app, '运营部'));
  await makeUser(t.app, 'ops_staff', [roleId(t.app, 'common')], deptId(t.app, '运营部'));
  await makeUser(t.app, 'rnd_staff', [roleId(t.app, 'common')], deptId(t.app, '研发部'));
});
afterEach(() => destroyTestApp(t));

let serial = 0;
const uniq = (prefix: string) => `${prefix}${++serial}`;
const menuId = (permission: string) => t.app.ctx.db.prepare('SELECT id FROM menus WHERE permission = ?').pluck().get(permission) as number;
const authorities = async (token: string) => (await call(t.app, 'GET', '/auth/info', { token })).json<UserView>().roles;
const roleBody = (extra: Record<string, unknown> = {}) => ({ name: uniq('角色'), permission: uniq('svc'), level: 3, dataScope: '本级', depts: [], ...extra });
/** A menu's full PUT body as the console sends it, from the stored row. */
const menuBody = (row: MenuRow, extra: Record<string, unknown> = {}) => ({
  id: row.id, pid: row.pid, type: row.type, name: row.name, path: row.path, component: row.component, componentName: row.componentName,
  icon: row.icon, sort: row.sort, iFrame: row.iFrame, cache: row.cache, hidden: row.hidden, permission: row.permission, ...extra,
});
const userBody = (extra: Record<string, unknown> = {}) => ({
  username: uniq('u'), nickName: '用户', email: null, phone: '13912345678', sex: '男', enabled: true,
  dept: { id: deptId(t.app, '运营部') }, roles: [{ id: roleId(t.app, 'common') }], ...extra,
});
/** The 用户管理 body of a stored user, with changes. */
const storedUserBody = (username: string, extra: Record<string, unknown> = {}) => {
  const u = t.app.ctx.staff.find(userIdOf(t.app, username))!;
  return { id: u.id, username: u.username, nickName: u.nickName, email: u.email, phone: u.phone ?? '13900000000', sex: u.sex, enabled: u.enabled, dept: { id: u.deptId }, job: u.job, roles: u.roles.map((r) => ({ id: r.id })), ...extra };
};
const visibleUsers = async (token: string) => (await call(t.app, 'GET', '/api/users?size=1', { token })).json<{ totalElements: number }>().totalElements;
const expect400 = (res: LightMyRequestResponse, message: string) => expectMessage(res, 400, message);

describe('1. roles:edit cannot grant admin (or anything the caller lacks)', () => {
  it('refuses the probe’s "mgr,admin" on the caller’s own role; auth/info never lists admin', async () => {
    const res = await call(t.app, 'PUT', '/api/roles', { token: manager, body: { id: managerRole, name: '经理', permission: 'mgr,admin', level: 2, dataScope: '本级' } });
    expect(res.statusCode).toBe(400);
    expect(await authorities(manager)).not.toContain('admin');
    expect((await call(t.app, 'GET', '/api/logs/error', { token: manager })).statusCode).toBe(403);
    expect(t.app.ctx.roles.find(managerRole)!.permission).toBe('mgr');
  });

  it.each([['svc,admin'], [' admin '], ['svc, ADMIN'], ['Admin']])('refuses %j in a new lower role', async (permission) => {
    expect400(await call(t.app, 'POST', '/api/roles', { token: manager, body: roleBody({ permission }) }), ADMIN_ONLY);
  });

  it('refuses an authority the caller lacks, in a role they would then hand to a user of theirs', async () => {
    expect400(await call(t.app, 'POST', '/api/roles', { token: manager, body: roleBody({ permission: 'svc_x,log:list' }) }), notHeld('log:list'));
    expect400(await call(t.app, 'POST', '/api/roles', { token: manager, body: roleBody({ permission: 'svc_y,editor' }) }), notHeld('editor'));
    // Its own authorities and a new role code are fine.
    expect((await call(t.app, 'POST', '/api/roles', { token: manager, body: roleBody({ permission: 'svc_z, user:list' }) })).statusCode).toBe(201);
  });

  it('keeps what a lower role already had when the manager edits it', async () => {
    const legacy = t.app.ctx.roles.create({ name: uniq('旧角色'), permission: 'legacy_x,log:list', level: 3, dataScope: '本级', remark: null, deptIds: [] }, 0);
    const edit = { id: legacy, name: uniq('改名'), permission: 'legacy_x, log:list', level: 3, dataScope: '本级' };
    expect((await call(t.app, 'PUT', '/api/roles', { token: manager, body: edit })).statusCode).toBe(204);
    expect400(await call(t.app, 'PUT', '/api/roles', { token: manager, body: { ...edit, permission: 'legacy_x,log:list,logError:list' } }), notHeld('logError:list'));
  });

  it('refuses empty pieces, from admin too', async () => {
    expect400(await call(t.app, 'POST', '/api/roles', { token: admin, body: roleBody({ permission: 'a,,b' }) }), '权限标识不能有空项');
    expect400(await call(t.app, 'POST', '/api/roles', { token: admin, body: roleBody({ permission: 'a, ' }) }), '权限标识不能有空项');
  });

  it('refuses, in 菜单分配 of a lower role, menus whose authorities the caller lacks', async () => {
    const lower = makeRole(t.app, uniq('lower'), 3, ['log:list']);
    const res = await call(t.app, 'PUT', '/api/roles/menu', { token: manager, body: { id: lower, menus: [{ id: menuId('log:list') }, { id: menuId('logError:list') }] } });
    expect400(res, notHeld('logError:list'));
    // Menus it already had stay; the caller's own authorities may be added.
    const ok = await call(t.app, 'PUT', '/api/roles/menu', { token: manager, body: { id: lower, menus: [{ id: menuId('log:list') }, { id: menuId('user:list') }] } });
    expect(ok.statusCode).toBe(204);
  });
});

describe('2. menu:edit cannot grant admin (or anything the caller lacks)', () => {
  it('refuses the probe’s "user:list,admin" on a menu of the caller’s role; 异常日志 stays closed', async () => {
    const page = t.app.ctx.menus.find(menuId('user:list'))!;
    expect400(await call(t.app, 'PUT', '/api/menus', { token: manager, body: menuBody(page, { permission: 'user:list,admin' }) }), ADMIN_ONLY);
    expect((await call(t.app, 'GET', '/api/logs/error', { token: manager })).statusCode).toBe(403);
    expect400(await call(t.app, 'PUT', '/api/menus', { token: manager, body: menuBody(page, { permission: 'user:list,logError:list' }) }), notHeld('logError:list'));
    expect(t.app.ctx.menus.find(page.id)!.permission).toBe('user:list');
  });

  it('refuses a new menu carrying admin or an authority the caller lacks, takes one carrying its own', async () => {
    const button = (permission: string | null) => ({ type: 2, name: uniq('按钮'), pid: menuId('user:list'), sort: 9, permission });
    expect400(await call(t.app, 'POST', '/api/menus', { token: manager, body: button('admin') }), ADMIN_ONLY);
    expect400(await call(t.app, 'POST', '/api/menus', { token: manager, body: button('logError:detail') }), notHeld('logError:detail'));
    expect((await call(t.app, 'POST', '/api/menus', { token: manager, body: button('user:edit') })).statusCode).toBe(201);
    expect((await call(t.app, 'POST', '/api/menus', { token: manager, body: button(null) })).statusCode).toBe(201);
  });

  it('lets the caller rename a menu whose authority they lack, as long as it keeps it', async () => {
    const del = t.app.ctx.menus.find(menuId('menu:del'))!;
    expect((await call(t.app, 'PUT', '/api/menus', { token: manager, body: menuBody(del, { name: '菜单移除' }) })).statusCode).toBe(204);
    expect(t.app.ctx.menus.find(del.id)).toMatchObject({ name: '菜单移除', permission: 'menu:del' });
  });

  it('refuses empty pieces, from admin too, and grants the trimmed pieces', async () => {
    const page = t.app.ctx.menus.find(menuId('job:list'))!;
    expect400(await call(t.app, 'PUT', '/api/menus', { token: admin, body: menuBody(page, { permission: 'job:list,' }) }), '权限标识不能有空项');
    expect400(await call(t.app, 'PUT', '/api/menus', { token: admin, body: menuBody(page, { permission: 'job:list, ,job:view' }) }), '权限标识不能有空项');
    expect((await call(t.app, 'PUT', '/api/menus', { token: admin, body: menuBody(page, { permission: ' job:list , job:view ' }) })).statusCode).toBe(204);
    // The editor's role has this page: its holders now hold both pieces, trimmed.
    expect(await authorities(await login(t.app, 'editor'))).toEqual(expect.arrayContaining(['job:list', 'job:view']));
  });
});

describe('3. roles at the caller’s own level are read-only to them', () => {
  it('refuses giving the caller’s own role a menu, or widening its scope (本级 → 全部)', async () => {
    const before = await visibleUsers(manager);
    const menus = [...t.app.ctx.roles.find(managerRole)!.menus.map((m) => ({ id: m.id })), { id: menuId('log:list') }];
    expect400(await call(t.app, 'PUT', '/api/roles/menu', { token: manager, body: { id: managerRole, menus } }), SAME_LEVEL_ROLE);
    const widen = { id: managerRole, name: '角色_mgr', permission: 'mgr', level: 2, dataScope: '全部' };
    expect400(await call(t.app, 'PUT', '/api/roles', { token: manager, body: widen }), SAME_LEVEL_ROLE);
    expect(await visibleUsers(manager)).toBe(before);
    expect((await call(t.app, 'GET', '/api/logs', { token: manager })).statusCode).toBe(403);
  });

  it('refuses changing another level-2 role (editor’s), creating or deleting one', async () => {
    const editorRole = roleId(t.app, 'editor');
    expect400(await call(t.app, 'PUT', '/api/roles/menu', { token: manager, body: { id: editorRole, menus: [{ id: menuId('user:list') }] } }), SAME_LEVEL_ROLE);
    expect(t.app.ctx.roles.find(editorRole)!.menus.length).toBeGreaterThan(1);
    expect400(await call(t.app, 'POST', '/api/roles', { token: manager, body: roleBody({ level: 2 }) }), SAME_LEVEL_ROLE);
    const peer = makeRole(t.app, uniq('peer'), 2, []);
    expect400(await call(t.app, 'DELETE', '/api/roles', { token: manager, body: [peer] }), SAME_LEVEL_ROLE);
    expect(t.app.ctx.roles.find(peer)).not.toBeNull();
  });

  it('still lets the caller write roles strictly below, and admin write any', async () => {
    const body = roleBody();
    expect((await call(t.app, 'POST', '/api/roles', { token: manager, body })).statusCode).toBe(201);
    const id = t.app.ctx.db.prepare('SELECT id FROM roles WHERE name = ?').pluck().get(body.name) as number;
    expect((await call(t.app, 'PUT', '/api/roles/menu', { token: manager, body: { id, menus: [{ id: menuId('dict:list') }] } })).statusCode).toBe(204);
    expect((await call(t.app, 'DELETE', '/api/roles', { token: manager, body: [id] })).statusCode).toBe(200);
    const topPeer = makeRole(t.app, uniq('top'), 1, []);
    expect((await call(t.app, 'PUT', '/api/roles/menu', { token: admin, body: { id: topPeer, menus: [{ id: menuId('log:list') }] } })).statusCode).toBe(204);
  });
});

describe('7. 强退 and the online list follow the level rule and the data scope', () => {
  const keyOf = (token: string) =>
    t.app.ctx.db.prepare('SELECT session_key FROM tokens WHERE token_hash = ?').pluck().get(t.app.ctx.tokens.resolve(token)!.tokenHash) as string;
  let editor: string;
  let opsStaff: string;
  let rndStaff: string;
  beforeEach(async () => {
    editor = await login(t.app, 'editor');
    opsStaff = await login(t.app, 'ops_staff');
    rndStaff = await login(t.app, 'rnd_staff');
  });

  it('lists (and exports) only the sessions of users in the caller’s scope', async () => {
    const listed = (await call(t.app, 'GET', '/auth/online?size=1000', { token: manager })).json<{ content: OnlineUserDto[] }>().content;
    expect(new Set(listed.map((r) => r.userName))).toEqual(new Set(['mgr_user', 'editor', 'ops_staff']));
    const rows = await readXlsx(await call(t.app, 'GET', '/auth/online/download', { token: manager }));
    expect(new Set(rows.slice(1).map((r) => r[0]))).toEqual(new Set(['mgr_user', 'editor', 'ops_staff']));
    const all = (await call(t.app, 'GET', '/auth/online?size=1000', { token: admin })).json<{ content: OnlineUserDto[] }>().content;
    expect(all.map((r) => r.userName)).toEqual(expect.arrayContaining(['admin', 'rnd_staff']));
  });

  it('refuses ending admin’s, a same-level user’s or an out-of-scope user’s session, and ends none of a refused batch', async () => {
    expect400(await call(t.app, 'DELETE', '/auth/online', { token: manager, body: [keyOf(admin)] }), '角色权限不足，不能强退：admin');
    expect400(await call(t.app, 'DELETE', '/auth/online', { token: manager, body: [keyOf(editor)] }), '角色权限不足，不能强退：editor');
    expect400(await call(t.app, 'DELETE', '/auth/online', { token: manager, body: [keyOf(rndStaff)] }), '数据权限不足，不能强退：rnd_staff');
    expect400(await call(t.app, 'DELETE', '/auth/online', { token: manager, body: [keyOf(opsStaff), keyOf(admin)] }), '角色权限不足，不能强退：admin');
    for (const token of [admin, editor, rndStaff, opsStaff]) expect((await call(t.app, 'GET', '/auth/info', { token })).statusCode).toBe(200);
  });

  it('ends a lower user’s session in scope, and the caller’s own other session', async () => {
    const other = await login(t.app, 'mgr_user');
    expect((await call(t.app, 'DELETE', '/auth/online', { token: manager, body: [keyOf(opsStaff), keyOf(other)] })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/auth/info', { token: opsStaff })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/auth/info', { token: other })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/auth/info', { token: manager })).statusCode).toBe(200);
  });
});

describe('8. user, dept and job writes follow the data scope and the level rule', () => {
  it('refuses editing, resetting or deleting a user outside the scope', async () => {
    const refused = '数据权限不足，不能操作用户：rnd_staff';
    expect400(await call(t.app, 'PUT', '/api/users', { token: manager, body: storedUserBody('rnd_staff', { nickName: '改' }) }), refused);
    expect400(await call(t.app, 'PUT', '/api/users/resetPwd', { token: manager, body: [userIdOf(t.app, 'rnd_staff')] }), refused);
    expect400(await call(t.app, 'DELETE', '/api/users', { token: manager, body: [userIdOf(t.app, 'rnd_staff')] }), refused);
    expect(t.app.ctx.staff.find(userIdOf(t.app, 'rnd_staff'))).toMatchObject({ nickName: 'rnd_staff', lastPasswordResetTime: null });
  });

  it('refuses editing or resetting a user at the caller’s own level (the editor, in scope)', async () => {
    expect400(await call(t.app, 'PUT', '/api/users', { token: manager, body: storedUserBody('editor', { email: 'mine@x.com' }) }), '角色权限不足');
    expect400(await call(t.app, 'PUT', '/api/users/resetPwd', { token: manager, body: [userIdOf(t.app, 'editor')] }), '角色权限不足，不能重置密码：editor');
    expect(t.app.ctx.staff.find(userIdOf(t.app, 'editor'))!.email).toBe('editor@shop.example.com');
  });

  it('refuses moving oneself to another dept or changing one’s own roles; other fields of oneself are fine', async () => {
    expect400(await call(t.app, 'PUT', '/api/users', { token: manager, body: storedUserBody('mgr_user', { dept: { id: deptId(t.app, '研发部') } }) }), '不能修改自己的部门');
    const roles = [{ id: managerRole }, { id: roleId(t.app, 'editor') }];
    expect400(await call(t.app, 'PUT', '/api/users', { token: manager, body: storedUserBody('mgr_user', { roles }) }), '不能修改自己的角色');
    expect((await call(t.app, 'PUT', '/api/users', { token: manager, body: storedUserBody('mgr_user', { nickName: '经理' }) })).statusCode).toBe(204);
    expect(t.app.ctx.staff.find(userIdOf(t.app, 'mgr_user'))).toMatchObject({ nickName: '经理', dept: { name: '运营部' } });
  });

  it('refuses creating a user in, or moving one to, a dept outside the scope', async () => {
    const refused = '数据权限不足，不能操作部门：研发部';
    expect400(await call(t.app, 'POST', '/api/users', { token: manager, body: userBody({ dept: { id: deptId(t.app, '研发部') } }) }), refused);
    const staff = await makeUser(t.app, uniq('lower'), [roleId(t.app, 'common')], deptId(t.app, '运营部'));
    const username = t.app.ctx.staff.find(staff)!.username;
    expect400(await call(t.app, 'PUT', '/api/users', { token: manager, body: storedUserBody(username, { dept: { id: deptId(t.app, '研发部') } }) }), refused);
    expect((await call(t.app, 'PUT', '/api/users', { token: manager, body: storedUserBody(username, { nickName: '改名' }) })).statusCode).toBe(204);
    expect((await call(t.app, 'PUT', '/api/users/resetPwd', { token: manager, body: [staff] })).statusCode).toBe(200);
  });

  it('keeps dept writes inside the scope', async () => {
    const refused = (name: string) => `数据权限不足，不能操作部门：${name}`;
    const rnd = deptId(t.app, '研发部');
    const ops = deptId(t.app, '运营部');
    expect400(await call(t.app, 'POST', '/api/dept', { token: manager, body: { name: uniq('外部'), pid: rnd } }), refused('研发部'));
    expect400(await call(t.app, 'POST', '/api/dept', { token: manager, body: { name: uniq('顶级'), pid: 0 } }), '数据权限不足，不能操作顶级部门');
    expect400(await call(t.app, 'PUT', '/api/dept', { token: manager, body: { id: rnd, name: '研发部X', pid: deptId(t.app, '总部'), sort: 1 } }), refused('研发部'));
    expect400(await call(t.app, 'PUT', '/api/dept', { token: manager, body: { id: ops, name: '运营部', pid: rnd, sort: 2 } }), refused('研发部'));
    expect400(await call(t.app, 'DELETE', '/api/dept', { token: manager, body: [deptId(t.app, '后端组')] }), refused('后端组'));
    // Its own dept: renamed in place (the parent it cannot see stays), a child created under it.
    expect((await call(t.app, 'PUT', '/api/dept', { token: manager, body: { id: ops, name: '运营部', pid: deptId(t.app, '总部'), sort: 3 } })).statusCode).toBe(204);
    expect((await call(t.app, 'POST', '/api/dept', { token: manager, body: { name: uniq('运营小组'), pid: ops } })).statusCode).toBe(201);
    expect(t.app.ctx.depts.find(rnd)).toMatchObject({ name: '研发部', pid: deptId(t.app, '总部') });
  });

  it('keeps job writes inside the scope', async () => {
    const refused = '数据权限不足，不能操作部门：研发部';
    const rnd = deptId(t.app, '研发部');
    const ops = deptId(t.app, '运营部');
    expect400(await call(t.app, 'POST', '/api/job', { token: manager, body: { name: uniq('岗位'), dept: { id: rnd } } }), refused);
    expect400(await call(t.app, 'POST', '/api/job', { token: manager, body: { name: uniq('岗位') } }), '数据权限不足，不能操作没有部门的岗位');
    const fullStack = jobId(t.app, '全栈开发');
    expect400(await call(t.app, 'PUT', '/api/job', { token: manager, body: { id: fullStack, name: '全栈开发', dept: { id: ops } } }), refused);
    expect400(await call(t.app, 'DELETE', '/api/job', { token: manager, body: [fullStack] }), refused);
    const operator = jobId(t.app, '运营专员');
    expect400(await call(t.app, 'PUT', '/api/job', { token: manager, body: { id: operator, name: '运营专员', dept: { id: rnd } } }), refused);
    expect((await call(t.app, 'PUT', '/api/job', { token: manager, body: { id: operator, name: '运营专员', sort: 5, dept: { id: ops } } })).statusCode).toBe(204);
    expect((await call(t.app, 'POST', '/api/job', { token: manager, body: { name: uniq('运营岗位'), dept: { id: ops } } })).statusCode).toBe(201);
    expect(t.app.ctx.jobs.find(fullStack)!.dept).toEqual({ id: rnd, name: '研发部' });
  });
});

describe('8. a lower role’s data scope stays inside the caller’s', () => {
  it('refuses giving a lower role 全部 or 自定义 depts outside the caller’s scope, which a user of theirs would then read', async () => {
    expect400(await call(t.app, 'POST', '/api/roles', { token: manager, body: roleBody({ dataScope: '全部' }) }), '数据权限不足，不能授予全部数据权限');
    const custom = roleBody({ dataScope: '自定义', depts: [{ id: deptId(t.app, '研发部') }] });
    expect400(await call(t.app, 'POST', '/api/roles', { token: manager, body: custom }), '数据权限不足，不能操作部门：研发部');
    // 运营部 itself is the manager's (本级), but a 自定义 role would see its children as well.
    const own = roleBody({ dataScope: '自定义', depts: [{ id: deptId(t.app, '运营部') }] });
    expect400(await call(t.app, 'POST', '/api/roles', { token: manager, body: own }), '数据权限不足，不能操作部门：客服部');
    expect((await call(t.app, 'POST', '/api/roles', { token: manager, body: roleBody({ dataScope: '本级' }) })).statusCode).toBe(201);
  });

  it('keeps the scope a lower role already had, and lets the manager narrow it but not widen it again', async () => {
    const wide = t.app.ctx.roles.create({ name: uniq('全局角色'), permission: uniq('wide'), level: 3, dataScope: '全部', remark: null, deptIds: [] }, 0);
    const edit = { id: wide, name: uniq('全局改名'), permission: t.app.ctx.roles.find(wide)!.permission, level: 3, dataScope: '全部' };
    expect((await call(t.app, 'PUT', '/api/roles', { token: manager, body: edit })).statusCode).toBe(204);
    // Narrowing it grants nothing new; widening it again would.
    const narrowed = { ...edit, dataScope: '自定义', depts: [{ id: deptId(t.app, '研发部') }] };
    expect((await call(t.app, 'PUT', '/api/roles', { token: manager, body: narrowed })).statusCode).toBe(204);
    expect400(await call(t.app, 'PUT', '/api/roles', { token: manager, body: { ...narrowed, depts: [{ id: deptId(t.app, '总部') }] } }), '数据权限不足，不能操作部门：总部');
    expect400(await call(t.app, 'PUT', '/api/roles', { token: manager, body: edit }), '数据权限不足，不能授予全部数据权限');
    expect((await call(t.app, 'PUT', '/api/roles', { token: manager, body: { ...narrowed, name: uniq('再改名') } })).statusCode).toBe(204);
  });
});

describe('1 and 8. a user is given only roles whose authorities and data scope the caller holds', () => {
  // The manager cannot write such roles (above), but admin may have made them: handing one to a
  // user the manager creates (password 123456) would make the manager that user.
  it('refuses a lower role carrying an authority the manager lacks, in a create and in an edit', async () => {
    const auditor = makeRole(t.app, uniq('auditor'), 3, ['log:list', 'logError:list'], '本级');
    const name = t.app.ctx.roles.find(auditor)!.name;
    const created = await call(t.app, 'POST', '/api/users', { token: manager, body: userBody({ roles: [{ id: auditor }] }) });
    expect400(created, `不能分配含有自己没有的权限的角色：${name}`);
    const username = uniq('ops');
    await makeUser(t.app, username, [roleId(t.app, 'common')], deptId(t.app, '运营部'));
    expect400(await call(t.app, 'PUT', '/api/users', { token: manager, body: storedUserBody(username, { roles: [{ id: auditor }] }) }), `不能分配含有自己没有的权限的角色：${name}`);
    expect(t.app.ctx.staff.find(userIdOf(t.app, username))!.roles.map((r) => r.name)).toEqual([t.app.ctx.roles.find(roleId(t.app, 'common'))!.name]);
  });

  it('refuses a lower role whose data scope is wider than the manager’s (全部, or 自定义 outside it)', async () => {
    const everyone = makeRole(t.app, uniq('everyone'), 3, ['user:list'], '全部');
    const elsewhere = makeRole(t.app, uniq('elsewhere'), 3, ['user:list'], '自定义', [deptId(t.app, '研发部')]);
    for (const role of [everyone, elsewhere]) {
      const res = await call(t.app, 'POST', '/api/users', { token: manager, body: userBody({ roles: [{ id: role }] }) });
      expect400(res, `数据权限不足，不能分配角色：${t.app.ctx.roles.find(role)!.name}`);
    }
  });

  it('gives a lower role within the manager’s authorities and scope, and keeps roles the user already had', async () => {
    const clerk = makeRole(t.app, uniq('clerk'), 3, ['user:list', 'dict:list'], '本级');
    expect((await call(t.app, 'POST', '/api/users', { token: manager, body: userBody({ roles: [{ id: clerk }] }) })).statusCode).toBe(201);
    // A role admin gave stays when the manager edits something else.
    const auditor = makeRole(t.app, uniq('auditor'), 3, ['log:list'], '本级');
    const username = uniq('ops');
    await makeUser(t.app, username, [auditor], deptId(t.app, '运营部'));
    expect((await call(t.app, 'PUT', '/api/users', { token: manager, body: storedUserBody(username, { nickName: '改名' }) })).statusCode).toBe(204);
  });
});

describe('12. e-mails are unique, also through the personal centre', () => {
  it('refuses another user’s e-mail, in any case, with 用户管理’s message', async () => {
    const token = await login(t.app, 'ops_staff');
    const me = userIdOf(t.app, 'ops_staff');
    const center = (email: string) => call(t.app, 'PUT', '/api/users/center', { token, body: { id: me, nickName: 'ops', phone: null, sex: '男', email } });
    expect400(await center('admin@shop.example.com'), 'User with email admin@shop.example.com existed');
    expect400(await center('ADMIN@Shop.Example.com'), 'User with email ADMIN@Shop.Example.com existed');
    expect((await center('ops_staff@shop.example.com')).statusCode).toBe(204);
    expect400(await call(t.app, 'POST', '/api/users', { token: admin, body: userBody({ email: 'Editor@SHOP.example.com' }) }), 'User with email Editor@SHOP.example.com existed');
  });

  it('is a database constraint, not only a check', () => {
    const update = t.app.ctx.db.prepare("UPDATE users SET email = 'EDITOR@shop.example.com' WHERE username = 'ops_staff'");
    expect(() => update.run()).toThrow(/UNIQUE/);
  });
});

describe('13. user names: letters, digits, _ . - only, unique without regard to case', () => {
  it.each([['ADMIN'], ['Editor']])('refuses %j, a case variant of an existing name', async (username) => {
    expect400(await call(t.app, 'POST', '/api/users', { token: admin, body: userBody({ username }) }), `User with username ${username} existed`);
  });

  it.each([['\u0430dmin'], ['adm\u0000in'], ['ad min'], ['admin\u200b'], ['ｓｈｏｐ'], ['管理员']])('refuses %j', async (username) => {
    expect400(await call(t.app, 'POST', '/api/users', { token: admin, body: userBody({ username }) }), '用户名只能包含字母、数字、下划线、点和减号');
  });

  it('applies the same on edit', async () => {
    expect400(await call(t.app, 'PUT', '/api/users', { token: admin, body: storedUserBody('ops_staff', { username: 'EDITOR' }) }), 'User with username EDITOR existed');
    expect400(await call(t.app, 'PUT', '/api/users', { token: admin, body: storedUserBody('ops_staff', { username: 'оps_staff' }) }), '用户名只能包含字母、数字、下划线、点和减号');
    expect((await call(t.app, 'POST', '/api/users', { token: admin, body: userBody({ username: 'li.ming-2_x' }) })).statusCode).toBe(201);
  });

  it('is a database constraint, not only a check', () => {
    const insert = t.app.ctx.db.prepare("INSERT INTO users (username, nick_name, password_hash, create_time) VALUES ('Admin', 'x', 'h', 0)");
    expect(() => insert.run()).toThrow(/UNIQUE/);
  });
});

describe('17. dept names are unique under one parent', () => {
  it('gives one row for 50 parallel identical creates, and the others a message', async () => {
    const body = { name: '并发部门', pid: deptId(t.app, '客服部') };
    const answers = await Promise.all(Array.from({ length: 50 }, () => call(t.app, 'POST', '/api/dept', { token: admin, body })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 201)) expect400(r, '同一上级部门下已有名为 并发部门 的部门');
    expect(t.app.ctx.db.prepare("SELECT COUNT(*) FROM depts WHERE name = '并发部门'").pluck().get()).toBe(1);
  });

  it('refuses a duplicate at the top and on rename; the same name under another parent is fine', async () => {
    expect400(await call(t.app, 'POST', '/api/dept', { token: admin, body: { name: '总部', pid: 0 } }), '同一上级部门下已有名为 总部 的部门');
    const market = deptId(t.app, '市场部');
    expect400(await call(t.app, 'PUT', '/api/dept', { token: admin, body: { id: market, name: '客服部', pid: deptId(t.app, '运营部') } }), '同一上级部门下已有名为 客服部 的部门');
    expect((await call(t.app, 'POST', '/api/dept', { token: admin, body: { name: '客服部', pid: deptId(t.app, '研发部') } })).statusCode).toBe(201);
  });

  it('is a database constraint, top level included', () => {
    expect(() => t.app.ctx.db.prepare("INSERT INTO depts (pid, name, create_time) VALUES (NULL, '总部', 0)").run()).toThrow(/UNIQUE/);
  });
});
