import { navigationOf } from './useSessionNavigation';

const menus = [{ path: '/system', component: 'Layout', meta: { title: '系统管理' }, children: [{ path: 'dict', component: 'system/dict/index', meta: { title: '字典管理' } }] }];

describe('navigationOf', () => {
  it('builds one navigation per menus answer and hands every caller the same one', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = navigationOf(menus);
    expect(first.table.pages.has('/system/dict')).toBe(true);
    expect(navigationOf(menus)).toBe(first);
    // Another answer (menus reloaded after an edit) is built anew.
    const reloaded = navigationOf([...menus]);
    expect(reloaded).not.toBe(first);
    expect(reloaded.table.pages.has('/system/dict')).toBe(true);
    warn.mockRestore();
  });

  it('warns about skipped entries once per answer, not once per component', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = [null, ...menus];
    navigationOf(broken);
    navigationOf(broken);
    navigationOf(broken);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('gives an empty navigation before the session has menus', () => {
    expect(navigationOf(undefined).routes).toEqual([]);
    expect(navigationOf(undefined)).toBe(navigationOf(undefined));
  });
});
