import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { setToken } from '../shared/auth/tokenCookie';
import { fakeHttp, type FakeReply } from '../testing/fakeHttp';
import { disposeAfterTest } from '../testing/disposeAfterTest';
import { App } from './App';
import { startApp } from './startApp';

/* The access rules of SPEC.md section 2 with the real routes in a memory data router. */

const serverRoutes: Record<string, FakeReply> = {
  'GET auth/code': { status: 200, data: { img: 'data:image/png;base64,AAAA', uuid: 'u1' } },
  'GET auth/info': { status: 200, data: { user: { id: 1, username: 'admin', nickName: '管理员' }, roles: ['admin'] } },
  'GET api/menus/build': { status: 200, data: [] },
  'DELETE auth/logout': { status: 200 },
};

async function open(url: string, routes: Record<string, FakeReply> = {}) {
  const http = await fakeHttp({ ...serverRoutes, ...routes });
  const services = startApp({ devTools: false, sessionChannel: null, createRouter: (r) => createMemoryRouter(r, { initialEntries: [url] }) });
  disposeAfterTest(services.dispose);
  render(<App services={services} />);
  const at = () => `${services.router.state.location.pathname}${services.router.state.location.search}${services.router.state.location.hash}`;
  return { http, services, at };
}

describe('guards without a token', () => {
  it.each([
    ['/dashboard', '/login?redirect=%2Fdashboard'],
    ['/dashboard?tab=2&q=%E5%95%86', '/login?redirect=%2Fdashboard%3Ftab%3D2%26q%3D%25E5%2595%2586'],
    ['/', '/login?redirect=%2F'],
    ['/system/menu', '/login?redirect=%2Fsystem%2Fmenu'],
    ['/404', '/login?redirect=%2F404'],
    ['/401', '/login?redirect=%2F401'],
  ])('%s goes to %s', async (url, expected) => {
    const { at, http } = await open(url);
    expect(await screen.findByRole('form', { name: '登录' })).toBeInTheDocument();
    expect(at()).toBe(expected);
    expect(http.calls.map((c) => c.key)).not.toContain('GET auth/info');
  });

  it('/login itself is reachable', async () => {
    const { at } = await open('/login');
    expect(await screen.findByRole('form', { name: '登录' })).toBeInTheDocument();
    expect(at()).toBe('/login');
  });
});

describe('guards with a token', () => {
  beforeEach(() => setToken('Bearer admin-token', false));

  it('resumes the session (auth/info, menus) before showing the page, and / goes to /dashboard', async () => {
    const { at, http } = await open('/');
    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
    expect(screen.getByText(/，管理员，欢迎回来$/)).toBeInTheDocument();
    expect(at()).toBe('/dashboard');
    // The session first; what 首页 then asks for itself (its figures) comes after.
    expect(http.calls.map((c) => c.key).slice(0, 2)).toEqual(['GET auth/info', 'GET api/menus/build']);
    expect(http.calls.slice(2).every((c) => !c.key.startsWith('GET auth/') && c.key !== 'GET api/menus/build')).toBe(true);
  });

  it('sends /login to / (and on to the dashboard)', async () => {
    const { at } = await open('/login?redirect=%2Fdashboard');
    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
    expect(at()).toBe('/dashboard');
  });

  it('shows the 404 page for an unknown path', async () => {
    const { at } = await open('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(at()).toBe('/404');
  });

  it('goes to /login?redirect=<path> and forgets the token when user info fails', async () => {
    const { at, http } = await open('/dashboard?tab=1', { 'GET auth/info': { status: 401, data: { status: 401, message: '当前登录状态过期' } } });
    expect(await screen.findByRole('form', { name: '登录' })).toBeInTheDocument();
    expect(at()).toBe('/login?redirect=%2Fdashboard%3Ftab%3D1');
    expect(http.calls.map((c) => c.key)).toContain('DELETE auth/logout');
    expect(document.cookie).not.toContain('PP-TOEKN');
    // A 401 while checking the token is not "expired while working": no dialog.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the 接口请求失败 notification when the server is down while resuming, then the login page', async () => {
    await open('/dashboard', { 'GET auth/info': 'network-error', 'DELETE auth/logout': 'network-error' });
    expect(await screen.findByRole('form', { name: '登录' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('接口请求失败');
  });

  it('sends a signed-in tab whose cookie vanished to /login on its next navigation', async () => {
    const { at, services } = await open('/dashboard');
    await screen.findByRole('heading', { name: '首页' });
    document.cookie = 'PP-TOEKN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await act(() => services.router.navigate('/dashboard?again=1'));
    await waitFor(() => expect(at()).toBe('/login?redirect=%2Fdashboard%3Fagain%3D1'));
    expect(await screen.findByRole('form', { name: '登录' })).toBeInTheDocument();
    expect(services.session.current?.getSnapshot().value).toBe('loggedOut');
  });

  it('moves between the pages of a ready session without waiting for the guard (no progress bar)', async () => {
    const { at, services } = await open('/dashboard');
    await screen.findByRole('heading', { name: '首页' });
    const states: string[] = [];
    const stop = services.router.subscribe((state) => states.push(state.navigation.state));
    await act(() => services.router.navigate('/user/center'));
    stop();
    expect(at()).toBe('/user/center');
    expect(states).not.toContain('loading');
    expect(screen.queryByRole('progressbar', { name: '页面加载中' })).not.toBeInTheDocument();
  });
});

