import { buildMenus } from './build';
import type { MenuRow } from './types';

let nextId = 1;
function row(partial: Partial<MenuRow> & Pick<MenuRow, 'name'>): MenuRow {
  return {
    id: nextId++,
    pid: 0,
    type: 1,
    path: null,
    component: null,
    componentName: null,
    icon: null,
    sort: 999,
    iFrame: false,
    cache: false,
    hidden: false,
    permission: null,
    createTime: 0,
    ...partial,
  };
}

beforeEach(() => {
  nextId = 1;
});

describe('buildMenus (CONTRACT.md build rules)', () => {
  it('gives a folder with children alwaysShow, redirect noredirect, Layout, a leading slash and relative child paths', () => {
    const system = row({ name: '系统管理', type: 0, path: 'system', icon: 'system' });
    const dict = row({ name: '字典管理', pid: system.id, path: 'dict', component: 'system/dict/index', componentName: 'Dict', icon: 'dictionary' });
    expect(buildMenus([system, dict], null)).toEqual([
      {
        name: '系统管理',
        path: '/system',
        hidden: false,
        redirect: 'noredirect',
        component: 'Layout',
        alwaysShow: true,
        meta: { title: '系统管理', icon: 'system', noCache: true },
        children: [
          {
            name: 'Dict',
            path: 'dict',
            hidden: false,
            component: 'system/dict/index',
            meta: { title: '字典管理', icon: 'dictionary', noCache: true },
          },
        ],
      },
    ]);
  });

  it('wraps a top-level entry without children into Layout with an index child', () => {
    const page = row({ name: '首页统计', path: 'stats', component: 'dashboard/stats', componentName: 'Stats', icon: 'chart', cache: true });
    expect(buildMenus([page], null)).toEqual([
      {
        path: '/stats',
        hidden: false,
        component: 'Layout',
        children: [
          { name: 'Stats', path: 'index', component: 'dashboard/stats', meta: { title: '首页统计', icon: 'chart', noCache: false } },
        ],
      },
    ]);
  });

  it('wraps a top-level folder without children with Layout as the child component too', () => {
    const empty = row({ name: '空目录', type: 0, path: 'empty' });
    const [vo] = buildMenus([empty], null);
    expect(vo).toEqual({
      path: '/empty',
      hidden: false,
      component: 'Layout',
      children: [{ name: '空目录', path: 'index', component: 'Layout', meta: { title: '空目录', noCache: true } }],
    });
  });

  it('gives external links no component; a top-level one becomes a Layout whose child path is the URL', () => {
    const top = row({ name: '官网', path: 'https://example.com/', iFrame: true, icon: 'app' });
    const tools = row({ name: '系统工具', type: 0, path: 'sys-tools' });
    const nested = row({ name: '文档', pid: tools.id, path: 'http://docs.example.com', iFrame: true, component: 'ignored/index' });
    const [wrapped, folder] = buildMenus([top, tools, nested], null);
    expect(wrapped).toEqual({
      path: '/https://example.com/',
      hidden: false,
      component: 'Layout',
      children: [{ path: 'https://example.com/', meta: { title: '官网', icon: 'app', noCache: true } }],
    });
    expect(folder!.children).toEqual([
      { name: '文档', path: 'http://docs.example.com', hidden: false, meta: { title: '文档', noCache: true } },
    ]);
  });

  it('uses the title as name when componentName is empty, and keeps hidden as stored', () => {
    const folder = row({ name: '商品管理', type: 0, path: 'goods' });
    const hidden = row({ name: '发布商品', pid: folder.id, path: 'goodsAdd', component: 'shop/goods/form', componentName: '', hidden: true });
    const [vo] = buildMenus([folder, hidden], null);
    expect(vo!.children![0]).toMatchObject({ name: '发布商品', hidden: true, component: 'shop/goods/form' });
  });

  it('leaves component out of a nested entry that has none, and keeps three levels nested', () => {
    const tools = row({ name: '系统工具', type: 0, path: 'sys-tools' });
    const storage = row({ name: '存储管理', type: 0, pid: tools.id, path: 'storage' });
    const local = row({ name: '本地存储', pid: storage.id, path: 'local', component: 'tools/storage/index' });
    const [vo] = buildMenus([tools, storage, local], null);
    const storageVo = vo!.children![0]!;
    expect(storageVo).not.toHaveProperty('component');
    expect(storageVo).toMatchObject({ path: 'storage', alwaysShow: true, redirect: 'noredirect' });
    expect(storageVo.children).toEqual([
      { name: '本地存储', path: 'local', hidden: false, component: 'tools/storage/index', meta: { title: '本地存储', noCache: true } },
    ]);
  });

  it('excludes buttons', () => {
    const folder = row({ name: '系统管理', type: 0, path: 'system' });
    const menu = row({ name: '菜单管理', pid: folder.id, path: 'menu', component: 'system/menu/index' });
    const button = row({ name: '菜单新增', type: 2, pid: menu.id, permission: 'menu:add' });
    const [vo] = buildMenus([folder, menu, button], null);
    expect(vo!.children![0]).not.toHaveProperty('children');
    expect(JSON.stringify(vo)).not.toContain('菜单新增');
  });

  it('orders siblings by sort, then id, at every level', () => {
    const b = row({ name: 'B', type: 0, path: 'b', sort: 2 });
    const a = row({ name: 'A', type: 0, path: 'a', sort: 1 });
    const c = row({ name: 'C', type: 0, path: 'c', sort: 2 });
    const a2 = row({ name: 'A2', pid: a.id, path: 'a2', sort: 5 });
    const a1 = row({ name: 'A1', pid: a.id, path: 'a1', sort: 3 });
    const built = buildMenus([b, c, a, a2, a1], null);
    expect(built.map((m) => m.path)).toEqual(['/a', '/b', '/c']);
    expect(built[0]!.children!.map((m) => m.path)).toEqual(['a1', 'a2']);
  });

  it('shows only the menus the roles grant, and drops a child whose parent is not granted', () => {
    const system = row({ name: '系统管理', type: 0, path: 'system' });
    const menu = row({ name: '菜单管理', pid: system.id, path: 'menu', component: 'system/menu/index' });
    const user = row({ name: '用户管理', pid: system.id, path: 'user', component: 'system/user/index' });
    const shop = row({ name: '商品管理', type: 0, path: 'goods' });
    const goods = row({ name: '商品列表', pid: shop.id, path: 'goods', component: 'shop/goods/index' });
    const rows = [system, menu, user, shop, goods];
    const built = buildMenus(rows, new Set([system.id, menu.id, goods.id]));
    expect(built).toHaveLength(1);
    expect(built[0]!.path).toBe('/system');
    expect(built[0]!.children!.map((c) => c.path)).toEqual(['menu']);
    expect(buildMenus(rows, null).map((m) => m.path)).toEqual(['/system', '/goods']);
    expect(buildMenus(rows, new Set())).toEqual([]);
  });

  it('does not double the slash of a top-level path stored with one', () => {
    const folder = row({ name: '订单', type: 0, path: '/order' });
    const child = row({ name: '订单列表', pid: folder.id, path: 'list', component: 'shop/order/index' });
    expect(buildMenus([folder, child], null)[0]!.path).toBe('/order');
  });
});
