import Cookies from 'js-cookie';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { getToken, setToken, TOKEN_COOKIE } from '../shared/auth/tokenCookie';
import { LOGOUT_TIMEOUT_MS, sessionMachine, type Credentials } from './sessionMachine';
import { DEFAULT_ROLE, type SignedIn, type UserInfo } from './user';

/*
 * Every transition of the session machine with fake actors: no network, no store.
 * The fakes record what they were asked and answer from per-test tables.
 */

const credentials: Credentials = { username: 'admin', password: 'cipher', code: '8', uuid: 'code-key-1' };

interface Fakes {
  login?: (input: Credentials) => Promise<SignedIn>;
  fetchInfo?: () => Promise<UserInfo>;
  loadMenus?: () => Promise<void>;
  logout?: () => Promise<unknown>;
}

function startSession(fakes: Fakes = {}, clock?: SimulatedClock) {
  const calls = { login: [] as Credentials[], fetchInfo: 0, loadMenus: 0, logout: 0, resetApiCache: 0, announcedIn: 0, announcedOut: 0 };
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise(async ({ input }: { input: Credentials }) => {
        calls.login.push(input);
        return (fakes.login ?? (async () => ({ token: 'Bearer admin-token', user: { username: 'admin' }, roles: ['admin'] })))(input);
      }),
      fetchInfo: fromPromise(async () => {
        calls.fetchInfo += 1;
        return (fakes.fetchInfo ?? (async () => ({ user: { username: 'admin' }, roles: ['admin'] })))();
      }),
      loadMenus: fromPromise(async () => {
        calls.loadMenus += 1;
        return (fakes.loadMenus ?? (async () => undefined))();
      }),
      logout: fromPromise(async () => {
        calls.logout += 1;
        return (fakes.logout ?? (async () => undefined))();
      }),
    },
    actions: {
      resetApiCache: () => {
        calls.resetApiCache += 1;
      },
      announceSignedIn: () => {
        calls.announcedIn += 1;
      },
      announceSignedOut: () => {
        calls.announcedOut += 1;
      },
    },
  });
  const actor = createActor(machine, clock ? { clock } : {});
  actor.start();
  return { actor, calls };
}

const settle = (actor: ReturnType<typeof startSession>['actor'], state: string) => waitFor(actor, (s) => s.value === state, { timeout: 1000 });

async function signedIn(fakes: Fakes = {}) {
  const session = startSession(fakes);
  session.actor.send({ type: 'LOGIN', credentials, rememberMe: false });
  await settle(session.actor, 'ready');
  return session;
}

describe('session machine', () => {
  afterEach(() => jest.restoreAllMocks());

  describe('page load', () => {
    it('is logged out without a token cookie and calls nothing', () => {
      const { actor, calls } = startSession();
      expect(actor.getSnapshot().value).toBe('loggedOut');
      expect(calls.fetchInfo).toBe(0);
    });

    it('with a token but no roles fetches auth/info, then the menus, then is ready', async () => {
      setToken('Bearer from-cookie', false);
      const { actor, calls } = startSession({ fetchInfo: async () => ({ user: { username: 'editor' }, roles: ['menu:list'] }) });
      expect(actor.getSnapshot().value).toBe('fetchingInfo');
      const ready = await settle(actor, 'ready');
      expect(ready.context).toMatchObject({ token: 'Bearer from-cookie', user: { username: 'editor' }, roles: ['menu:list'] });
      expect(calls).toMatchObject({ fetchInfo: 1, loadMenus: 1, login: [] });
    });

    it('logs out when user info fails: calls logout, removes the cookie and clears the context', async () => {
      setToken('Bearer stale', false);
      const { actor, calls } = startSession({ fetchInfo: () => Promise.reject({ kind: 'http', status: 401, message: '当前登录状态过期' }) });
      const out = await settle(actor, 'loggedOut');
      expect(calls.logout).toBe(1);
      expect(calls.loadMenus).toBe(0);
      expect(getToken()).toBeUndefined();
      expect(out.context).toMatchObject({ token: undefined, user: undefined, roles: [] });
    });
  });

  describe('login', () => {
    it('stores token, user and roles, loads the menus and is ready', async () => {
      const { actor, calls } = startSession();
      actor.send({ type: 'LOGIN', credentials, rememberMe: false });
      expect(actor.getSnapshot().value).toBe('loggingIn');
      const ready = await settle(actor, 'ready');
      expect(calls.login).toEqual([credentials]);
      expect(ready.context).toMatchObject({ token: 'Bearer admin-token', user: { username: 'admin' }, roles: ['admin'], error: undefined });
      expect(getToken()).toBe('Bearer admin-token');
      expect(calls.announcedIn).toBe(1);
    });

    it('keeps the token cookie one day with 记住我, for the browser session without', async () => {
      const set = jest.spyOn(Cookies, 'set');
      const remembered = startSession();
      remembered.actor.send({ type: 'LOGIN', credentials, rememberMe: true });
      await settle(remembered.actor, 'ready');
      expect(set).toHaveBeenLastCalledWith(TOKEN_COOKIE, 'Bearer admin-token', expect.objectContaining({ expires: 1 }));

      set.mockClear();
      Cookies.remove(TOKEN_COOKIE);
      const forgotten = startSession();
      forgotten.actor.send({ type: 'LOGIN', credentials, rememberMe: false });
      await settle(forgotten.actor, 'ready');
      expect(set).toHaveBeenLastCalledWith(TOKEN_COOKIE, 'Bearer admin-token', expect.not.objectContaining({ expires: expect.anything() }));
    });

    it('goes back to loggedOut with the server message when login is refused, storing nothing', async () => {
      const { actor, calls } = startSession({ login: () => Promise.reject({ kind: 'http', status: 400, message: '验证码错误' }) });
      actor.send({ type: 'LOGIN', credentials, rememberMe: true });
      const out = await settle(actor, 'loggedOut');
      expect(out.context.error).toBe('验证码错误');
      expect(getToken()).toBeUndefined();
      expect(calls.loadMenus).toBe(0);
      expect(calls.announcedIn).toBe(0);
    });

    it('clears the previous error when trying again', async () => {
      let attempt = 0;
      const { actor } = startSession({
        login: async () => {
          attempt += 1;
          if (attempt === 1) throw new Error('用户名或密码错误');
          return { token: 'Bearer t2', user: { username: 'admin' }, roles: [DEFAULT_ROLE] };
        },
      });
      actor.send({ type: 'LOGIN', credentials, rememberMe: false });
      expect((await settle(actor, 'loggedOut')).context.error).toBe('用户名或密码错误');
      actor.send({ type: 'LOGIN', credentials, rememberMe: false });
      expect(actor.getSnapshot().context.error).toBeUndefined();
      expect((await settle(actor, 'ready')).context.roles).toEqual([DEFAULT_ROLE]);
    });

    it('ignores a second LOGIN while the first is under way', async () => {
      let answer: (value: SignedIn) => void = () => {};
      const { actor, calls } = startSession({ login: () => new Promise((resolve) => (answer = resolve)) });
      actor.send({ type: 'LOGIN', credentials, rememberMe: false });
      actor.send({ type: 'LOGIN', credentials: { ...credentials, code: '9' }, rememberMe: false });
      answer({ token: 'Bearer once', user: { username: 'admin' }, roles: ['admin'] });
      await settle(actor, 'ready');
      expect(calls.login).toHaveLength(1);
    });
  });

  describe('menus', () => {
    it('is ready when the menus fail to load: the shell shows why, from the menus cache, with 重试', async () => {
      const { actor, calls } = await signedIn({ loadMenus: () => Promise.reject({ kind: 'network', status: 0, message: '接口请求失败' }) });
      expect(actor.getSnapshot().value).toBe('ready');
      expect(actor.getSnapshot().context.error).toBeUndefined();
      expect(calls.loadMenus).toBe(1);
    });
  });

  describe('profile changes', () => {
    it('USER_UPDATED merges the changes into the signed-in user, staying ready', async () => {
      const { actor } = await signedIn();
      const before = actor.getSnapshot().context.user;
      actor.send({ type: 'USER_UPDATED', changes: { avatar: 'new.png', nickName: '新昵称' } });
      expect(actor.getSnapshot().value).toBe('ready');
      expect(actor.getSnapshot().context.user).toEqual({ ...before, avatar: 'new.png', nickName: '新昵称' });
    });
  });

  describe('logout', () => {
    it('calls logout, then clears token, roles, menus and the cookie, resets the API cache and tells the other tabs', async () => {
      const { actor, calls } = await signedIn();
      actor.send({ type: 'LOGOUT' });
      expect(actor.getSnapshot().value).toBe('loggingOut');
      // The call still carries the token.
      expect(getToken()).toBe('Bearer admin-token');
      const out = await settle(actor, 'loggedOut');
      expect(calls.logout).toBe(1);
      expect(out.context).toEqual({ token: undefined, user: undefined, roles: [], error: undefined, rememberMe: false });
      expect(getToken()).toBeUndefined();
      expect(calls.resetApiCache).toBe(1);
      expect(calls.announcedOut).toBe(1);
    });

    it('clears everything even when the logout call fails', async () => {
      const { actor, calls } = await signedIn({ logout: () => Promise.reject({ kind: 'network', status: 0, message: '接口请求失败' }) });
      actor.send({ type: 'LOGOUT' });
      const out = await settle(actor, 'loggedOut');
      expect(out.context).toMatchObject({ token: undefined, roles: [] });
      expect(getToken()).toBeUndefined();
      expect(calls.announcedOut).toBe(1);
    });

    it('clears everything after five seconds when the logout call never answers', async () => {
      const clock = new SimulatedClock();
      const { actor } = startSession({ logout: () => new Promise(() => {}) }, clock);
      actor.send({ type: 'LOGIN', credentials, rememberMe: false });
      await settle(actor, 'ready');
      actor.send({ type: 'LOGOUT' });
      clock.increment(LOGOUT_TIMEOUT_MS - 1);
      expect(actor.getSnapshot().value).toBe('loggingOut');
      clock.increment(1);
      expect(actor.getSnapshot().value).toBe('loggedOut');
      expect(getToken()).toBeUndefined();
    });

    it('a logout answered after another tab signed in leaves that tab\'s cookie and signs no other tab out', async () => {
      let answer = () => {};
      const { actor, calls } = await signedIn({ logout: () => new Promise((resolve) => (answer = () => resolve(undefined))) });
      actor.send({ type: 'LOGOUT' });
      // Meanwhile another tab signs in: the cookie, which the tabs share, holds its token.
      setToken('Bearer other-tab', false);
      answer();
      const out = await settle(actor, 'loggedOut');
      expect(getToken()).toBe('Bearer other-tab');
      expect(calls.announcedOut).toBe(0);
      expect(out.context).toMatchObject({ token: undefined, user: undefined, roles: [] });
      expect(calls.resetApiCache).toBe(1);
    });

    it('a logout that never answers leaves another tab\'s new cookie too', async () => {
      const clock = new SimulatedClock();
      const { actor, calls } = startSession({ logout: () => new Promise(() => {}) }, clock);
      actor.send({ type: 'LOGIN', credentials, rememberMe: false });
      await settle(actor, 'ready');
      actor.send({ type: 'LOGOUT' });
      setToken('Bearer other-tab', false);
      clock.increment(LOGOUT_TIMEOUT_MS);
      expect(actor.getSnapshot().value).toBe('loggedOut');
      expect(getToken()).toBe('Bearer other-tab');
      expect(calls.announcedOut).toBe(0);
    });

    it('gives the next user of the tab their own session: the API cache (menus included) is reset and loaded again', async () => {
      const users: Record<string, { token: string; roles: string[] }> = { admin: { token: 'Bearer a', roles: ['admin'] }, editor: { token: 'Bearer e', roles: ['menu:list'] } };
      const menusLoadedWith: (string | undefined)[] = [];
      const { actor, calls } = startSession({
        login: async (input) => ({ token: users[input.username]!.token, user: { username: input.username }, roles: users[input.username]!.roles }),
        loadMenus: async () => void menusLoadedWith.push(getToken()),
      });
      actor.send({ type: 'LOGIN', credentials, rememberMe: false });
      await settle(actor, 'ready');
      actor.send({ type: 'LOGOUT' });
      await settle(actor, 'loggedOut');
      expect(calls.resetApiCache).toBe(1);
      actor.send({ type: 'LOGIN', credentials: { ...credentials, username: 'editor' }, rememberMe: false });
      const ready = await settle(actor, 'ready');
      expect(ready.context).toMatchObject({ user: { username: 'editor' }, roles: ['menu:list'], token: 'Bearer e' });
      expect(getToken()).toBe('Bearer e');
      // Each user's menus were asked for with that user's token, after the reset.
      expect(menusLoadedWith).toEqual(['Bearer a', 'Bearer e']);
    });
  });

  describe('expiry (401)', () => {
    it('moves to expired once, however many 401s arrive, and back to ready on DISMISS_EXPIRED', async () => {
      const { actor } = await signedIn();
      let entered = 0;
      let previous = actor.getSnapshot().value;
      actor.subscribe((s) => {
        if (s.value === 'expired' && previous !== 'expired') entered += 1;
        previous = s.value;
      });
      for (let i = 0; i < 10; i += 1) actor.send({ type: 'SESSION_EXPIRED' });
      expect(actor.getSnapshot().value).toBe('expired');
      expect(entered).toBe(1);
      actor.send({ type: 'DISMISS_EXPIRED' });
      expect(actor.getSnapshot().value).toBe('ready');
      expect(actor.getSnapshot().context.user).toEqual({ username: 'admin' });
    });

    it('logs out on RELOGIN', async () => {
      const { actor, calls } = await signedIn();
      actor.send({ type: 'SESSION_EXPIRED' });
      actor.send({ type: 'RELOGIN' });
      await settle(actor, 'loggedOut');
      expect(calls.logout).toBe(1);
      expect(getToken()).toBeUndefined();
    });

    it('expires while the menus are loading too', async () => {
      const { actor } = startSession({ loadMenus: () => new Promise(() => {}) });
      actor.send({ type: 'LOGIN', credentials, rememberMe: false });
      await settle(actor, 'loadingMenus');
      actor.send({ type: 'SESSION_EXPIRED' });
      expect(actor.getSnapshot().value).toBe('expired');
    });

    it('ignores a 401 when not signed in: on the login page, while checking the token, while logging out', async () => {
      const out = startSession();
      out.actor.send({ type: 'SESSION_EXPIRED' });
      expect(out.actor.getSnapshot().value).toBe('loggedOut');

      setToken('Bearer t', false);
      const checking = startSession({ fetchInfo: () => new Promise(() => {}) });
      checking.actor.send({ type: 'SESSION_EXPIRED' });
      expect(checking.actor.getSnapshot().value).toBe('fetchingInfo');

      const leaving = await signedIn({ logout: () => new Promise(() => {}) });
      leaving.actor.send({ type: 'LOGOUT' });
      leaving.actor.send({ type: 'SESSION_EXPIRED' });
      expect(leaving.actor.getSnapshot().value).toBe('loggingOut');
    });
  });

  describe('other tabs', () => {
    it('SIGNED_OUT_ELSEWHERE clears this tab without calling the server or echoing', async () => {
      const { actor, calls } = await signedIn();
      Cookies.remove(TOKEN_COOKIE);
      actor.send({ type: 'SIGNED_OUT_ELSEWHERE' });
      expect(actor.getSnapshot().value).toBe('loggedOut');
      expect(actor.getSnapshot().context).toMatchObject({ token: undefined, roles: [] });
      expect(calls).toMatchObject({ logout: 0, announcedOut: 0, resetApiCache: 1 });
    });

    it('SIGNED_OUT_ELSEWHERE also ends an expired session and closes its dialog state', async () => {
      const { actor } = await signedIn();
      actor.send({ type: 'SESSION_EXPIRED' });
      actor.send({ type: 'SIGNED_OUT_ELSEWHERE' });
      expect(actor.getSnapshot().value).toBe('loggedOut');
    });

    it('SIGNED_IN_ELSEWHERE lets a tab on the login page continue with the new cookie', async () => {
      const { actor, calls } = startSession({ fetchInfo: async () => ({ user: { username: 'editor' }, roles: ['menu:list'] }) });
      actor.send({ type: 'SIGNED_IN_ELSEWHERE' });
      expect(actor.getSnapshot().value).toBe('loggedOut');
      setToken('Bearer from-other-tab', false);
      actor.send({ type: 'SIGNED_IN_ELSEWHERE' });
      const ready = await settle(actor, 'ready');
      expect(ready.context).toMatchObject({ token: 'Bearer from-other-tab', user: { username: 'editor' } });
      expect(calls.login).toEqual([]);
    });

    it('SIGNED_IN_ELSEWHERE with the same token changes nothing; with another user\'s token reloads user and menus', async () => {
      let who = 'admin';
      const { actor, calls } = await signedIn({
        fetchInfo: async () => ({ user: { username: who }, roles: ['menu:list'] }),
      });
      actor.send({ type: 'SIGNED_IN_ELSEWHERE' });
      expect(actor.getSnapshot().value).toBe('ready');
      expect(calls.fetchInfo).toBe(0);

      who = 'editor';
      setToken('Bearer editor-elsewhere', false);
      actor.send({ type: 'SIGNED_IN_ELSEWHERE' });
      expect(actor.getSnapshot().value).toBe('fetchingInfo');
      expect(actor.getSnapshot().context.user).toBeUndefined();
      const ready = await settle(actor, 'ready');
      expect(ready.context).toMatchObject({ token: 'Bearer editor-elsewhere', user: { username: 'editor' } });
      expect(calls.loadMenus).toBe(2);
      expect(calls.resetApiCache).toBe(1);
    });

    it('an expired tab continues when another tab signs in again', async () => {
      const { actor } = await signedIn();
      actor.send({ type: 'SESSION_EXPIRED' });
      setToken('Bearer fresh', false);
      actor.send({ type: 'SIGNED_IN_ELSEWHERE' });
      expect((await settle(actor, 'ready')).context.token).toBe('Bearer fresh');
    });
  });
});
