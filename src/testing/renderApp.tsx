import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/App';
import { startApp, type AppServices } from '../app/startApp';
import { setToken } from '../shared/auth/tokenCookie';
import { disposeAfterTest } from './disposeAfterTest';
import { fakeHttp, type FakeHttp, type FakeReply } from './fakeHttp';

/** The answers a signed-in admin's console needs on start. */
export const signedInRoutes = {
  'GET auth/info': { status: 200, data: { id: 1, username: 'admin', nickName: '管理员', roles: ['admin'] } },
  'GET api/menus/build': { status: 200, data: [] },
  'DELETE auth/logout': { status: 200 },
  'GET auth/code': { status: 200, data: { img: 'data:image/png;base64,AAAA', uuid: 'u1' } },
} satisfies Record<string, FakeReply>;

/** What a fake route answers: a canned reply, or a function of the request (fakeHttp's routes). */
type Routes = NonNullable<Parameters<typeof fakeHttp>[0]>;

/** The whole console (store, session, router, presenter) at `url` over fake HTTP. */
export async function renderApp(url: string, routes: Routes = {}, config: Record<string, unknown> = {}): Promise<{ http: FakeHttp; services: AppServices }> {
  const http = await fakeHttp({ ...signedInRoutes, ...routes }, config);
  const services = startApp({ devTools: false, sessionChannel: null, createRouter: (r) => createMemoryRouter(r, { initialEntries: [url] }) });
  disposeAfterTest(services.dispose);
  render(<App services={services} />);
  return { http, services };
}

/** As renderApp, with a token cookie, once the shell shows its user menu. */
export async function signedInAt(url: string, routes: Routes = {}, config: Record<string, unknown> = {}) {
  setToken('Bearer admin-token', false);
  const app = await renderApp(url, routes, config);
  await screen.findByRole('button', { name: /^用户菜单：/ });
  return app;
}

export const locationOf = (services: AppServices) => `${services.router.state.location.pathname}${services.router.state.location.search}`;
