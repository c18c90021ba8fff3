import { buildNavigation } from './buildNavigation';
import { basePages, makePageTable, pageAt, pathsOfView, resolvePage } from './pageTable';

const nav = buildNavigation([
  { path: '/system', alwaysShow: true, redirect: 'noredirect', meta: { title: '系统管理' }, children: [{ path: 'dict', component: 'system/dict/index', meta: { title: '字典管理' } }] },
  { path: '/dashboard', component: 'evil/index', meta: { title: '冒充首页' } },
]);
const table = makePageTable(nav);

describe('page table', () => {
  it('holds the base pages of SPEC.md: dashboard pinned and not cached, user centre and picture picker hidden', () => {
    expect(basePages.map((p) => [p.path, p.title, p.affix, p.noCache, p.hidden])).toEqual([
      ['/dashboard', '首页', true, true, false],
      ['/user/center', '个人中心', false, false, true],
      ['/yshop/materia/index', '上传图片', false, true, true],
    ]);
  });

  it('resolves server pages, trailing slashes included', () => {
    expect(resolvePage(table, '/system/dict')).toMatchObject({ kind: 'page', page: { component: 'system/dict/index' } });
    expect(resolvePage(table, '/system/dict/')).toMatchObject({ kind: 'page', page: { title: '字典管理' } });
  });

  it('sends folders to their first page', () => {
    expect(resolvePage(table, '/system')).toEqual({ kind: 'redirect', to: '/system/dict' });
  });

  it('never lets a server route replace a base page', () => {
    expect(resolvePage(table, '/dashboard')).toMatchObject({ kind: 'page', page: { component: 'dashboard/index' } });
  });

  it('reports unknown paths as missing', () => {
    expect(resolvePage(table, '/nope')).toEqual({ kind: 'missing' });
  });

  it('opens a route with parameters at each address as a page of its own, made once per address', () => {
    const shop = makePageTable(
      buildNavigation([
        { path: '/shop', meta: { title: '商品管理' }, children: [{ path: 'goods', component: 'shop/goods/tab', meta: { title: '管理商品' } }, { path: 'goodsEdit/:id', hidden: true, component: 'shop/goods/form', meta: { title: '商品修改' } }, { path: 'goodsAdd', hidden: true, component: 'shop/goods/form', meta: { title: '商品新增' } }] },
      ]),
    );
    const five = resolvePage(shop, '/shop/goodsEdit/5/');
    expect(five).toMatchObject({ kind: 'page', page: { path: '/shop/goodsEdit/5', pattern: '/shop/goodsEdit/:id', params: { id: '5' }, title: '商品修改', component: 'shop/goods/form' } });
    expect(five.kind === 'page' && five.page.crumbs).toEqual([
      { title: '商品管理', path: '/shop', clickable: true },
      { title: '商品修改', path: '/shop/goodsEdit/5', clickable: false },
    ]);
    expect(pageAt(shop, '/shop/goodsEdit/5')).toBe(five.kind === 'page' ? five.page : undefined);
    expect(pageAt(shop, '/shop/goodsEdit/6')?.params).toEqual({ id: '6' });
    expect(shop.pages.has('/shop/goodsEdit/:id')).toBe(false);
    expect(pathsOfView(shop, 'shop/goods/form')).toEqual(['/shop/goodsAdd', '/shop/goodsEdit/:id']);
    expect(resolvePage(shop, '/shop')).toEqual({ kind: 'redirect', to: '/shop/goods' });
  });
});
