import { render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { Breadcrumb } from './Breadcrumb';
import { breadcrumbItems } from './breadcrumbItems';
import type * as BreadcrumbItems from './breadcrumbItems';

jest.mock('./breadcrumbItems', () => {
  const actual = jest.requireActual<typeof BreadcrumbItems>('./breadcrumbItems');
  return { ...actual, breadcrumbItems: jest.fn(actual.breadcrumbItems) };
});

function renderCrumbs(crumbs: Parameters<typeof Breadcrumb>[0]['crumbs']) {
  const router = createMemoryRouter([{ path: '*', element: <Breadcrumb crumbs={crumbs} /> }]);
  render(<RouterProvider router={router} />);
}

describe('Breadcrumb', () => {
  it('reads 首页 / parent / child with only 首页 a link', () => {
    renderCrumbs([
      { title: '系统管理', path: '/system', clickable: false },
      { title: '字典管理', path: '/system/dict', clickable: true },
    ]);
    const nav = screen.getByRole('navigation', { name: '面包屑' });
    expect(nav).toHaveTextContent('首页/系统管理/字典管理');
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: '字典管理' })).not.toBeInTheDocument();
    expect(screen.getByText('字典管理')).toHaveAttribute('aria-current', 'page');
  });

  it('renders a server title as text, not markup', () => {
    renderCrumbs([{ title: '<img src=x onerror=alert(1)>', path: '/x', clickable: false }]);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('is not rendered again for new but equal crumbs (menus rebuilt), and shows changed ones', () => {
    const trail = (title: string) => (
      <MemoryRouter>
        <Breadcrumb crumbs={[{ title, path: '/system/dict', clickable: false }]} />
      </MemoryRouter>
    );
    const { rerender } = render(trail('字典管理'));
    const renders = jest.mocked(breadcrumbItems).mock.calls.length;
    rerender(trail('字典管理'));
    expect(jest.mocked(breadcrumbItems).mock.calls.length).toBe(renders);
    rerender(trail('数据字典'));
    expect(screen.getByRole('navigation', { name: '面包屑' })).toHaveTextContent('首页/数据字典');
  });
});
