import { configureStore } from '@reduxjs/toolkit';
import { waitFor } from 'xstate';
import { api } from '../api/api';
import { menusApi } from '../api/menus';
import { httpEvents, type HttpEvent } from '../api/httpEvents';
import { getToken, setToken } from '../shared/auth/tokenCookie';
import { fakeHttp, type FakeReply } from '../testing/fakeHttp';
import { disposeAfterTest } from '../testing/disposeAfterTest';
import { createSession, type SessionOptions } from './createSession';
import type { SessionActor } from './sessionHandle';

/*
 * The real session: the machine with the actors that go through RTK Query and the
 * axios base query, over fake HTTP (src/testing/fakeHttp). Also the BroadcastChannel
 * between tabs and the inspector wiring.
 */

const mockInspect = { next: jest.fn(), error: jest.fn(), complete: jest.fn() };
const mockCreateBrowserInspector = jest.fn((_options?: unknown) => ({ inspect: mockInspect }));
jest.mock('@statelyai/inspect', () => ({ createBrowserInspector: (options?: unknown) => mockCreateBrowserInspector(options) }), { virtual: false });

const credentials = { username: 'admin', password: 'cipher==', code: '8', uuid: 'code-key-1' };
const adminMenus = [{ path: '/system', component: 'Layout', meta: { title: '系统管理' } }];
const editorMenus = [{ path: '/goods', component: 'Layout', meta: { title: '商品管理' } }];

let channelCount = 0;
const freshChannel = () => `test-session-${Date.now()}-${(channelCount += 1)}`;

const selectMenus = menusApi.endpoints.buildMenus.select();
/** The signed-in user's menus where the shell reads them: the RTK Query cache. */
const cachedMenus = (store: { getState(): unknown }) => selectMenus(store.getState() as Parameters<typeof selectMenus>[0]).data;

/** A store with just the API, as the session sees it (it never imports src/app). */
const makeApiStore = () => configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (getDefault) => getDefault().concat(api.middleware) });

async function start(options: Partial<SessionOptions> = {}) {
  const store = makeApiStore();
  const session = await createSession({ dispatch: store.dispatch, channelName: null, ...options });
  disposeAfterTest(session.dispose);
  return { store, actor: session.actor };
}

const settle = (actor: SessionActor, state: string) => waitFor(actor, (s) => s.value === state, { timeout: 2000 });

const loginAnswer = (token: string, user: unknown): FakeReply => ({ status: 200, data: { token, user } });

function recordHttpEvents() {
  const events: HttpEvent[] = [];
  disposeAfterTest(httpEvents.subscribe((event) => events.push(event)));
  return events;
}

describe('createSession (real actors over fake HTTP)', () => {
  it('logs in through RTK Query with the form values and loads the menus with the new token', async () => {
    const http = await fakeHttp({
      'POST auth/login': loginAnswer('Bearer admin-token', { id: 1, username: 'admin', avatar: 'a.png', roles: ['admin'] }),
      'GET api/menus/build': { status: 200, data: adminMenus },
    });
    const { store, actor } = await start();
    actor.send({ type: 'LOGIN', credentials, rememberMe: false });
    const ready = await settle(actor, 'ready');
    expect(ready.context).toMatchObject({ token: 'Bearer admin-token', user: { username: 'admin', avatar: 'a.png' }, roles: ['admin'] });
    expect(cachedMenus(store)).toEqual(adminMenus);
    expect(http.calls.map((c) => c.key)).toEqual(['POST auth/login', 'GET api/menus/build']);
    expect(http.calls[0]?.data).toEqual(credentials);
    expect(http.calls[1]?.headers.Authorization).toBe('Bearer admin-token');
    // The menus are an RTK Query cache entry; the login is not kept (its answer holds the token).
    const state = store.getState().api;
    expect(Object.values(state.mutations).map((m) => m?.endpointName)).not.toContain('login');
    expect(Object.values(state.queries).map((q) => q?.endpointName)).toContain('buildMenus');
  });

  it('accepts the eladmin USER flavour and gives ROLE_SYSTEM_DEFAULT for empty roles', async () => {
    await fakeHttp({
      'POST auth/login': loginAnswer('Bearer e', { user: { id: 2, username: 'editor', avatarName: 'e.png' }, roles: [], dataScopes: [], authorities: [] }),
      'GET api/menus/build': { status: 200, data: [] },
    });
    const { actor } = await start();
    actor.send({ type: 'LOGIN', credentials, rememberMe: false });
    expect((await settle(actor, 'ready')).context).toMatchObject({ user: { username: 'editor', avatarName: 'e.png' }, roles: ['ROLE_SYSTEM_DEFAULT'] });
  });

  it('shows the server message of a refused login and tells no global presenter', async () => {
    await fakeHttp({ 'POST auth/login': { status: 400, data: { status: 400, message: '验证码错误', timestamp: 'x' } } });
    const events = recordHttpEvents();
    const { actor } = await start();
    actor.send({ type: 'LOGIN', credentials, rememberMe: false });
    expect((await settle(actor, 'loggedOut')).context.error).toBe('验证码错误');
    expect(events).toEqual([]);
    expect(getToken()).toBeUndefined();
  });

  it('refuses a login answer it cannot use with a clear message', async () => {
    await fakeHttp({ 'POST auth/login': { status: 200, data: { token: 'Bearer x', user: { nickName: 'no username' } } } });
    const { actor } = await start();
    actor.send({ type: 'LOGIN', credentials, rememberMe: false });
    expect((await settle(actor, 'loggedOut')).context.error).toBe('用户信息格式不正确：缺少用户名');
    expect(getToken()).toBeUndefined();
  });

  it('resumes a session from the token cookie with auth/info (yshop flavour)', async () => {
    document.cookie = `PP-TOEKN=${encodeURIComponent('Bearer saved')}; path=/`;
    const http = await fakeHttp({
      'GET auth/info': { status: 200, data: { id: 1, username: 'admin', nickName: '管理员', roles: ['admin'] } },
      'GET api/menus/build': { status: 200, data: adminMenus },
    });
    const { store, actor } = await start();
    const ready = await settle(actor, 'ready');
    expect(ready.context).toMatchObject({ token: 'Bearer saved', user: { nickName: '管理员' }, roles: ['admin'] });
    expect(cachedMenus(store)).toEqual(adminMenus);
    expect(http.calls[0]).toMatchObject({ key: 'GET auth/info', headers: { Authorization: 'Bearer saved' } });
  });

  it('logs out when auth/info fails (expired token): DELETE auth/logout, cookie removed', async () => {
    document.cookie = `PP-TOEKN=${encodeURIComponent('Bearer revoked')}; path=/`;
    const http = await fakeHttp({
      'GET auth/info': { status: 401, data: { status: 401, message: '当前登录状态过期' } },
      'DELETE auth/logout': { status: 401, data: { status: 401, message: '当前登录状态过期' } },
    });
    const { actor } = await start();
    await settle(actor, 'loggedOut');
    expect(http.calls.map((c) => c.key)).toEqual(['GET auth/info', 'DELETE auth/logout']);
    expect(getToken()).toBeUndefined();
  });

  it('logout sends the token, then clears everything and the API cache even when the call fails', async () => {
    const http = await fakeHttp({
      'POST auth/login': loginAnswer('Bearer admin-token', { username: 'admin', roles: ['admin'] }),
      'GET api/menus/build': { status: 200, data: adminMenus },
      'DELETE auth/logout': { status: 500, data: { status: 500, message: '服务器内部错误' } },
    });
    const events = recordHttpEvents();
    const { store, actor } = await start();
    actor.send({ type: 'LOGIN', credentials, rememberMe: false });
    await settle(actor, 'ready');
    actor.send({ type: 'LOGOUT' });
    const out = await settle(actor, 'loggedOut');
    expect(http.calls.at(-1)).toMatchObject({ key: 'DELETE auth/logout', headers: { Authorization: 'Bearer admin-token' } });
    expect(out.context).toMatchObject({ token: undefined, user: undefined, roles: [] });
    expect(getToken()).toBeUndefined();
    expect(store.getState().api.queries).toEqual({});
    expect(store.getState().api.mutations).toEqual({});
    expect(events).toEqual([]);
  });

  it('gives the next user of the same tab their own menus, fetched again', async () => {
    const http = await fakeHttp({
      'POST auth/login': (request) => {
        const { username } = JSON.parse(String(request.data)) as { username: string };
        return loginAnswer(`Bearer ${username}`, { username, roles: [username === 'admin' ? 'admin' : 'menu:list'] });
      },
      'GET api/menus/build': (request) => ({ status: 200, data: request.headers.Authorization === 'Bearer admin' ? adminMenus : editorMenus }),
      'DELETE auth/logout': { status: 200 },
    });
    const { store, actor } = await start();
    actor.send({ type: 'LOGIN', credentials, rememberMe: false });
    await settle(actor, 'ready');
    expect(cachedMenus(store)).toEqual(adminMenus);
    actor.send({ type: 'LOGOUT' });
    await settle(actor, 'loggedOut');
    expect(cachedMenus(store)).toBeUndefined();
    actor.send({ type: 'LOGIN', credentials: { ...credentials, username: 'editor' }, rememberMe: false });
    const ready = await settle(actor, 'ready');
    expect(ready.context).toMatchObject({ user: { username: 'editor' }, roles: ['menu:list'] });
    expect(cachedMenus(store)).toEqual(editorMenus);
    expect(http.calls.filter((c) => c.key === 'GET api/menus/build')).toHaveLength(2);
  });

  describe('several tabs (BroadcastChannel)', () => {
    it('logging out in one tab signs the other out', async () => {
      await fakeHttp({
        'POST auth/login': loginAnswer('Bearer shared', { username: 'admin', roles: ['admin'] }),
        'GET auth/info': { status: 200, data: { username: 'admin', roles: ['admin'] } },
        'GET api/menus/build': { status: 200, data: adminMenus },
        'DELETE auth/logout': { status: 200 },
      });
      const channelName = freshChannel();
      const first = await start({ channelName });
      first.actor.send({ type: 'LOGIN', credentials, rememberMe: false });
      await settle(first.actor, 'ready');
      // The second tab opens later with the same cookie jar.
      const second = await start({ channelName });
      await settle(second.actor, 'ready');

      first.actor.send({ type: 'LOGOUT' });
      await settle(first.actor, 'loggedOut');
      const out = await settle(second.actor, 'loggedOut');
      expect(out.context).toMatchObject({ token: undefined, user: undefined });
      expect(cachedMenus(second.store)).toBeUndefined();
    });

    it('logging in in one tab lets a tab waiting on /login continue with the new cookie', async () => {
      const http = await fakeHttp({
        'POST auth/login': loginAnswer('Bearer shared', { username: 'admin', roles: ['admin'] }),
        'GET auth/info': { status: 200, data: { username: 'admin', roles: ['admin'] } },
        'GET api/menus/build': { status: 200, data: adminMenus },
      });
      const channelName = freshChannel();
      const waiting = await start({ channelName });
      const active = await start({ channelName });
      expect(waiting.actor.getSnapshot().value).toBe('loggedOut');

      active.actor.send({ type: 'LOGIN', credentials, rememberMe: false });
      const ready = await settle(waiting.actor, 'ready');
      expect(ready.context).toMatchObject({ token: 'Bearer shared', user: { username: 'admin' } });
      expect(cachedMenus(waiting.store)).toEqual(adminMenus);
      expect(http.calls.filter((c) => c.key === 'GET auth/info')[0]?.headers.Authorization).toBe('Bearer shared');
    });

    it('a tab told of a sign-in before the cookie shows in its document waits for it, then continues', async () => {
      const http = await fakeHttp({
        'GET auth/info': { status: 200, data: { username: 'admin', roles: ['admin'] } },
        'GET api/menus/build': { status: 200, data: adminMenus },
      });
      const channelName = freshChannel();
      const waiting = await start({ channelName });
      expect(waiting.actor.getSnapshot().value).toBe('loggedOut');
      // The other tab's message first, its cookie a moment later.
      const other = new BroadcastChannel(channelName);
      const probe = new BroadcastChannel(channelName);
      disposeAfterTest(() => [other, probe].forEach((channel) => channel.close()));
      const delivered = new Promise((resolve) => (probe.onmessage = resolve));
      other.postMessage({ type: 'signed-in' });
      await delivered;
      expect(waiting.actor.getSnapshot().value).toBe('loggedOut');
      setToken('Bearer late', false);
      const ready = await settle(waiting.actor, 'ready');
      expect(ready.context).toMatchObject({ token: 'Bearer late', user: { username: 'admin' } });
      expect(http.calls.find((c) => c.key === 'GET auth/info')?.headers.Authorization).toBe('Bearer late');
    });
  });

  describe('inspector', () => {
    beforeEach(() => {
      mockCreateBrowserInspector.mockClear();
      mockInspect.next.mockClear();
    });

    it('is not loaded unless asked for', async () => {
      await fakeHttp();
      await start();
      expect(mockCreateBrowserInspector).not.toHaveBeenCalled();
    });

    it('receives the machine\'s events and snapshots when asked for', async () => {
      await fakeHttp({ 'POST auth/login': { status: 400, data: { status: 400, message: '验证码错误' } } });
      const { actor } = await start({ inspect: true });
      expect(mockCreateBrowserInspector).toHaveBeenCalledTimes(1);
      actor.send({ type: 'LOGIN', credentials, rememberMe: false });
      await settle(actor, 'loggedOut');
      const seen = mockInspect.next.mock.calls.map(([event]) => event as { type: string; event?: { type: string }; snapshot?: { value?: unknown } });
      expect(seen).toContainEqual(expect.objectContaining({ type: '@xstate.event', event: expect.objectContaining({ type: 'LOGIN' }) }));
      expect(seen.some((e) => e.type === '@xstate.snapshot' && e.snapshot?.value === 'loggingIn')).toBe(true);
      expect(seen.some((e) => e.type === '@xstate.actor')).toBe(true);
    });
  });
});
