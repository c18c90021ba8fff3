import { seedMenuTree } from '../db/seed';
import { RESOURCES } from '../resources';
import { call, createTestApp, destroyTestApp, login, type TestApp } from '../testing/harness';
import { expectMessage } from '../testing/system-fixtures';
import type { MenuDto } from './dto';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

const idOf = (name: string) => t.app.ctx.db.prepare('SELECT id FROM menus WHERE name = ?').pluck().get(name) as number;
type Lazy = MenuDto & { leaf: boolean };

describe('menu trees for 角色管理', () => {
  it('GET menus/lazy answers one level by sort, with label, leaf and hasChildren', async () => {
    const top = (await call(t.app, 'GET', '/api/menus/lazy?pid=0', { token: admin })).json<Lazy[]>();
    // The declared top-level folders, in their order (not a copy of the tree).
    expect(top.map((m) => m.name)).toEqual(seedMenuTree(RESOURCES).map((f) => f.title));
    expect(top[0]).toMatchObject({ pid: 0, label: '商品管理', hasChildren: true, leaf: false });
    const users = (await call(t.app, 'GET', `/api/menus/lazy?pid=${idOf('用户管理')}`, { token: admin })).json<Lazy[]>();
    expect(users.map((m) => [m.permission, m.leaf])).toEqual([
      ['user:add', true],
      ['user:edit', true],
      ['user:del', true],
    ]);
  });

  it('GET menus/child answers the id and every descendant', async () => {
    const system = idOf('系统管理');
    const ids = (await call(t.app, 'GET', `/api/menus/child?id=${system}`, { token: admin })).json<number[]>();
    expect(ids[0]).toBe(system);
    expect(ids).toEqual(expect.arrayContaining([idOf('用户管理'), idOf('用户新增'), idOf('字典删除')]));
    expect(ids).not.toContain(idOf('商品管理'));
    expectMessage(await call(t.app, 'GET', '/api/menus/child?id=99999', { token: admin }), 400, 'Menu 不存在: id is 99999');
  });

  it('POST menus/superior answers the siblings up the ancestry without the ids; [] the top level', async () => {
    const tree = (await call(t.app, 'POST', '/api/menus/superior', { token: admin, body: [idOf('用户管理')] })).json<MenuDto[]>();
    const system = tree.find((m) => m.name === '系统管理')!;
    expect(system.children!.map((m) => m.name)).not.toContain('用户管理');
    expect(system.children!.map((m) => m.name)).toContain('角色管理');
    const top = (await call(t.app, 'POST', '/api/menus/superior', { token: admin, body: [] })).json<MenuDto[]>();
    expect(top.every((m) => m.pid === 0)).toBe(true);
  });
});
