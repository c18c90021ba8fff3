import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { locationOf, renderApp, signedInAt } from '../testing/renderApp';
import { setToken } from '../shared/auth/tokenCookie';
import { readStyles } from '../testing/emotionCacheMock';

// The properties these tests assert, beside those every test file gets (emotionCacheMock).
readStyles('border-radius');

/* The shell of issue 4 over fake HTTP: routes from the server's menus, sidebar, breadcrumb, titles, device. */

const menus = [
  {
    name: '系统管理',
    path: '/system',
    hidden: false,
    redirect: 'noredirect',
    component: 'Layout',
    alwaysShow: true,
    meta: { title: '系统管理', icon: 'system', noCache: true },
    children: [
      { name: 'Dict', path: 'dict', hidden: false, component: 'system/dict/index', meta: { title: '字典管理', icon: 'dictionary', noCache: true } },
      { name: 'Secret', path: 'secret', hidden: true, component: 'system/secret/index', meta: { title: '隐藏页', noCache: true } },
    ],
  },
  { path: '/goods', component: 'Layout', children: [{ path: 'index', name: 'Goods', component: 'shop/goods/index', meta: { title: '商品管理', icon: 'shop', noCache: true } }] },
  { bogus: true },
];

const withMenus = { 'GET api/menus/build': { status: 200, data: menus } };

function setWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

describe('the shell', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  });
  afterEach(() => warn.mockRestore());

  it('shows the server menus in the sidebar, and a nested page with its breadcrumb and title', async () => {
    const { services } = await signedInAt('/dashboard', { ...withMenus, 'GET api/dict': { status: 200, data: { content: [], totalElements: 0 } } });
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(nav).getByText('系统管理')).toBeInTheDocument();
    expect(within(nav).getByText('商品管理')).toBeInTheDocument();
    expect(within(nav).queryByText('隐藏页')).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: '系统管理' }));
    await userEvent.click(within(nav).getByRole('link', { name: '字典管理' }));
    expect(locationOf(services)).toBe('/system/dict');
    await waitFor(() => expect(screen.getByRole('navigation', { name: '面包屑' })).toHaveTextContent('首页/系统管理/字典管理'));
    // The registry's lazily loaded view for system/dict/index (unknown components: see the deep-route test).
    // The first import of a real view is slow on a busy machine: allow it time.
    expect(await screen.findByRole('region', { name: '字典列表' }, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('字典管理 - 后台管理系统'));
  }, 20_000);

  it('opens a deep route directly once the menus are loaded', async () => {
    const { services } = await signedInAt('/goods/index', withMenus);
    expect(await screen.findByText('shop/goods/index')).toBeInTheDocument();
    expect(locationOf(services)).toBe('/goods/index');
  });

  it('sends an unknown path to /404 and a folder to its first page', async () => {
    const { services } = await signedInAt('/no/such/page', withMenus);
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(locationOf(services)).toBe('/404');
    await act(() => services.router.navigate('/system'));
    await waitFor(() => expect(locationOf(services)).toBe('/system/dict'));
  });

  it('tells the user that malformed menu entries were skipped and keeps the rest', async () => {
    await signedInAt('/dashboard', withMenus);
    expect(await screen.findByText(/服务器返回的菜单中有 1 项无法使用，已跳过；其余页面可正常使用。/)).toBeInTheDocument();
    expect(screen.getByText('第 3 项菜单：含有无法识别的字段：bogus')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown keys bogus'));
  });

  it('shows why the menus failed and retries them', async () => {
    const { http } = await signedInAt('/dashboard', { 'GET api/menus/build': { status: 500, data: { status: 500, message: '数据库不可用' } } });
    const alert = await screen.findByText(/菜单加载失败：数据库不可用/);
    http.set('GET api/menus/build', { status: 200, data: menus });
    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: '重试' }));
    expect(await within(screen.getByRole('navigation', { name: '主菜单' })).findByText('商品管理')).toBeInTheDocument();
  });

  it('collapses the sidebar from the hamburger and remembers it in the sidebarStatus cookie', async () => {
    await signedInAt('/dashboard', withMenus);
    await userEvent.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(Cookies.get('sidebarStatus')).toBe('0');
    expect(screen.getByRole('button', { name: '展开菜单' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '主菜单' })).queryByText('商品管理')).not.toBeInTheDocument();
  });

  it('on a narrow window turns the sidebar into an overlay that closes on navigation', async () => {
    const { services } = await signedInAt('/dashboard', withMenus);
    setWidth(800);
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('desktop-tools')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '展开菜单' }));
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    await userEvent.click(within(nav).getByRole('link', { name: '商品管理' }));
    expect(locationOf(services)).toBe('/goods/index');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument());
    setWidth(1280);
    expect(screen.getByTestId('desktop-tools')).toBeInTheDocument();
  });

  it('the dashboard greets the user, lists the roles, offers shortcuts and the recently visited pages', async () => {
    const { services } = await signedInAt('/goods/index', withMenus);
    await screen.findByText('shop/goods/index');
    await act(() => services.router.navigate('/dashboard'));
    expect(await screen.findByText(/，管理员，欢迎回来$/)).toBeInTheDocument();
    const role = within(screen.getByLabelText('角色与权限')).getByText('admin');
    // Drawn as a tag and the shortcuts as tiles in a grid (the dashboard's stylesheet).
    expect(getComputedStyle(role)).toMatchObject({ display: 'inline-flex', borderRadius: '12px' });
    const shortcuts = screen.getByRole('region', { name: '快捷入口' });
    const tile = within(shortcuts).getByRole('link', { name: /字典管理/ });
    expect(tile).toHaveAttribute('href', '/system/dict');
    expect(getComputedStyle(tile).display).toBe('flex');
    expect(getComputedStyle(tile.closest('ul') as HTMLElement).display).toBe('grid');
    expect(within(shortcuts).queryByRole('link', { name: /隐藏页/ })).not.toBeInTheDocument();
    const recent = screen.getByRole('region', { name: '最近访问' });
    expect(within(recent).getByRole('link', { name: '商品管理' })).toHaveAttribute('href', '/goods/index');
  });

  it('/redirect/<path> returns to the page with its query', async () => {
    const { services } = await signedInAt('/dashboard', withMenus);
    await act(() => services.router.navigate('/redirect/goods/index?tab=2'));
    await waitFor(() => expect(locationOf(services)).toBe('/goods/index?tab=2'));
  });
});

describe('inside a frame (issue 16)', () => {
  const parent = Object.getOwnPropertyDescriptor(window, 'parent');
  afterEach(() => {
    if (parent) Object.defineProperty(window, 'parent', parent);
  });

  it('shows the picture picker alone, without sidebar, top bar or tabs, and records no tab', async () => {
    // An editor's dialog embeds the picker: this window has a parent of its own.
    Object.defineProperty(window, 'parent', { configurable: true, writable: true, value: {} });
    setToken('Bearer admin-token', false);
    // /yshop/materia/index is one of the pages every user has (src/features/navigation/pageTable.ts).
    const { services } = await renderApp('/yshop/materia/index', {
      'GET api/pictures': { status: 200, data: { content: [], totalElements: 0 } },
    });
    expect(await screen.findByRole('heading', { name: '上传图片' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '标签页' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^用户菜单：/ })).not.toBeInTheDocument();
    expect(services.store.getState().tabs.visitedViews).toEqual([]);
  });
});
