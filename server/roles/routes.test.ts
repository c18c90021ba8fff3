import type { MenuVo } from '../menus/types';
import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';
import { deptId, expectMessage, logRows, makeRole, makeUser, readXlsx, roleId, signInAs } from '../testing/system-fixtures';
import type { RoleDto } from './repository';

let t: TestApp;
let admin: string;
let manager: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  const role = makeRole(t.app, 'role_manager', 2, ['roles:list', 'roles:add', 'roles:edit', 'roles:del']);
  manager = await signInAs(t.app, 'role_manager_user', [role], deptId(t.app, '研发部'));
});
afterEach(() => destroyTestApp(t));

let serial = 0;
const body = (extra: Record<string, unknown> = {}) => ({
  name: `角色${++serial}`,
  permission: `perm_${serial}`,
  level: 3,
  dataScope: '全部',
  depts: [],
  remark: '说明',
  description: '说明',
  ...extra,
});
const menuId = (permission: string) => t.app.ctx.db.prepare('SELECT id FROM menus WHERE permission = ?').pluck().get(permission) as number;

describe('reading roles', () => {
  it('lists a page by level with depts, menus and the yshop names', async () => {
    const res = await call(t.app, 'GET', '/api/roles?page=0&size=10&sort=level,asc', { token: admin });
    const page = res.json<{ content: RoleDto[]; totalElements: number }>();
    expect(page.content.map((r) => r.level)).toEqual([...page.content.map((r) => r.level)].sort((a, b) => a - b));
    const editor = page.content.find((r) => r.permission === 'editor')!;
    expect(editor).toEqual({
      id: roleId(t.app, 'editor'),
      name: '编辑',
      level: 2,
      dataScope: '本级',
      remark: expect.any(String),
      permission: 'editor',
      depts: [],
      menus: expect.arrayContaining([{ id: menuId('user:list'), pid: expect.any(Number) }]),
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
  });

  it('searches blurry over name and description', async () => {
    const res = await call(t.app, 'GET', '/api/roles?blurry=全部权限', { token: admin });
    expect(res.json<{ content: RoleDto[] }>().content.map((r) => r.permission)).toEqual(['admin']);
  });

  it('answers roles/all by level, roles/{id} and roles/level', async () => {
    const all = (await call(t.app, 'GET', '/api/roles/all', { token: admin })).json<RoleDto[]>();
    expect(all[0]!.permission).toBe('admin');
    expect(all.map((r) => r.level)).toEqual([...all.map((r) => r.level)].sort((a, b) => a - b));
    const one = await call(t.app, 'GET', `/api/roles/${roleId(t.app, 'editor')}`, { token: admin });
    expect(one.json<RoleDto>()).toMatchObject({ name: '编辑', level: 2 });
    expectMessage(await call(t.app, 'GET', '/api/roles/999', { token: admin }), 400, 'Role 不存在: id is 999');
    expect((await call(t.app, 'GET', '/api/roles/level', { token: admin })).json()).toEqual({ level: 1 });
    expect((await call(t.app, 'GET', '/api/roles/level', { token: manager })).json()).toEqual({ level: 2 });
  });

  it('exports 角色数据.xlsx', async () => {
    const res = await call(t.app, 'GET', '/api/roles/download', { token: admin });
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('角色数据.xlsx')}`);
    const rows = await readXlsx(res);
    expect(rows[0]).toEqual(['角色名称', '角色级别', '描述', '创建日期']);
    expect(rows[1]!.slice(0, 3)).toEqual(['超级管理员', '1', '拥有全部权限']);
  });
});

describe('writing roles', () => {
  it('creates (201), edits (204) and deletes (200) a role, each with its op-log row', async () => {
    const b = body({ dataScope: '自定义', depts: [{ id: deptId(t.app, '运营部') }] });
    expect((await call(t.app, 'POST', '/api/roles', { token: admin, body: b })).statusCode).toBe(201);
    const id = roleId(t.app, b.permission);
    expect(t.app.ctx.roles.find(id)).toMatchObject({ name: b.name, remark: '说明', dataScope: '自定义', depts: [{ name: '运营部' }] });
    const edit = { ...b, id, name: `${b.name}改`, dataScope: '全部' };
    expect((await call(t.app, 'PUT', '/api/roles', { token: admin, body: edit })).statusCode).toBe(204);
    expect(t.app.ctx.roles.find(id)).toMatchObject({ name: edit.name, dataScope: '全部', depts: [] });
    expect((await call(t.app, 'DELETE', '/api/roles', { token: admin, body: [id] })).statusCode).toBe(200);
    expect(t.app.ctx.roles.find(id)).toBeNull();
    for (const d of ['新增角色', '修改角色', '删除角色']) expect(logRows(t.app, d).at(-1)).toMatchObject({ username: 'admin', log_type: 'INFO' });
  });

  it('refuses duplicate names and permissions with eladmin’s (sic) and yshop’s messages', async () => {
    expectMessage(await call(t.app, 'POST', '/api/roles', { token: admin, body: body({ name: '编辑' }) }), 400, 'Role with username 编辑 existed');
    expectMessage(await call(t.app, 'POST', '/api/roles', { token: admin, body: body({ permission: 'editor' }) }), 400, 'Role with permission editor existed');
    const edit = { ...body(), id: roleId(t.app, 'common'), permission: 'admin' };
    expectMessage(await call(t.app, 'PUT', '/api/roles', { token: admin, body: edit }), 400, 'Role with permission admin existed');
  });

  it('compares duplicate permissions by their trimmed pieces, not the whole string', async () => {
    const tag = `pieces${serial}`;
    const b = body({ permission: ` ${tag}_a , ${tag}_b ` });
    expect((await call(t.app, 'POST', '/api/roles', { token: admin, body: b })).statusCode).toBe(201);
    expectMessage(await call(t.app, 'POST', '/api/roles', { token: admin, body: body({ permission: `${tag}_a,${tag}_b` }) }), 400, `Role with permission ${tag}_a,${tag}_b existed`);
  });

  it.each([
    ['name', { name: '  ' }, '请填写角色名称'],
    ['permission', { permission: undefined }, '请输入权限'],
    ['custom depts', { dataScope: '自定义', depts: [] }, '自定义数据权限不能为空'],
    ['level', { level: 0 }, '角色级别不能小于 1'],
  ])('validates %s', async (_name, extra, message) => {
    expectError(await call(t.app, 'POST', '/api/roles', { token: admin, body: body(extra) }), 400, message);
  });

  it('refuses an id on create and an unknown id on edit or delete', async () => {
    expectMessage(await call(t.app, 'POST', '/api/roles', { token: admin, body: body({ id: 3 }) }), 400, 'A new role cannot already have an ID');
    expectMessage(await call(t.app, 'PUT', '/api/roles', { token: admin, body: body({ id: 999 }) }), 400, 'Role 不存在: id is 999');
    expectMessage(await call(t.app, 'DELETE', '/api/roles', { token: admin, body: [999] }), 400, 'Role 不存在: id is 999');
  });

  it('refuses deleting a role that users hold', async () => {
    const before = logRows(t.app, '删除角色').length;
    expectError(await call(t.app, 'DELETE', '/api/roles', { token: admin, body: [roleId(t.app, 'editor')] }), 400, '所选角色存在用户关联，请解除关联再试！');
    expect(t.app.ctx.roles.find(roleId(t.app, 'editor'))).not.toBeNull();
    expect(logRows(t.app, '删除角色')).toHaveLength(before);
  });
});

describe('the level rule on roles', () => {
  const refused = (level: number) => `权限不足，你的角色级别：2，低于操作的角色级别：${level}`;

  it('lets a level-2 caller create roles strictly below it only (issue 22: its own level is read-only to it)', async () => {
    expect((await call(t.app, 'POST', '/api/roles', { token: manager, body: body({ level: 3 }) })).statusCode).toBe(201);
    expectError(await call(t.app, 'POST', '/api/roles', { token: manager, body: body({ level: 2 }) }), 400, '权限不足，你的角色级别：2，不能操作同级的角色');
    expectError(await call(t.app, 'POST', '/api/roles', { token: manager, body: body({ level: 1 }) }), 400, refused(1));
  });

  it('refuses editing, deleting or re-menuing a role above the caller, and lifting one above them', async () => {
    const adminRole = roleId(t.app, 'admin');
    const edit = { ...body({ level: 3 }), id: adminRole, name: '超级管理员', permission: 'admin' };
    expectError(await call(t.app, 'PUT', '/api/roles', { token: manager, body: edit }), 400, refused(1));
    expectError(await call(t.app, 'DELETE', '/api/roles', { token: manager, body: [adminRole] }), 400, refused(1));
    expectError(await call(t.app, 'PUT', '/api/roles/menu', { token: manager, body: { id: adminRole, menus: [] } }), 400, refused(1));
    const common = roleId(t.app, 'common');
    const lift = { ...body({ level: 1 }), id: common, name: '普通用户', permission: 'common' };
    expectError(await call(t.app, 'PUT', '/api/roles', { token: manager, body: lift }), 400, refused(1));
    expect(t.app.ctx.roles.find(adminRole)!.menus.length).toBeGreaterThan(10);
    expect(t.app.ctx.roles.find(common)!.level).toBe(3);
  });
});

describe('PUT api/roles/menu', () => {
  it('replaces the menus, and the role’s users see them at their next menu load', async () => {
    const role = makeRole(t.app, 'menu_target', 3, []);
    await makeUser(t.app, 'menu_user', [role], deptId(t.app, '运营部'));
    const userToken = await login(t.app, 'menu_user');
    expect((await call(t.app, 'GET', '/api/menus/build', { token: userToken })).json()).toEqual([]);
    const system = t.app.ctx.db.prepare("SELECT id FROM menus WHERE name = '系统管理'").pluck().get() as number;
    const res = await call(t.app, 'PUT', '/api/roles/menu', { token: admin, body: { id: role, menus: [{ id: system }, { id: menuId('job:list') }] } });
    expect(res.statusCode).toBe(204);
    const menus = (await call(t.app, 'GET', '/api/menus/build', { token: userToken })).json<MenuVo[]>();
    expect(menus[0]!.children!.map((c) => c.meta!.title)).toEqual(['岗位管理']);
    expect(logRows(t.app, '修改角色菜单').at(-1)).toMatchObject({ username: 'admin' });
    expectMessage(await call(t.app, 'PUT', '/api/roles/menu', { token: admin, body: { id: role, menus: [{ id: 99999 }] } }), 400, 'Menu 不存在: id is 99999');
  });
});
