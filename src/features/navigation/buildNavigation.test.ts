import fc from 'fast-check';
import { buildNavigation, joinPath } from './buildNavigation';
import type { MenuEntry } from './menuEntry';
import { parseMenus } from './parseMenus';

// Shaped exactly as CONTRACT.md's build rules produce them.
const eladminMenus: MenuEntry[] = [
  {
    name: '系统管理',
    path: '/system',
    hidden: false,
    redirect: 'noredirect',
    component: 'Layout',
    alwaysShow: true,
    meta: { title: '系统管理', icon: 'system', noCache: true },
    children: [
      { name: 'User', path: 'user', hidden: false, component: 'system/user/index', meta: { title: '用户管理', icon: 'peoples', noCache: true } },
      { name: 'Dict', path: 'dict', hidden: false, component: 'system/dict/index', meta: { title: '字典管理', icon: 'dictionary', noCache: false } },
      { name: 'Secret', path: 'secret', hidden: true, component: 'system/secret/index', meta: { title: '隐藏页', noCache: true } },
    ],
  },
  {
    name: '系统工具',
    path: '/sys-tools',
    hidden: false,
    redirect: 'noredirect',
    component: 'Layout',
    alwaysShow: true,
    meta: { title: '系统工具', icon: 'sys-tools', noCache: true },
    children: [
      {
        name: '存储管理',
        path: 'storage',
        hidden: false,
        redirect: 'noredirect',
        alwaysShow: true,
        meta: { title: '存储管理', icon: 'qiniu', noCache: true },
        children: [
          { name: 'Local', path: 'local', hidden: false, component: 'tools/storage/local/index', meta: { title: '本地存储', noCache: true } },
          { name: 'Qiniu', path: 'qiniu', hidden: false, component: 'tools/storage/qiniu/index', meta: { title: '七牛云存储', noCache: true } },
        ],
      },
    ],
  },
  // A top-level page without children: wrapped as Layout + index child.
  { path: '/goods', hidden: false, component: 'Layout', children: [{ path: 'index', name: 'Goods', component: 'shop/goods/index', meta: { title: '商品管理', icon: 'shop', noCache: true } }] },
  // A top-level external link: the child path is the URL itself.
  { path: '/docs', hidden: false, component: 'Layout', children: [{ path: 'https://eladmin.vip/docs', meta: { title: '项目文档', icon: 'article', noCache: true } }] },
];

describe('buildNavigation on eladmin-shaped menus', () => {
  const nav = buildNavigation(eladminMenus);
  const route = (path: string) => nav.routes.find((r) => r.path === path);

  it('flattens every page to its absolute path with its view path', () => {
    expect(nav.routes.map((r) => [r.path, r.component])).toEqual([
      ['/system/user', 'system/user/index'],
      ['/system/dict', 'system/dict/index'],
      ['/system/secret', 'system/secret/index'],
      ['/sys-tools/storage/local', 'tools/storage/local/index'],
      ['/sys-tools/storage/qiniu', 'tools/storage/qiniu/index'],
      ['/goods/index', 'shop/goods/index'],
    ]);
  });

  it('keeps title, icon, cache and hidden flags', () => {
    expect(route('/system/dict')).toMatchObject({ title: '字典管理', icon: 'dictionary', noCache: false, hidden: false, name: 'Dict' });
    expect(route('/system/secret')?.hidden).toBe(true);
  });

  it('builds crumbs from folder titles; noredirect folders are not links', () => {
    expect(route('/sys-tools/storage/local')?.crumbs).toEqual([
      { title: '系统工具', path: '/sys-tools', clickable: false },
      { title: '存储管理', path: '/sys-tools/storage', clickable: false },
      { title: '本地存储', path: '/sys-tools/storage/local', clickable: false },
    ]);
    // The Layout wrapper has no meta, so it adds no crumb.
    expect(route('/goods/index')?.crumbs).toEqual([{ title: '商品管理', path: '/goods/index', clickable: false }]);
  });

  it('redirects folders and wrappers to their first visible page', () => {
    expect(nav.redirects).toEqual(
      expect.arrayContaining([
        { from: '/system', to: '/system/user' },
        { from: '/sys-tools/storage', to: '/sys-tools/storage/local' },
        { from: '/sys-tools', to: '/sys-tools/storage/local' },
        { from: '/goods', to: '/goods/index' },
      ]),
    );
  });

  it('makes no route for external links but shows them in the menu', () => {
    expect(nav.routes.some((r) => r.path.includes('eladmin.vip'))).toBe(false);
    expect(nav.menu.find((m) => m.external)).toEqual({ path: 'https://eladmin.vip/docs', title: '项目文档', icon: 'article', external: true });
  });

  it('shows a single visible child in its parent place, keeps alwaysShow folders, omits hidden entries', () => {
    expect(nav.menu.map((m) => m.title)).toEqual(['系统管理', '系统工具', '商品管理', '项目文档']);
    expect(nav.menu[0]?.children?.map((m) => m.title)).toEqual(['用户管理', '字典管理']);
    expect(nav.menu[2]).toEqual({ path: '/goods/index', title: '商品管理', icon: 'shop', external: false });
    expect(nav.menu[1]?.children?.[0]?.children?.map((m) => m.path)).toEqual(['/sys-tools/storage/local', '/sys-tools/storage/qiniu']);
  });

  it('shows a folder with one visible child directly when alwaysShow is off, inheriting its icon', () => {
    const { menu } = buildNavigation([{ path: '/shop', meta: { title: '商城', icon: 'shop' }, children: [{ path: 'list', component: 'x', meta: { title: '列表' } }, { path: 'h', hidden: true, component: 'y', meta: { title: '隐藏' } }] }]);
    expect(menu).toEqual([{ path: '/shop/list', title: '列表', icon: 'shop', external: false }]);
  });

  it('drops a folder whose pages are all hidden from the menu but keeps their routes', () => {
    const nav2 = buildNavigation([{ path: '/a', alwaysShow: true, meta: { title: 'A' }, children: [{ path: 'b', hidden: true, component: 'v', meta: { title: 'B' } }] }]);
    expect(nav2.menu).toEqual([]);
    expect(nav2.routes.map((r) => r.path)).toEqual(['/a/b']);
  });

  it('hides crumbs marked breadcrumb: false', () => {
    const nav2 = buildNavigation([{ path: '/a', meta: { title: 'A', breadcrumb: false }, alwaysShow: true, children: [{ path: 'b', component: 'v', meta: { title: 'B' } }] }]);
    expect(nav2.routes[0]?.crumbs.map((c) => c.title)).toEqual(['B']);
  });

  it('skips a second, different page on the same path and tells the operator which', () => {
    const nav2 = buildNavigation([
      { path: '/a', component: 'Layout', children: [{ path: 'index', component: 'one', meta: { title: '页面一' } }] },
      { path: '/a/index', component: 'two', meta: { title: '页面二' } },
    ]);
    expect(nav2.routes.map((r) => r.component)).toEqual(['one']);
    expect(nav2.problems).toEqual([
      {
        warning: 'menu entry /a/index skipped: the path is used twice',
        message: '「页面二」：路由地址 /a/index 已被另一个不同的菜单「页面一」使用，只保留了先出现的那个；请为其中一个换一个路由地址',
      },
    ]);
    expect(nav2.notes).toEqual([]);
  });

  describe('an entry identical to one already read (the real yshop table repeats 生成配置)', () => {
    const generatorConfig = { name: 'GeneratorConfig', path: 'generator/config/:tableName', hidden: true, component: 'generator/config', meta: { title: '生成配置', noCache: false } };
    const generatorIndex = { name: 'GeneratorIndex', path: 'generator', component: 'generator/index', meta: { title: '代码生成', icon: 'dev' } };
    const tools = (children: MenuEntry[]): MenuEntry => ({ path: '/sys-tools', component: 'Layout', alwaysShow: true, meta: { title: '系统工具', icon: 'sys-tools' }, children });

    it('is merged silently: one page, no problem for the banner, a note for developers', () => {
      const nav2 = buildNavigation([tools([generatorIndex, generatorConfig, { ...generatorConfig, meta: { ...generatorConfig.meta } }])]);
      expect(nav2.routes.map((r) => r.path)).toEqual(['/sys-tools/generator', '/sys-tools/generator/config/:tableName']);
      expect(nav2.problems).toEqual([]);
      expect(nav2.notes).toEqual(['menu entry /sys-tools/generator/config/:tableName merged: identical to one already read']);
    });

    it('shows once in the sidebar, so a lone visible page still takes its folder’s place', () => {
      const visible = { path: 'generator', component: 'generator/index', meta: { title: '代码生成' } };
      const nav2 = buildNavigation([{ path: '/tools', meta: { title: '工具', icon: 't' }, children: [visible, { ...visible }] }]);
      expect(nav2.menu).toEqual([{ path: '/tools/generator', title: '代码生成', icon: 't', external: false }]);
      expect(nav2.problems).toEqual([]);
    });

    it('merges a repeated folder whole, its pages included', () => {
      const nav2 = buildNavigation([tools([generatorIndex]), tools([generatorIndex])]);
      expect(nav2.routes.map((r) => r.path)).toEqual(['/sys-tools/generator']);
      expect(nav2.menu.map((m) => m.title)).toEqual(['系统工具']);
      expect(nav2.redirects).toEqual([{ from: '/sys-tools', to: '/sys-tools/generator' }]);
      expect(nav2.problems).toEqual([]);
    });

    it('is not merged when anything differs: that is a path used by two different pages', () => {
      const nav2 = buildNavigation([tools([generatorConfig, { ...generatorConfig, component: 'generator/other' }])]);
      expect(nav2.routes).toHaveLength(1);
      expect(nav2.problems).toHaveLength(1);
      expect(nav2.problems[0]?.message).toContain('路由地址 /sys-tools/generator/config/:tableName 已被另一个不同的菜单「生成配置」使用');
    });
  });
});

describe('joinPath', () => {
  it.each([
    ['/', '/system', '/system'],
    ['/system', 'dict', '/system/dict'],
    ['/system/', 'dict', '/system/dict'],
    ['/system', '/abs', '/abs'],
    ['/system', 'https://x.example/a', 'https://x.example/a'],
    ['/a', 'b//c', '/a/b/c'],
  ])('joins %s + %s', (parent, child, expected) => {
    expect(joinPath(parent, child)).toBe(expected);
  });
});

describe('buildNavigation never throws on arbitrary menu answers', () => {
  const leaf = fc.record(
    {
      path: fc.oneof(fc.string(), fc.constant('index'), fc.constant('/x'), fc.constant('https://a.example')),
      component: fc.oneof(fc.string(), fc.constant('Layout'), fc.integer()),
      hidden: fc.oneof(fc.boolean(), fc.string()),
      alwaysShow: fc.boolean(),
      redirect: fc.constant('noredirect'),
      meta: fc.oneof(fc.record({ title: fc.string(), icon: fc.string(), noCache: fc.boolean() }, { requiredKeys: [] }), fc.anything()),
      extra: fc.anything(),
    },
    { requiredKeys: [] },
  );
  const tree = fc.letrec((tie) => ({
    node: fc.oneof({ depthSize: 'small' }, leaf, fc.record({ path: fc.string(), meta: fc.record({ title: fc.string() }), children: fc.array(tie('node'), { maxLength: 4 }) })),
  })).node;

  it('parses and builds any input, keeping only well-formed entries', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(tree, { maxLength: 6 }), fc.anything()), (raw) => {
        const parsed = parseMenus(raw);
        const nav = buildNavigation(parsed.entries);
        for (const route of nav.routes) {
          expect(route.path.startsWith('/')).toBe(true);
          expect(typeof route.title).toBe('string');
        }
        expect(new Set(nav.routes.map((r) => r.path)).size).toBe(nav.routes.length);
      }),
      { numRuns: 2000 },
    );
  });
});
