import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';
import type { MenuDto, MenuTreeOption } from './dto';
import type { MenuVo } from './types';

let t: TestApp;
let admin: string;
let editor: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  editor = await login(t.app, 'editor');
});
afterEach(() => destroyTestApp(t));

const newMenu = (extra: Record<string, unknown> = {}) => ({
  type: 1,
  name: `测试页面${Math.random().toString(16).slice(2, 8)}`,
  path: 'test-page',
  component: 'test/page/index',
  pid: 0,
  sort: 50,
  iFrame: false,
  cache: false,
  hidden: false,
  ...extra,
});

function flatten(list: MenuDto[]): MenuDto[] {
  return list.flatMap((m) => [m, ...flatten(m.children ?? [])]);
}

describe('GET api/menus/build', () => {
  it('gives admin the whole seeded sidebar', async () => {
    const res = await call(t.app, 'GET', '/api/menus/build', { token: admin });
    expect(res.statusCode).toBe(200);
    const menus = res.json<MenuVo[]>();
    expect(menus.map((m) => m.meta?.title)).toEqual(['商品管理', '订单管理', '积分管理', '营销', '分销', '积分', '内容', '系统管理', '系统监控', '系统工具']);
    const system = menus.find((m) => m.path === '/system')!;
    expect(system).toMatchObject({ component: 'Layout', alwaysShow: true, redirect: 'noredirect' });
    expect(system.children!.find((c) => c.path === 'dict')).toMatchObject({ name: 'Dict', component: 'system/dict/index' });
    expect(JSON.stringify(menus)).not.toContain('菜单新增');
  });

  it('gives the editor only its granted menus', async () => {
    const res = await call(t.app, 'GET', '/api/menus/build', { token: editor });
    const menus = res.json<MenuVo[]>();
    expect(menus.map((m) => m.meta!.title)).toEqual(['商品管理', '订单管理', '系统管理']);
    // The pages only: neither the product form's hidden entries (they carry save strings) nor any button.
    expect(menus[0]!.children!.map((c) => c.meta!.title)).toEqual(['商品分类', '管理商品', '商品规格', '运费模板']);
    expect(menus[1]!.children!.map((c) => c.meta!.title)).toEqual(['订单', '订单详情', '评论管理', '物流快递', '售后']);
    expect(menus[2]!.children!.map((c) => c.meta!.title)).toEqual(['用户管理', '角色管理', '菜单管理', '部门管理', '岗位管理', '字典管理']);
  });

  it('needs a token', async () => {
    expectError(await call(t.app, 'GET', '/api/menus/build'), 401);
  });
});

describe('GET api/menus/tree and api/menus', () => {
  it('answers the picker tree with id and label only', async () => {
    const res = await call(t.app, 'GET', '/api/menus/tree', { token: editor });
    expect(res.statusCode).toBe(200);
    const tree = res.json<MenuTreeOption[]>();
    const system = tree.find((n) => n.label === '系统管理')!;
    expect(Object.keys(system).sort()).toEqual(['children', 'id', 'label']);
    const menuPage = system.children!.find((n) => n.label === '菜单管理')!;
    expect(menuPage.children!.map((n) => n.label)).toEqual(['菜单新增', '菜单编辑', '菜单删除']);
  });

  it('lists the whole table as a tree with totalElements', async () => {
    const res = await call(t.app, 'GET', '/api/menus', { token: editor });
    const { content, totalElements } = res.json<{ content: MenuDto[]; totalElements: number }>();
    expect(flatten(content)).toHaveLength(totalElements);
    const dict = flatten(content).find((m) => m.name === '字典管理')!;
    expect(dict).toMatchObject({ type: 1, component: 'system/dict/index', componentName: 'Dict', iFrame: false, icon: 'dictionary' });
    expect(dict.pid).toBe(content.find((m) => m.name === '系统管理')!.id);
    expect(content.find((m) => m.name === '系统管理')!.pid).toBe(0);
    expect(dict.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('filters by blurry (title, component or permission)', async () => {
    const res = await call(t.app, 'GET', '/api/menus?blurry=dict', { token: admin });
    const { content, totalElements } = res.json<{ content: MenuDto[]; totalElements: number }>();
    const names = flatten(content).map((m) => m.name).sort();
    expect(names).toEqual(['字典删除', '字典新增', '字典编辑', '字典管理'].sort());
    expect(totalElements).toBe(4);
    // The page matched too, so its buttons nest under it.
    expect(content).toHaveLength(1);
  });

  it('filters by a createTime range in either query spelling', async () => {
    const inRange = '?createTime=2026-11-22 00:00:00&createTime=2026-11-23 00:00:00';
    const all = (await call(t.app, 'GET', `/api/menus${encodeURI(inRange)}`, { token: admin })).json<{ totalElements: number }>();
    expect(all.totalElements).toBeGreaterThan(50);
    const none = await call(t.app, 'GET', `/api/menus?${encodeURI('createTime[]=2020-01-01 00:00:00&createTime[]=2020-01-02 00:00:00')}`, { token: admin });
    expect(none.json()).toEqual({ content: [], totalElements: 0 });
    expectError(await call(t.app, 'GET', '/api/menus?createTime=yesterday&createTime=today', { token: admin }), 400);
  });

  it('refuses callers without menu permissions', async () => {
    // The editor also reads the tree as 角色管理's reader (roles:list): take both away.
    const taken = "role_id = (SELECT id FROM roles WHERE permission = 'editor') AND menu_id IN (SELECT id FROM menus WHERE permission IN ('menu:list', 'roles:list'))";
    const kept = t.app.ctx.db.prepare(`SELECT role_id, menu_id FROM roles_menus WHERE ${taken}`).all() as { role_id: number; menu_id: number }[];
    t.app.ctx.db.prepare(`DELETE FROM roles_menus WHERE ${taken}`).run();
    try {
      expectError(await call(t.app, 'GET', '/api/menus', { token: editor }), 403, '没有权限');
      expectError(await call(t.app, 'GET', '/api/menus/tree', { token: editor }), 403, '没有权限');
    } finally {
      const restore = t.app.ctx.db.prepare('INSERT INTO roles_menus (role_id, menu_id) VALUES (?, ?)');
      for (const row of kept) restore.run(row.role_id, row.menu_id);
    }
    expect((await call(t.app, 'GET', '/api/menus', { token: editor })).statusCode).toBe(200);
  });
});

describe('POST/PUT/DELETE api/menus', () => {
  it('creates (201 with the menu), shows it in the build, updates (204) and deletes (200)', async () => {
    const created = await call(t.app, 'POST', '/api/menus', { token: admin, body: newMenu({ name: '数据看板', path: 'board', componentName: 'Board' }) });
    expect(created.statusCode).toBe(201);
    const menu = created.json<MenuDto>();
    expect(menu).toMatchObject({ id: expect.any(Number), name: '数据看板', pid: 0, type: 1, componentName: 'Board' });

    const build = (await call(t.app, 'GET', '/api/menus/build', { token: admin })).json<MenuVo[]>();
    expect(build.find((m) => m.path === '/board')).toEqual({
      path: '/board',
      hidden: false,
      component: 'Layout',
      children: [{ name: 'Board', path: 'index', component: 'test/page/index', meta: { title: '数据看板', noCache: true } }],
    });

    const updated = await call(t.app, 'PUT', '/api/menus', { token: admin, body: { ...menu, name: '数据大屏', cache: true } });
    expect(updated.statusCode).toBe(204);
    expect(updated.body).toBe('');
    const after = (await call(t.app, 'GET', '/api/menus/build', { token: admin })).json<MenuVo[]>();
    expect(after.find((m) => m.path === '/board')!.children![0]!.meta).toEqual({ title: '数据大屏', noCache: false });

    const deleted = await call(t.app, 'DELETE', '/api/menus', { token: admin, body: [menu.id] });
    expect(deleted.statusCode).toBe(200);
    const gone = (await call(t.app, 'GET', '/api/menus/build', { token: admin })).json<MenuVo[]>();
    expect(gone.find((m) => m.path === '/board')).toBeUndefined();
  });

  it('deletes a whole subtree', async () => {
    const folder = (await call(t.app, 'POST', '/api/menus', { token: admin, body: newMenu({ type: 0, path: 'tmp', component: null }) })).json<MenuDto>();
    const child = (await call(t.app, 'POST', '/api/menus', { token: admin, body: newMenu({ pid: folder.id }) })).json<MenuDto>();
    const button = (await call(t.app, 'POST', '/api/menus', { token: admin, body: { type: 2, name: '临时按钮', pid: child.id, permission: 'tmp:add' } })).json<MenuDto>();
    expect((await call(t.app, 'DELETE', '/api/menus', { token: admin, body: [folder.id] })).statusCode).toBe(200);
    const ids = flatten((await call(t.app, 'GET', '/api/menus', { token: admin })).json<{ content: MenuDto[] }>().content).map((m) => m.id);
    expect(ids).not.toContain(folder.id);
    expect(ids).not.toContain(child.id);
    expect(ids).not.toContain(button.id);
  });

  it('accepts pid null as top level and stores external links without component', async () => {
    const res = await call(t.app, 'POST', '/api/menus', {
      token: admin,
      body: newMenu({ pid: null, iFrame: true, path: 'https://example.com', component: 'x/y' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ pid: 0, iFrame: true, component: null, path: 'https://example.com' });
  });

  it('validates menus with Chinese messages', async () => {
    expectError(await call(t.app, 'POST', '/api/menus', { token: admin, body: newMenu({ name: '' }) }), 400, '菜单标题不能为空');
    expectError(await call(t.app, 'POST', '/api/menus', { token: admin, body: newMenu({ type: 7 }) }), 400);
    expectError(await call(t.app, 'POST', '/api/menus', { token: admin, body: newMenu({ iFrame: true, path: 'example.com' }) }), 400, '外链必须以http://或者https://开头');
    expectError(await call(t.app, 'POST', '/api/menus', { token: admin, body: newMenu({ path: '' }) }), 400, '路由地址不能为空');
    expectError(await call(t.app, 'POST', '/api/menus', { token: admin, body: newMenu({ pid: 999999 }) }), 400, '上级菜单不存在');
    expectError(await call(t.app, 'POST', '/api/menus', { token: admin, body: newMenu({ componentName: 'Dict' }) }), 400, '组件名称 Dict 已存在');
    expectError(await call(t.app, 'DELETE', '/api/menus', { token: admin, body: [] }), 400);
    expectError(await call(t.app, 'DELETE', '/api/menus', { token: admin, body: ['x'] }), 400);
    expectError(await call(t.app, 'PUT', '/api/menus', { token: admin, body: newMenu({ id: 999999 }) }), 404, '菜单不存在');
  });

  it('refuses to move a menu under itself or its own descendant', async () => {
    const all = flatten((await call(t.app, 'GET', '/api/menus', { token: admin })).json<{ content: MenuDto[] }>().content);
    const system = all.find((m) => m.name === '系统管理')!;
    const dict = all.find((m) => m.name === '字典管理')!;
    expectError(await call(t.app, 'PUT', '/api/menus', { token: admin, body: { ...system, pid: system.id } }), 400, '上级菜单不能为自己');
    expectError(await call(t.app, 'PUT', '/api/menus', { token: admin, body: { ...system, pid: dict.id } }), 400, '上级菜单不能是自己的下级菜单');
  });

  it('answers 403 to the editor for add, edit and delete', async () => {
    expectError(await call(t.app, 'POST', '/api/menus', { token: editor, body: newMenu() }), 403, '没有权限');
    expectError(await call(t.app, 'PUT', '/api/menus', { token: editor, body: newMenu({ id: 1 }) }), 403, '没有权限');
    expectError(await call(t.app, 'DELETE', '/api/menus', { token: editor, body: [1] }), 403, '没有权限');
    // Nothing was deleted.
    expect(t.app.ctx.menus.find(1)).not.toBeNull();
  });
});
