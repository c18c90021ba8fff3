import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../api/api';
import { MENU_TAG, menusApi } from '../../api/menus';
import type { FakeReply } from '../../testing/fakeHttp';
import { locationOf, signedInAt } from '../../testing/renderApp';
import type { AppServices } from '../startApp';

/*
 * A 403 sends the user to /401 (SPEC.md section 8) even when other navigations run
 * into it, and only once: it never lingers to capture a later click.
 */

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    forbiddenProbe: build.query<unknown, string>({ query: (name) => ({ url: `api/${name}` }) }),
  }),
});

const forbidden: FakeReply = { status: 403, data: { status: 403, message: '不允许访问' } };

// /system is a folder: the page there redirects to its first page, /system/timing.
const menus = [
  {
    path: '/system',
    component: 'Layout',
    alwaysShow: true,
    meta: { title: '系统管理' },
    children: [{ path: 'timing', component: 'system/timing/index', meta: { title: '定时任务' } }],
  },
];

/** A reply the test sends when it chooses. */
function gate() {
  let open: (reply: FakeReply) => void = () => undefined;
  const reply = new Promise<FakeReply>((resolve) => {
    open = resolve;
  });
  return { reply: () => reply, open: (answer: FakeReply) => open(answer) };
}

function call(services: AppServices, name: string) {
  return services.store.dispatch(probeApi.endpoints.forbiddenProbe.initiate(name, { subscribe: false }));
}

describe('a 403 and the /401 page', () => {
  it('shows /401 when the user goes to a folder path just as the /401 navigation starts', async () => {
    const { services } = await signedInAt('/dashboard', { 'GET api/menus/build': { status: 200, data: menus }, 'GET api/secret': forbidden });
    // The moment the console starts for /401 (its page loads lazily), the user's own
    // navigation to the folder (and the folder's redirect after it) replaces that one.
    let interrupted = false;
    const stop = services.router.subscribe((state) => {
      if (interrupted || state.navigation.location?.pathname !== '/401') return;
      interrupted = true;
      void services.router.navigate('/system');
    });
    await act(async () => {
      await call(services, 'secret');
    });
    expect(interrupted).toBe(true);
    expect(await screen.findByRole('heading', { name: '401' })).toBeInTheDocument();
    stop();
    expect(locationOf(services)).toBe('/401');
  });

  it('a 403 while the menus reload (after a menu edit) shows /401, and the next click goes where the user clicked', async () => {
    const { services, http } = await signedInAt('/dashboard', { 'GET api/menus/build': { status: 200, data: menus }, 'GET api/secret': forbidden });
    const reload = gate();
    http.set('GET api/menus/build', reload.reply);
    // As a menu write does: the signed-in menus are fetched again.
    act(() => void services.store.dispatch(menusApi.util.invalidateTags([MENU_TAG])));
    await act(async () => {
      await call(services, 'secret');
    });
    await act(async () => reload.open({ status: 200, data: menus }));
    expect(await screen.findByRole('heading', { name: '401' })).toBeInTheDocument();

    // The user moves on (the 401 page's own link, then a shortcut on 首页): the 403 has
    // been shown and does not come back to capture either click.
    await userEvent.click(screen.getByRole('link', { name: '返回首页' }));
    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /定时任务/ }));
    expect(await screen.findByRole('heading', { name: '页面未实现' })).toBeInTheDocument();
    expect(locationOf(services)).toBe('/system/timing');
  });
});
