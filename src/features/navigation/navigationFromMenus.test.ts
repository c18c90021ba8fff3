import { navigationFromMenus } from './navigationFromMenus';

describe('navigationFromMenus', () => {
  it('builds pages, menu and table from the raw answer and warns about what it skipped', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const nav = navigationFromMenus([{ path: '/goods', component: 'Layout', children: [{ path: 'index', component: 'shop/goods/index', meta: { title: '商品管理' } }] }, { meta: { title: '坏条目' } }]);
    expect(nav.menu.map((m) => m.title)).toEqual(['商品管理']);
    expect(nav.table.pages.get('/goods/index')?.component).toBe('shop/goods/index');
    expect(nav.table.pages.has('/dashboard')).toBe(true);
    expect(nav.warnings).toEqual(['menu entry menus[1] (坏条目) skipped: missing path']);
    expect(warn).toHaveBeenCalledWith('[menus] menu entry menus[1] (坏条目) skipped: missing path');
    warn.mockRestore();
  });
});
