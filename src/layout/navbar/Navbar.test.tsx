import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Navbar, type NavbarProps } from './Navbar';

function renderNavbar(props: Partial<NavbarProps> = {}) {
  const handlers = { onToggleSidebar: jest.fn(), onOpenSettings: jest.fn(), onLogout: jest.fn() };
  const element = (
    <Navbar
      crumbs={[{ title: '系统管理', path: '/system', clickable: false }, { title: '字典管理', path: '/system/dict', clickable: false }]}
      device="desktop"
      sidebarOpened
      sourceCodeUrl="https://github.com/example/shop-admin"
      userName="管理员"
      avatarSrc={undefined}
      userCenterPath="/user/center"
      desktopTools={<span>工具区</span>}
      {...handlers}
      {...props}
    />
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/system/dict'] });
  render(<RouterProvider router={router} />);
  return { ...handlers, router };
}

describe('Navbar', () => {
  it('shows the hamburger and the breadcrumb', async () => {
    const { onToggleSidebar } = renderNavbar();
    expect(screen.getByRole('navigation', { name: '面包屑' })).toHaveTextContent('首页/系统管理/字典管理');
    await userEvent.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(onToggleSidebar).toHaveBeenCalledTimes(1);
  });

  it('shows the desktop tools and source link only on desktop', () => {
    renderNavbar();
    expect(screen.getByText('工具区')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: '项目源码' });
    expect(link).toHaveAttribute('href', 'https://github.com/example/shop-admin');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('hides the desktop tools on mobile', () => {
    renderNavbar({ device: 'mobile' });
    expect(screen.queryByText('工具区')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '项目源码' })).not.toBeInTheDocument();
  });

  it('hides the source link when config has none', () => {
    renderNavbar({ sourceCodeUrl: '' });
    expect(screen.queryByRole('link', { name: '项目源码' })).not.toBeInTheDocument();
  });

  it('offers 布局设置, 个人中心 and 退出登录 in the avatar menu', async () => {
    const { onOpenSettings, router } = renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: '用户菜单：管理员' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['布局设置', '个人中心', '退出登录']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '布局设置' }));
    expect(onOpenSettings).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '用户菜单：管理员' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '个人中心' }));
    expect(router.state.location.pathname).toBe('/user/center');
  });

  it('asks before logging out: 取消 keeps the session, 确定 logs out', async () => {
    const { onLogout } = renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: '用户菜单：管理员' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    const dialog = screen.getByRole('dialog', { name: '提示' });
    expect(dialog).toHaveTextContent('确定注销并退出系统吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(onLogout).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: '用户菜单：管理员' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows the bundled default avatar when the user has none', () => {
    renderNavbar({ avatarSrc: undefined });
    expect(screen.getByRole('img', { name: '管理员' })).toHaveAttribute('src', 'test-file-stub');
  });
});
