import { searchItemsFrom, titleChain, type SearchableMenuNode, type SearchableRoute } from './searchItems';

// Shaped as buildNavigation returns them (RouteSpec, MenuNode): a system folder with a
// hidden page, a folder hidden as a whole, a tools folder with an external link.
const page = (path: string, title: string, folders: [string, string][], hidden = false): SearchableRoute => ({
  path,
  title,
  hidden,
  crumbs: [...folders.map(([folderTitle, folderPath]) => ({ title: folderTitle, path: folderPath })), { title, path }],
});

const routes: SearchableRoute[] = [
  page('/system/user', '用户管理', [['系统管理', '/system']]),
  page('/system/dict', '字典管理', [['系统管理', '/system']]),
  page('/system/secret', '隐藏页', [['系统管理', '/system']], true),
  page('/archive/old', '旧页面', [['归档', '/archive']]),
  page('/sys-tools/storage/local', '本地存储', [['系统工具', '/sys-tools'], ['存储管理', '/sys-tools/storage']]),
];

const menu: SearchableMenuNode[] = [
  {
    path: '/system',
    title: '系统管理',
    external: false,
    children: [
      { path: '/system/user', title: '用户管理', external: false },
      { path: '/system/dict', title: '字典管理', external: false },
    ],
  },
  {
    path: '/sys-tools',
    title: '系统工具',
    external: false,
    children: [
      { path: '/sys-tools/storage', title: '存储管理', external: false, children: [{ path: '/sys-tools/storage/local', title: '本地存储', external: false }] },
      { path: 'https://github.com/elunez/eladmin', title: '项目主页', external: true },
    ],
  },
  { path: 'https://eladmin.vip/docs', title: '项目文档', external: true },
];

const dashboard = page('/dashboard', '首页', []);
const userCenter = page('/user/center', '个人中心', [], true);

describe('searchItemsFrom', () => {
  const items = searchItemsFrom({ routes, menu, basePages: [dashboard, userCenter] });
  const byPath = (path: string) => items.find((item) => item.path === path);

  it('chains the folder titles above a page and its own title with " > "', () => {
    expect(byPath('/system/dict')).toEqual({ path: '/system/dict', title: '字典管理', chain: ['系统管理', '字典管理'], label: '系统管理 > 字典管理', external: false });
    expect(byPath('/sys-tools/storage/local')?.label).toBe('系统工具 > 存储管理 > 本地存储');
  });

  it('leaves out hidden pages and pages the sidebar does not show (under a hidden folder)', () => {
    expect(byPath('/system/secret')).toBeUndefined();
    expect(byPath('/archive/old')).toBeUndefined();
    expect(byPath('/user/center')).toBeUndefined();
  });

  it('includes the external links of the menu, with the folders above them', () => {
    expect(byPath('https://github.com/elunez/eladmin')).toEqual({ path: 'https://github.com/elunez/eladmin', title: '项目主页', chain: ['系统工具', '项目主页'], label: '系统工具 > 项目主页', external: true });
    expect(byPath('https://eladmin.vip/docs')?.label).toBe('项目文档');
  });

  it('lists base pages first, then pages in menu order, then external links, once per path', () => {
    const withDuplicate = searchItemsFrom({ routes: [...routes, page('/dashboard', '冒充首页', [])], menu: [...menu, { path: '/dashboard', title: '冒充首页', external: false }], basePages: [dashboard] });
    expect(withDuplicate.map((item) => item.label)).toEqual(['首页', '系统管理 > 用户管理', '系统管理 > 字典管理', '系统工具 > 存储管理 > 本地存储', '系统工具 > 项目主页', '项目文档']);
  });

  it('lists nothing without a menu', () => {
    expect(searchItemsFrom({ routes, menu: [] })).toEqual([]);
  });
});

describe('titleChain', () => {
  it('uses the crumbs above the page, so folders with breadcrumb: false are left out', () => {
    // buildNavigation drops such folders from crumbs already; the page's own crumb may be missing too.
    expect(titleChain({ path: '/a/b', title: 'B', hidden: false, crumbs: [{ title: 'B', path: '/a/b' }] })).toEqual(['B']);
    expect(titleChain({ path: '/a/b', title: 'B', hidden: false, crumbs: [{ title: 'A', path: '/a' }] })).toEqual(['A', 'B']);
  });
});
