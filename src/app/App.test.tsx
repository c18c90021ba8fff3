import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../api/api';
import { getToken } from '../shared/auth/tokenCookie';
import type { FakeReply } from '../testing/fakeHttp';
import { locationOf, renderApp, signedInAt as signedInAtShell } from '../testing/renderApp';
import type { AppServices } from './startApp';

/*
 * The whole console over fake HTTP: where failed calls become UI (SPEC.md section 8),
 * the session-expired dialog, the /401 page and 退出登录.
 */

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (name) => ({ url: `api/${name}` }) }),
  }),
});

async function signedInAt(url: string, routes: Record<string, FakeReply> = {}) {
  const app = await signedInAtShell(url, routes);
  expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
  return app;
}

/** Fires calls to api/<name> the way a feature would and returns their settled results. */
async function probe(services: AppServices, names: string[]) {
  let results: PromiseSettledResult<unknown>[] = [];
  await act(async () => {
    results = await Promise.allSettled(names.map((name) => services.store.dispatch(probeApi.endpoints.probe.initiate(name, { subscribe: false })).unwrap()));
  });
  return results;
}

const location = locationOf;

describe('the error catalogue in the running console', () => {
  it.each([
    ['a non-2xx answer with a message', { status: 500, data: { status: 500, message: '服务器内部错误' } } as FakeReply, '服务器内部错误'],
    ['body status 400 with a message', { status: 400, data: { status: 400, message: '字典名称已存在' } } as FakeReply, '字典名称已存在'],
    ['a status without a message', { status: 502, data: '<html>Bad gateway</html>' } as FakeReply, '接口请求失败'],
    ['a time-out', 'timeout' as FakeReply, '网络请求超时'],
    ['no answer at all (server down)', 'network-error' as FakeReply, '接口请求失败'],
  ])('%s shows an error notification and still rejects to the caller', async (_row, reply, message) => {
    const { services } = await signedInAt('/dashboard', { 'GET api/thing': reply });
    const [result] = await probe(services, ['thing']);
    expect(result?.status).toBe('rejected');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(services.store.getState().notifications.items).toEqual([expect.objectContaining({ message, severity: 'error', duration: 5000 })]);
  });

  it('does not pile up the same message from many failing calls, but stacks different ones', async () => {
    const routes: Record<string, FakeReply> = { 'GET api/slow': 'timeout' };
    for (let i = 0; i < 10; i += 1) routes[`GET api/down${i}`] = 'network-error';
    const { services } = await signedInAt('/dashboard', routes);
    await probe(services, [...Array.from({ length: 10 }, (_, i) => `down${i}`), 'slow']);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['接口请求失败', '网络请求超时']);
  });

  it('shows exactly one 系统提示 dialog for ten concurrent 401s; 取消 closes it and leaves the user on the page', async () => {
    const routes: Record<string, FakeReply> = {};
    for (let i = 0; i < 10; i += 1) routes[`GET api/p${i}`] = { status: 401, data: { status: 401, message: '当前登录状态过期' } };
    const { services } = await signedInAt('/dashboard?tab=2', routes);
    const results = await probe(services, Array.from({ length: 10 }, (_, i) => `p${i}`));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: '系统提示' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByText('登录状态已过期，您可以继续留在该页面，或者重新登录')).toBeInTheDocument();
    expect(within(dialog).getByTestId('WarningAmberRoundedIcon')).toBeInTheDocument();
    // No notification on top of the dialog.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location(services)).toBe('/dashboard?tab=2');
    expect(getToken()).toBe('Bearer admin-token');
  });

  it('重新登录 logs out and goes to /login?redirect=<current path with query>', async () => {
    const { services, http } = await signedInAt('/dashboard?tab=2', { 'GET api/p': { status: 401, data: { status: 401, message: '过期' } } });
    await probe(services, ['p']);
    const dialog = await screen.findByRole('dialog', { name: '系统提示' });
    await userEvent.click(within(dialog).getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(location(services)).toBe('/login?redirect=%2Fdashboard%3Ftab%3D2'));
    expect(http.calls.map((c) => c.key)).toContain('DELETE auth/logout');
    expect(getToken()).toBeUndefined();
    expect(await screen.findByRole('form', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('重新登录 on a page of the server\'s menus comes back to that page after signing in again, not to /404', async () => {
    const menus = [{ path: '/system', component: 'Layout', alwaysShow: true, meta: { title: '系统管理' }, children: [{ path: 'timing', component: 'system/timing/index', meta: { title: '定时任务' } }] }];
    const { services } = await signedInAtShell('/system/timing', { 'GET api/menus/build': { status: 200, data: menus }, 'GET api/expired': { status: 401, data: { status: 401, message: '过期' } } });
    await probe(services, ['expired']);
    await userEvent.click(within(await screen.findByRole('dialog', { name: '系统提示' })).getByRole('button', { name: '重新登录' }));
    expect(await screen.findByRole('form', { name: '登录' })).toBeInTheDocument();
    expect(location(services)).toBe('/login?redirect=%2Fsystem%2Ftiming');
  });

  it('uses body.status 401 even when the HTTP status is 200-something else', async () => {
    const { services } = await signedInAt('/dashboard', { 'GET api/p': { status: 500, data: { status: 401, message: '过期' } } });
    await probe(services, ['p']);
    expect(await screen.findByRole('dialog', { name: '系统提示' })).toBeInTheDocument();
  });

  it('sends a 403 to the /401 page', async () => {
    const { services } = await signedInAt('/dashboard', { 'GET api/secret': { status: 403, data: { status: 403, message: '不允许访问' } } });
    const [result] = await probe(services, ['secret']);
    expect(result?.status).toBe('rejected');
    expect(await screen.findByRole('heading', { name: '401' })).toBeInTheDocument();
    expect(location(services)).toBe('/401');
  });

  it('never opens the dialog for a 401 of the captcha on the login page', async () => {
    const { services } = await renderApp('/login', { 'GET auth/code': { status: 401, data: { status: 401, message: '未授权' } } });
    expect(await screen.findByRole('button', { name: '验证码加载失败，点击重试' })).toBeInTheDocument();
    await act(() => services.session.load());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /未授权/ })).not.toBeInTheDocument();
    expect(services.store.getState().notifications.items).toEqual([]);
  });
});

describe('logging in through the app', () => {
  async function submitLogin() {
    await screen.findByRole('img', { name: '验证码' });
    await userEvent.type(screen.getByLabelText('账号'), 'admin');
    await userEvent.type(screen.getByLabelText('密码'), '123456');
    await userEvent.type(screen.getByLabelText('验证码'), '8{Enter}');
  }

  it('a 403 while the menus load right after login lands on /401, not on the redirect target', async () => {
    // No redirect target: the page goes to /, whose rendered redirect to /dashboard must not win either.
    const { services } = await renderApp('/login', {
      'POST auth/login': { status: 200, data: { token: 'Bearer new', user: { username: 'admin', roles: ['admin'] } } },
      'GET api/menus/build': { status: 403, data: { status: 403, message: '没有权限' } },
    });
    await submitLogin();
    expect(await screen.findByRole('heading', { name: '401' })).toBeInTheDocument();
    expect(location(services)).toBe('/401');
  });

  it('lands on the redirect target, through the guard, with the user\'s name', async () => {
    const { services } = await renderApp('/dashboard?tab=3', { 'POST auth/login': { status: 200, data: { token: 'Bearer new', user: { username: 'admin', nickName: '管理员', roles: [] } } } });
    await submitLogin();
    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
    expect(location(services)).toBe('/dashboard?tab=3');
    expect(await screen.findByRole('button', { name: '用户菜单：管理员' })).toBeInTheDocument();
    expect(services.session.current?.getSnapshot().context.roles).toEqual(['ROLE_SYSTEM_DEFAULT']);
  });

  it('a 401 while the menus load right after login shows the dialog, and 重新登录 leaves a usable form', async () => {
    const { services } = await renderApp('/login', {
      'POST auth/login': { status: 200, data: { token: 'Bearer new', user: { username: 'admin', roles: ['admin'] } } },
      'GET api/menus/build': { status: 401, data: { status: 401, message: '过期' } },
    });
    await submitLogin();
    const dialog = await screen.findByRole('dialog', { name: '系统提示' });
    await userEvent.click(within(dialog).getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: '登 录' })).toBeEnabled();
    expect(location(services)).toBe('/login');
    expect(getToken()).toBeUndefined();
  });

  it('a 401 while the menus load, then 取消: the shell says the menus failed and 重试 loads them (issue 13)', async () => {
    const { http } = await renderApp('/login', {
      'POST auth/login': { status: 200, data: { token: 'Bearer new', user: { username: 'admin', roles: ['admin'] } } },
      'GET api/menus/build': { status: 401, data: { status: 401, message: '当前登录状态过期' } },
    });
    await submitLogin();
    const dialog = await screen.findByRole('dialog', { name: '系统提示' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(await screen.findByText(/菜单加载失败：当前登录状态过期/)).toBeInTheDocument();
    http.set('GET api/menus/build', { status: 200, data: [{ path: '/goods', component: 'Layout', children: [{ path: 'index', component: 'shop/goods/index', meta: { title: '商品管理' } }] }] });
    // Reachable once the dialog has closed (it hides the page from assistive technology while open).
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await within(screen.getByRole('navigation', { name: '主菜单' })).findByText('商品管理')).toBeInTheDocument();
    expect(screen.queryByText(/菜单加载失败/)).not.toBeInTheDocument();
  });
});

/** 退出登录 lives in the avatar menu of the shell. */
async function chooseLogout() {
  await userEvent.click(await screen.findByRole('button', { name: /^用户菜单：/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
}

describe('退出登录', () => {
  it('asks first; 取消 keeps the session', async () => {
    const { http } = await signedInAt('/dashboard');
    await chooseLogout();
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(within(dialog).getByText('确定注销并退出系统吗？')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getToken()).toBe('Bearer admin-token');
    expect(http.calls.map((c) => c.key)).not.toContain('DELETE auth/logout');
  });

  it('确定 calls DELETE auth/logout, removes the cookie and shows the login page for this path', async () => {
    const { http, services } = await signedInAt('/dashboard');
    expect(await screen.findByRole('button', { name: '用户菜单：管理员' })).toBeInTheDocument();
    await chooseLogout();
    await userEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('form', { name: '登录' })).toBeInTheDocument();
    expect(location(services)).toBe('/login?redirect=%2Fdashboard');
    expect(http.calls.find((c) => c.key === 'DELETE auth/logout')?.headers.Authorization).toBe('Bearer admin-token');
    expect(getToken()).toBeUndefined();
  });

  it('from a page of the server\'s menus, the login page returns to that page, not to /404', async () => {
    const menus = [{ path: '/system', component: 'Layout', alwaysShow: true, meta: { title: '系统管理' }, children: [{ path: 'timing', component: 'system/timing/index', meta: { title: '定时任务' } }] }];
    const { services } = await signedInAtShell('/system/timing?page=2', { 'GET api/menus/build': { status: 200, data: menus } });
    expect(await screen.findByRole('heading', { name: '页面未实现' })).toBeInTheDocument();
    await chooseLogout();
    await userEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('form', { name: '登录' })).toBeInTheDocument();
    expect(location(services)).toBe('/login?redirect=%2Fsystem%2Ftiming%3Fpage%3D2');
  });

  it('still logs out locally when the server is down', async () => {
    const { services } = await signedInAt('/dashboard', { 'DELETE auth/logout': 'network-error' });
    await chooseLogout();
    await userEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(services.router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeUndefined();
  });
});
