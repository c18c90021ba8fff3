import { buildNavigation } from './buildNavigation';
import { basePages, makePageTable, resolvePage } from './pageTable';

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
});
