import { File as NodeFile } from 'node:buffer';
import type { InternalAxiosRequestConfig } from 'axios';
import type { UnknownAction } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSIST, REHYDRATE } from 'redux-persist';
import type { FakeReply } from '../testing/fakeHttp';
import { renderApp } from '../testing/renderApp';
import { devToolsOptions } from './devTools';
import type * as StoreModule from './store';
import { rootReducer } from './store';

/*
 * Item 9 of issue 13: a Redux DevTools trace replays. The real store (makeStore, with
 * persistStoreOf as startApp calls it) runs a realistic session over fake HTTP while
 * every action reaching its reducer is recorded, as the DevTools extension records
 * them; the actions then go through JSON, as an export does, and are replayed through
 * the root reducer from the store's first state.
 */

const mockRecording = { initial: undefined as unknown, actions: [] as UnknownAction[], states: [] as unknown[] };

jest.mock('./store', () => {
  const actual = jest.requireActual<typeof StoreModule>('./store');
  return {
    ...actual,
    makeStore: (options?: StoreModule.StoreOptions) => {
      const store = actual.makeStore(options);
      mockRecording.initial = store.getState();
      store.replaceReducer((state, action) => {
        const next = actual.rootReducer(state, action);
        mockRecording.actions.push(action);
        mockRecording.states.push(next);
        return next;
      });
      return store;
    },
  };
});

const menus = [
  {
    path: '/system',
    alwaysShow: true,
    component: 'Layout',
    meta: { title: '系统管理', icon: 'system' },
    children: [
      { path: 'dict', component: 'system/dict/index', meta: { title: '字典管理' } },
      { path: 'log', component: 'demo/log/index', meta: { title: '操作日志' } },
    ],
  },
  { path: '/yshop', alwaysShow: true, component: 'Layout', meta: { title: '商城管理' }, children: [{ path: 'materia', component: 'yshop/materia/index', meta: { title: '素材管理' } }] },
];

const picture = (id: number) => ({ id, filename: `pic-${id}.png`, url: `http://api.test/file/pictures/p${id}.png`, size: 7, width: 1, height: 1, createTime: '2026-11-22 10:00:00' });
const pictures = [picture(1)];

const routes: Record<string, FakeReply | ((request: InternalAxiosRequestConfig) => FakeReply)> = {
  'POST auth/login': { status: 200, data: { token: 'Bearer recorded-token', user: { id: 1, username: 'admin', nickName: '管理员', roles: ['admin'] } } },
  'GET api/menus/build': { status: 200, data: menus },
  'GET api/dict': { status: 200, data: { content: [{ id: 1, name: 'user_status', remark: '用户状态' }], totalElements: 1 } },
  'GET api/pictures': { status: 200, data: { content: pictures, totalElements: pictures.length } },
  'POST api/pictures': () => {
    pictures.unshift(picture(pictures.length + 1));
    return { status: 201, data: pictures[0] };
  },
};

const tabBar = () => screen.getByRole('navigation', { name: '标签页' });

/** Signs in on the form, works in the console, and signs out, as an operator would. */
async function operatorSession() {
  // A theme chosen in an earlier visit: REHYDRATE brings it back.
  localStorage.setItem('persist:shop-admin:settings', JSON.stringify({ theme: '"#304156"', _persist: '{"version":-1,"rehydrated":true}' }));
  const { services } = await renderApp('/login', routes as Record<string, FakeReply>);
  const user = userEvent.setup({ applyAccept: false });
  await user.type(await screen.findByLabelText('账号'), 'admin');
  await user.type(screen.getByLabelText('密码'), '123456');
  await user.type(screen.getByLabelText('验证码'), '8');
  await user.click(screen.getByRole('button', { name: '登 录' }));
  await screen.findByRole('button', { name: /^用户菜单：/ });

  const visit = async (path: string) => {
    await act(() => services.router.navigate(path));
    await waitFor(() => expect(within(tabBar()).getByRole('link', { current: 'page' })).toHaveAttribute('href', path));
  };
  await visit('/system/dict');
  expect(await screen.findByText('user_status')).toBeInTheDocument();
  await visit('/yshop/materia');
  await screen.findByRole('img', { name: 'pic-1.png' });
  await user.upload(screen.getByLabelText('选择要上传的图片'), new NodeFile(['PNGDATA'], 'photo.png', { type: 'image/png' }) as unknown as File);
  expect(await screen.findByRole('img', { name: 'pic-2.png' })).toBeInTheDocument();
  await visit('/system/log');
  await user.click(within(tabBar()).getByRole('button', { name: '关闭 字典管理' }));

  await user.click(screen.getByRole('button', { name: /^用户菜单：/ }));
  await user.click(screen.getByRole('menuitem', { name: '布局设置' }));
  await user.click(await screen.findByRole('button', { name: '主题色 #11a983' }));
  await user.click(screen.getByRole('switch', { name: '显示LOGO' }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByText('系统布局设置')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: '布局大小' }));
  await user.click(screen.getByRole('menuitem', { name: 'Mini' }));
  expect(await screen.findByText('布局设置成功')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /^用户菜单：/ }));
  await user.click(screen.getByRole('menuitem', { name: '退出登录' }));
  await user.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
  expect(await screen.findByRole('form', { name: '登录' })).toBeInTheDocument();
  return services;
}

it('replays a trace exported from Redux DevTools to the same state, step by step, without touching storage', async () => {
  const services = await operatorSession();
  // Taken together: timers still running (notifications, cache expiry) may dispatch later.
  const final = services.store.getState();
  const { initial, actions, states } = { ...mockRecording, actions: [...mockRecording.actions], states: [...mockRecording.states] };
  const types = actions.map((action) => action.type);
  expect(types).toEqual(expect.arrayContaining([PERSIST, REHYDRATE, 'api/executeMutation/fulfilled', 'settings/changeSetting', 'app/setSize', 'tabs/viewClosed']));
  expect(final).toMatchObject({ settings: { theme: '#11a983', sidebarLogo: false }, app: { size: 'mini' } });

  // The upload went through as plain data: no File, no progress callback lost on export.
  const uploadArgs = actions
    .map((action) => (action.meta as { arg?: { endpointName?: string; originalArgs?: unknown } } | undefined)?.arg)
    .filter((arg) => arg?.endpointName === 'uploadPicture')
    .map((arg) => arg?.originalArgs);
  expect(uploadArgs).toStrictEqual([0, 1].map(() => ({ upload: { uploadId: expect.any(String), name: 'photo.png', size: 7 } })));

  // What the export holds: PERSIST's register and rehydrate are gone.
  const trace = JSON.stringify(actions);
  const stored = { local: { ...localStorage }, session: { ...sessionStorage } };
  let state = JSON.parse(JSON.stringify(initial)) as ReturnType<typeof rootReducer>;
  (JSON.parse(trace) as UnknownAction[]).forEach((action, index) => {
    state = rootReducer(state, action);
    expect(state).toEqual(states[index]);
  });
  expect(state).toEqual(final);

  // Nothing of the replay reaches storage, even through the running store's writer.
  await act(() => services.persistor.flush());
  expect({ local: { ...localStorage }, session: { ...sessionStorage } }).toEqual(stored);

  // As the extension exports it now, secrets masked: the session ends in the same state.
  const sanitize = devToolsOptions.actionSanitizer ?? ((action: UnknownAction) => action);
  const masked = JSON.parse(JSON.stringify(actions.map((action, index) => sanitize(action, index)))) as UnknownAction[];
  expect(JSON.stringify(masked)).not.toContain('recorded-token');
  expect(masked.reduce(rootReducer, JSON.parse(JSON.stringify(initial)) as ReturnType<typeof rootReducer>)).toEqual(final);
});
