import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectVisitedViews } from '../features/tabs/slice';
import { removeToken } from '../shared/auth/tokenCookie';
import { locationOf, renderApp } from '../testing/renderApp';
import { loadShell } from './shell/shellModule';

/*
 * ShellFrame: the signed-in shell rendered ahead, hidden, while the login form shows,
 * so that signing in only fills it in and shows it; the frame also navigates.
 */

const menus = [{ path: '/goods', component: 'Layout', children: [{ path: 'index', name: 'Goods', component: 'shop/goods/index', meta: { title: '商品管理', icon: 'shop' } }] }];

const signIn = {
  'POST auth/login': { status: 200, data: { token: 'Bearer new', user: { username: 'admin', nickName: '管理员', roles: ['admin'] } } },
  'GET api/menus/build': { status: 200, data: menus },
};

async function submitLogin() {
  await screen.findByRole('img', { name: '验证码' });
  await userEvent.type(screen.getByLabelText('账号'), 'admin');
  await userEvent.type(screen.getByLabelText('密码'), '123456');
  await userEvent.type(screen.getByLabelText('验证码'), '8{Enter}');
}

/** The dashboard's heading once the frame has rendered it (shown or not). */
async function dashboardHeading(): Promise<HTMLElement> {
  // In a browser the idle-time prefetch loads the shell; here it is loaded directly.
  await loadShell();
  return waitFor(() => {
    const heading = document.querySelector<HTMLElement>('[data-page="/dashboard"] h1');
    expect(heading).not.toBeNull();
    return heading as HTMLElement;
  });
}

describe('the shell rendered ahead on the login page', () => {
  it('is out of sight, of the tab order and of the accessibility tree, and sets no title and records no tab', async () => {
    const { services } = await renderApp('/login');
    const heading = await dashboardHeading();
    expect(heading.closest('[inert]')).not.toBeNull();
    expect(heading.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '首页' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登 录' })).toBeInTheDocument();
    expect(document.title).toBe('登录 - 后台管理系统');
    expect(selectVisitedViews(services.store.getState())).toEqual([]);
  });

  it('is what signing in shows: the same page, now with the user\'s menus, name, title and tab', async () => {
    const { services } = await renderApp('/login', signIn);
    const ahead = await dashboardHeading();
    await submitLogin();
    expect(await screen.findByRole('heading', { name: '首页' })).toBe(ahead);
    // Usable once the frame's navigation to it has landed.
    await waitFor(() => expect(ahead.closest('[inert]')).toBeNull());
    expect(locationOf(services)).toBe('/dashboard');
    expect(screen.getByRole('navigation', { name: '主菜单' })).toHaveTextContent('商品管理');
    expect(screen.getByRole('button', { name: '用户菜单：管理员' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登 录' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('首页 - 后台管理系统'));
    expect(selectVisitedViews(services.store.getState()).map((view) => view.path)).toEqual(['/dashboard']);
  });

  it('shows the dashboard as soon as the session is ready, before the navigation to it has finished', async () => {
    const { services } = await renderApp('/login', signIn);
    const ahead = await dashboardHeading();
    // The frame's navigation to /dashboard never completes here.
    const navigate = jest.spyOn(services.router, 'navigate').mockImplementation(() => new Promise<void>(() => undefined));
    await submitLogin();
    await waitFor(() => expect(ahead).toBeVisible());
    expect(navigate).toHaveBeenCalledWith('/dashboard', expect.objectContaining({ replace: true }));
    expect(locationOf(services)).toBe('/login');
    expect(screen.queryByRole('button', { name: /^登 录/ })).not.toBeInTheDocument();
    expect(document.querySelector('nav[aria-label="主菜单"]')).toHaveTextContent('商品管理');
    // Not usable until the navigation has happened: a click meanwhile would be overridden by it.
    expect(ahead.closest('[inert]')).not.toBeNull();
  });

  it('leaves nothing open on the login page: a fresh shell waits behind it after signing out', async () => {
    const { services } = await renderApp('/login', signIn);
    await dashboardHeading();
    await submitLogin();
    const shown = await screen.findByRole('heading', { name: '首页' });
    await userEvent.click(screen.getByRole('button', { name: /^用户菜单：/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: '布局设置' }));
    expect(await screen.findByText('系统布局设置')).toBeVisible();
    // Signed out in another tab while the panel was open.
    removeToken();
    act(() => services.session.current?.send({ type: 'SIGNED_OUT_ELSEWHERE' }));
    expect(await screen.findByRole('button', { name: '登 录' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('系统布局设置')).not.toBeInTheDocument());
    const behind = await dashboardHeading();
    expect(behind).not.toBe(shown);
    expect(behind.closest('[inert]')).not.toBeNull();
  });

  it('renders no page ahead when sign-in leads elsewhere (that page needs the user\'s menus)', async () => {
    const { services } = await renderApp('/login?redirect=%2Fgoods%2Findex', signIn);
    await loadShell();
    await waitFor(() => expect(document.querySelector('[inert] nav')).not.toBeNull());
    expect(document.querySelector('[data-page]')).toBeNull();
    await submitLogin();
    expect(await screen.findByText('shop/goods/index')).toBeInTheDocument();
    expect(locationOf(services)).toBe('/goods/index');
  });
});
