import type { MenuNode } from '../../features/navigation/buildNavigation';
import { activeChain, closeSubmenu, openSubmenu } from './activeMenu';

const leaf = (path: string, title = path): MenuNode => ({ path, title, external: false });
const menu: MenuNode[] = [
  { path: '/system', title: '系统管理', external: false, children: [leaf('/system/user'), leaf('/system/dict')] },
  { path: '/tools', title: '系统工具', external: false, children: [{ path: '/tools/storage', title: '存储', external: false, children: [leaf('/tools/storage/local')] }] },
  leaf('/goods/index'),
  { path: 'https://x.example', title: '外链', external: true },
];

describe('activeChain', () => {
  it('finds the entry and its parents', () => {
    expect(activeChain(menu, '/tools/storage/local')).toEqual(['/tools', '/tools/storage', '/tools/storage/local']);
    expect(activeChain(menu, '/goods/index')).toEqual(['/goods/index']);
  });

  it('falls back to the deepest prefix for pages below an entry', () => {
    expect(activeChain(menu, '/system/user/detail/5')).toEqual(['/system', '/system/user']);
  });

  it('is empty for pages outside the menu', () => {
    expect(activeChain(menu, '/dashboard')).toEqual([]);
  });
});

describe('submenu opening', () => {
  it('keeps other submenus open unless uniqueOpened', () => {
    expect(openSubmenu(['/system'], '/tools', ['/system', '/tools'], false)).toEqual(['/system', '/tools']);
    expect(openSubmenu(['/system', '/system/x'], '/tools', ['/system', '/tools'], true)).toEqual(['/tools']);
  });

  it('does not open twice and closes one', () => {
    expect(openSubmenu(['/tools'], '/tools', ['/tools'], true)).toEqual(['/tools']);
    expect(closeSubmenu(['/a', '/b'], '/a')).toEqual(['/b']);
  });
});
