import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Breadcrumb } from './Breadcrumb';

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
});
