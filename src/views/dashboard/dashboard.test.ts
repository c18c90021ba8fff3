import { buildNavigation } from '../../features/navigation/buildNavigation';
import { greeting } from './greeting';
import { shortcutsFrom } from './shortcuts';

describe('dashboard helpers', () => {
  it('greets by the hour', () => {
    expect([3, 8, 12, 15, 20].map(greeting)).toEqual(['夜深了', '早上好', '中午好', '下午好', '晚上好']);
  });

  it('offers the visible pages with their section, hidden ones left out', () => {
    const { routes } = buildNavigation([
      { path: '/system', alwaysShow: true, meta: { title: '系统管理' }, children: [{ path: 'dict', component: 'x', meta: { title: '字典管理' } }, { path: 'h', hidden: true, component: 'y', meta: { title: '隐藏' } }] },
      { path: '/goods', component: 'Layout', children: [{ path: 'index', component: 'z', meta: { title: '商品' } }] },
    ]);
    expect(shortcutsFrom(routes)).toEqual([
      { path: '/system/dict', title: '字典管理', section: '系统管理' },
      { path: '/goods/index', title: '商品', section: '首页' },
    ]);
    expect(shortcutsFrom(routes, 1)).toHaveLength(1);
  });
});
