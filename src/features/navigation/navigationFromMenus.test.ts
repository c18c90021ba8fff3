import { parseMenuList } from '../../api/menus';
import { navigationFromMenus } from './navigationFromMenus';

describe('navigationFromMenus', () => {
  it('builds pages, menu and table from the raw answer and warns about what it skipped', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const nav = navigationFromMenus([{ path: '/goods', component: 'Layout', children: [{ path: 'index', component: 'shop/goods/index', meta: { title: '商品管理' } }] }, { meta: { title: '坏条目' } }]);
    expect(nav.menu.map((m) => m.title)).toEqual(['首页', '商品管理']);
    expect(nav.table.pages.get('/goods/index')?.component).toBe('shop/goods/index');
    expect(nav.table.pages.has('/dashboard')).toBe(true);
    expect(nav.problems).toEqual([{ warning: 'menu entry menus[1] (坏条目) skipped: missing path', message: '「坏条目」：缺少路由地址（path）' }]);
    expect(warn).toHaveBeenCalledWith('[menus] menu entry menus[1] (坏条目) skipped: missing path');
    warn.mockRestore();
  });

  it('puts 首页 (/dashboard, icon index) first in the sidebar, as the originals\' constant routes do', () => {
    expect(navigationFromMenus([]).menu).toEqual([{ path: '/dashboard', title: '首页', icon: 'index', external: false }]);
    const nav = navigationFromMenus([{ path: '/system', component: 'Layout', alwaysShow: true, meta: { title: '系统管理' }, children: [{ path: 'dict', component: 'system/dict/index', meta: { title: '字典管理' } }] }]);
    expect(nav.menu.map((m) => m.path)).toEqual(['/dashboard', '/system']);
    // Not twice when the server's menus hold the dashboard themselves.
    const own = navigationFromMenus([{ path: '/dashboard', component: 'dashboard/index', meta: { title: '工作台' } }]);
    expect(own.menu.map((m) => m.title)).toEqual(['工作台']);
  });

  it('keeps the good entries of an answer that mixes in nulls, text and numbers (as the API layer passes them on)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const good = { path: '/system', component: 'Layout', alwaysShow: true, meta: { title: '系统管理' }, children: [{ path: 'dict', component: 'system/dict/index', meta: { title: '字典管理' } }] };
    const nav = navigationFromMenus(parseMenuList([null, good, 'oops', 7, [good]]));
    warn.mockRestore();
    expect(nav.routes.map((route) => route.path)).toEqual(['/system/dict']);
    expect(nav.menu.map((node) => node.title)).toEqual(['首页', '系统管理']);
    expect(nav.problems).toHaveLength(4);
  });

  it('tells only developers about a repeated entry, and the banner nothing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = { name: 'GeneratorConfig', path: 'generator/config/:tableName', hidden: true, component: 'generator/config', meta: { title: '生成配置' } };
    const nav = navigationFromMenus([{ path: '/sys-tools', component: 'Layout', meta: { title: '系统工具' }, children: [config, { ...config }] }]);
    expect(nav.problems).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[menus] menu entry /sys-tools/generator/config/:tableName merged: identical to one already read');
    warn.mockRestore();
  });
});
