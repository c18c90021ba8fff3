import { breadcrumbItems } from './breadcrumbItems';

describe('breadcrumbItems', () => {
  it('puts 首页 first and makes only earlier clickable items links', () => {
    expect(
      breadcrumbItems([
        { title: '系统管理', path: '/system', clickable: false },
        { title: '字典管理', path: '/system/dict', clickable: true },
      ]),
    ).toEqual([
      { title: '首页', path: '/dashboard', clickable: true },
      { title: '系统管理', path: '/system', clickable: false },
      { title: '字典管理', path: '/system/dict', clickable: false },
    ]);
  });

  it('does not repeat 首页 on the dashboard', () => {
    expect(breadcrumbItems([{ title: '首页', path: '/dashboard', clickable: true }])).toEqual([{ title: '首页', path: '/dashboard', clickable: false }]);
  });

  it('shows only 首页 for a page without crumbs', () => {
    expect(breadcrumbItems([])).toEqual([{ title: '首页', path: '/dashboard', clickable: false }]);
  });
});
