import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { MenuNode } from '../../features/navigation/buildNavigation';
import { Sidebar, type SidebarProps } from './Sidebar';
import { readStyles } from '../../testing/emotionCacheMock';

// The properties these tests assert, beside those every test file gets (emotionCacheMock).
readStyles('color');

const menu: MenuNode[] = [
  {
    path: '/system',
    title: '系统管理',
    icon: 'system',
    external: false,
    children: [
      { path: '/system/user', title: '用户管理', icon: 'peoples', external: false },
      { path: '/system/dict', title: '字典管理', icon: 'dictionary', external: false },
    ],
  },
  {
    path: '/tools',
    title: '系统工具',
    icon: 'sys-tools',
    external: false,
    children: [{ path: '/tools/storage', title: '存储管理', external: false, children: [{ path: '/tools/storage/local', title: '本地存储', external: false }] }],
  },
  { path: '/goods/index', title: '商品管理', icon: 'shop', external: false },
  { path: 'https://github.com/elunez/eladmin', title: '项目主页', external: true },
];

function renderSidebar(props: Partial<SidebarProps> = {}, at = '/dashboard') {
  const onNavigate = jest.fn();
  const element = <Sidebar menu={menu} activePath={at} collapsed={false} uniqueOpened={false} showLogo title="后台管理系统" onNavigate={onNavigate} {...props} />;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [at] });
  render(<RouterProvider router={router} />);
  return { onNavigate, router };
}

describe('Sidebar', () => {
  it('shows the logo title and the top-level entries', () => {
    renderSidebar();
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(nav).getByRole('heading', { name: '后台管理系统' })).toBeInTheDocument();
    for (const title of ['系统管理', '系统工具', '商品管理', '项目主页']) expect(within(nav).getByText(title)).toBeInTheDocument();
  });

  it('hides the logo when 显示LOGO is off', () => {
    renderSidebar({ showLogo: false });
    expect(screen.queryByRole('heading', { name: '后台管理系统' })).not.toBeInTheDocument();
  });

  it('opens external links in a new tab without an opener', () => {
    renderSidebar();
    const link = screen.getByRole('link', { name: '项目主页' });
    expect(link).toHaveAttribute('href', 'https://github.com/elunez/eladmin');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('highlights the active page and expands its parents', () => {
    renderSidebar({ activePath: '/tools/storage/local' }, '/tools/storage/local');
    const active = screen.getByRole('link', { name: '本地存储' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '系统工具' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: '系统管理' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('colours the current page, and a closed folder that holds it, as active', async () => {
    renderSidebar({ activePath: '/tools/storage/local' }, '/tools/storage/local');
    const activeColour = 'rgb(64, 158, 255)';
    expect(getComputedStyle(screen.getByRole('link', { name: '本地存储' })).color).toBe(activeColour);
    const folder = screen.getByRole('button', { name: '系统工具' });
    expect(getComputedStyle(folder).color).not.toBe(activeColour);
    await userEvent.click(folder);
    expect(folder).toHaveAttribute('aria-expanded', 'false');
    expect(getComputedStyle(folder).color).toBe(activeColour);
    expect(getComputedStyle(screen.getByRole('button', { name: '系统管理' })).color).not.toBe(activeColour);
  });

  it('renders no entry of a folder until it is opened', async () => {
    renderSidebar();
    expect(screen.queryByRole('link', { name: '用户管理' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '系统管理' }));
    expect(await screen.findByRole('link', { name: '用户管理' })).toBeVisible();
  });

  it('navigates on click and reports it (mobile closes the overlay on that)', async () => {
    const { onNavigate, router } = renderSidebar();
    await userEvent.click(screen.getByRole('button', { name: '系统管理' }));
    await userEvent.click(screen.getByRole('link', { name: '字典管理' }));
    expect(router.state.location.pathname).toBe('/system/dict');
    expect(onNavigate).toHaveBeenCalled();
  });

  it('keeps one submenu open at a time with uniqueOpened', async () => {
    renderSidebar({ uniqueOpened: true });
    await userEvent.click(screen.getByRole('button', { name: '系统管理' }));
    await userEvent.click(screen.getByRole('button', { name: '系统工具' }));
    expect(screen.getByRole('button', { name: '系统管理' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: '系统工具' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('lets several submenus stay open without uniqueOpened', async () => {
    renderSidebar({ uniqueOpened: false });
    await userEvent.click(screen.getByRole('button', { name: '系统管理' }));
    await userEvent.click(screen.getByRole('button', { name: '系统工具' }));
    expect(screen.getByRole('button', { name: '系统管理' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows icons only when collapsed, with the title on hover and folders in a flyout', async () => {
    const { router } = renderSidebar({ collapsed: true });
    expect(screen.queryByText('商品管理')).not.toBeInTheDocument();
    await userEvent.hover(screen.getByRole('link', { name: '商品管理' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('商品管理');
    await userEvent.click(screen.getByRole('button', { name: '系统工具' }));
    const flyout = await screen.findByRole('menu');
    expect(within(flyout).getByText('存储管理')).toBeInTheDocument();
    await userEvent.click(within(flyout).getByRole('menuitem', { name: '本地存储' }));
    expect(router.state.location.pathname).toBe('/tools/storage/local');
  });

  it('names the pages an operator may open next: a folder’s pages when it unfolds (not when it folds), an entry under the pointer or the focus; never an external link', async () => {
    const onIntent = jest.fn();
    renderSidebar({ onIntent });
    await userEvent.click(screen.getByRole('button', { name: '系统管理' }));
    expect(onIntent).toHaveBeenCalledWith(['/system/user', '/system/dict']);
    // A folder of folders names no page: its own folders are unfolded on their own.
    await userEvent.click(screen.getByRole('button', { name: '系统工具' }));
    expect(onIntent).toHaveBeenLastCalledWith([]);
    await userEvent.click(screen.getByRole('button', { name: '存储管理' }));
    expect(onIntent).toHaveBeenLastCalledWith(['/tools/storage/local']);
    onIntent.mockClear();
    await userEvent.click(screen.getByRole('button', { name: '系统管理' }));
    expect(onIntent).not.toHaveBeenCalled();

    await userEvent.hover(screen.getByRole('link', { name: '商品管理' }));
    expect(onIntent).toHaveBeenLastCalledWith(['/goods/index']);
    onIntent.mockClear();
    act(() => screen.getByRole('link', { name: '本地存储' }).focus());
    expect(onIntent).toHaveBeenLastCalledWith(['/tools/storage/local']);
    onIntent.mockClear();
    await userEvent.hover(screen.getByRole('link', { name: '项目主页' }));
    expect(onIntent).not.toHaveBeenCalled();
  });
});
