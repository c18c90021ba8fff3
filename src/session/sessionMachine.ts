import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { LoginRequest } from '../api/auth';
import { getToken, removeOwnToken, setToken } from '../shared/auth/tokenCookie';
import type { SessionUser, SignedIn, UserInfo } from './user';

/*
 * The session of one browser tab (SPEC.md sections 2 and 4, issue 3). It owns the
 * token cookie, the signed-in user and their roles, and loads the user's menus into
 * their one home, the RTK Query cache (api/menus/build), before it is ready. The server
 * calls are invoked actors named login / fetchInfo / loadMenus / logout; createSession
 * provides ones that go through RTK Query, tests provide fakes.
 *
 *   checking      -> fetchingInfo (token cookie) | loggedOut (none)
 *   loggedOut     -LOGIN-> loggingIn;  -SIGNED_IN_ELSEWHERE (cookie)-> fetchingInfo
 *   loggingIn     -done-> loadingMenus (token stored);  -error-> loggedOut (error kept)
 *   fetchingInfo  -done-> loadingMenus;  -error-> loggingOut
 *   loadingMenus  -done/error-> ready (a failure is shown by the shell, with 重试)
 *   ready         -SESSION_EXPIRED-> expired
 *   expired       -DISMISS_EXPIRED-> ready;  -RELOGIN-> loggingOut
 *   signed in     -LOGOUT-> loggingOut;  -SIGNED_OUT_ELSEWHERE-> loggedOut;
 *                 -SIGNED_IN_ELSEWHERE (another token in the cookie)-> fetchingInfo
 *   loggingOut    -done/error/5 s-> loggedOut (cookie, context and API cache cleared)
 */

export type Credentials = LoginRequest;

export interface SessionContext {
  token: string | undefined;
  user: SessionUser | undefined;
  roles: string[];
  /** The message of the last failure (login refused, user info not loaded). */
  error: string | undefined;
  /** 记住我 of the current login: the token cookie lives one day instead of the browser session. */
  rememberMe: boolean;
}

export type SessionEvent =
  | { type: 'LOGIN'; credentials: Credentials; rememberMe: boolean }
  | { type: 'LOGOUT' }
  /** A call answered body status 401. */
  | { type: 'SESSION_EXPIRED' }
  /** 重新登录 in the session-expired dialog. */
  | { type: 'RELOGIN' }
  /** 取消 in the session-expired dialog: stay on the page. */
  | { type: 'DISMISS_EXPIRED' }
  /** The signed-in user's own record changed (profile, avatar): the shell shows it at once. */
  | { type: 'USER_UPDATED'; changes: Partial<SessionUser> }
  /** Another tab logged out, or the token cookie disappeared. */
  | { type: 'SIGNED_OUT_ELSEWHERE' }
  /** Another tab logged in, or a token cookie appeared. */
  | { type: 'SIGNED_IN_ELSEWHERE' };

export const LOGOUT_TIMEOUT_MS = 5000;

const signedOutContext = (): SessionContext => ({ token: undefined, user: undefined, roles: [], error: undefined, rememberMe: false });

/** A readable message from whatever an actor rejected with (ApiError, Error, ...). */
export function messageOf(error: unknown, fallback = '操作失败'): string {
  if (error !== null && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    const message = (error as { message: string }).message;
    if (message.trim() !== '') return message;
  }
  return fallback;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`The session actor "${name}" was not provided`));

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    login: fromPromise<SignedIn, Credentials>(notProvided('login')),
    fetchInfo: fromPromise<UserInfo>(notProvided('fetchInfo')),
    loadMenus: fromPromise<void>(notProvided('loadMenus')),
    logout: fromPromise<unknown>(notProvided('logout')),
  },
  actions: {
    storeToken: (_, params: { token: string; rememberMe: boolean }) => setToken(params.token, params.rememberMe),
    /** Only this session's token: another tab may have signed in meanwhile (the cookie is shared). */
    removeToken: ({ context }) => removeOwnToken(context.token),
    /** Drops every cached answer so the next user never sees the previous one's data. */
    resetApiCache: () => {},
    /** Tells the other tabs (BroadcastChannel); provided by createSession. */
    announceSignedIn: () => {},
    announceSignedOut: () => {},
    /** Not when the cookie holds another session's token: the other tabs are signed in with it. */
    signOutOtherTabs: enqueueActions<SessionContext, SessionEvent, undefined, SessionEvent, never, { type: 'announceSignedOut'; params: unknown }, { type: 'tokenChanged'; params: unknown }>(({ check, enqueue }) => {
      if (!check('tokenChanged')) enqueue('announceSignedOut');
    }),
    clearContext: assign(signedOutContext),
    takeCookieToken: assign({ token: () => getToken() }),
  },
  guards: {
    hasToken: () => getToken() !== undefined,
    /** The cookie holds a token this session did not sign in with (another tab logged in). */
    tokenChanged: ({ context }) => {
      const token = getToken();
      return token !== undefined && token !== context.token;
    },
  },
  delays: {
    logoutTimeout: LOGOUT_TIMEOUT_MS,
  },
}).createMachine({
  id: 'session',
  context: signedOutContext,
  initial: 'checking',
  states: {
    /** Page load: a token cookie means a session to resume. */
    checking: {
      always: [{ guard: 'hasToken', target: 'fetchingInfo' }, { target: 'loggedOut' }],
    },

    loggedOut: {
      on: {
        LOGIN: {
          target: 'loggingIn',
          actions: assign({ error: undefined, rememberMe: ({ event }) => event.rememberMe }),
        },
        SIGNED_IN_ELSEWHERE: { guard: 'hasToken', target: 'fetchingInfo' },
      },
    },

    loggingIn: {
      invoke: {
        src: 'login',
        input: ({ event }) => {
          if (event.type !== 'LOGIN') throw new Error('loggingIn is entered by LOGIN only');
          return event.credentials;
        },
        onDone: {
          target: 'loadingMenus',
          actions: [
            assign({ token: ({ event }) => event.output.token, user: ({ event }) => event.output.user, roles: ({ event }) => event.output.roles }),
            { type: 'storeToken', params: ({ event, context }) => ({ token: event.output.token, rememberMe: context.rememberMe }) },
            'announceSignedIn',
          ],
        },
        onError: {
          target: 'loggedOut',
          actions: assign({ error: ({ event }) => messageOf(event.error, '登录失败') }),
        },
      },
    },

    /** A token but no user and roles yet (page load, or another tab logged in). */
    fetchingInfo: {
      entry: ['takeCookieToken'],
      invoke: {
        src: 'fetchInfo',
        onDone: {
          target: 'loadingMenus',
          actions: assign({ user: ({ event }) => event.output.user, roles: ({ event }) => event.output.roles, error: undefined }),
        },
        // SPEC.md section 4: user info fails to load -> log out (and go to /login).
        onError: {
          target: 'loggingOut',
          actions: assign({ error: ({ event }) => messageOf(event.error, '获取用户信息失败') }),
        },
      },
      on: {
        LOGOUT: 'loggingOut',
        SIGNED_OUT_ELSEWHERE: { target: 'loggedOut', actions: ['removeToken', 'clearContext', 'resetApiCache'] },
      },
    },

    loadingMenus: {
      invoke: {
        src: 'loadMenus',
        onDone: 'ready',
        // Signed in without menus: the shell shows why, with 重试 (the query's refetch).
        onError: 'ready',
      },
      on: {
        SESSION_EXPIRED: 'expired',
        LOGOUT: 'loggingOut',
        SIGNED_OUT_ELSEWHERE: { target: 'loggedOut', actions: ['removeToken', 'clearContext', 'resetApiCache'] },
        SIGNED_IN_ELSEWHERE: { guard: 'tokenChanged', target: 'fetchingInfo', actions: ['clearContext', 'resetApiCache'] },
      },
    },

    ready: {
      on: {
        USER_UPDATED: { actions: assign({ user: ({ context, event }) => (context.user ? { ...context.user, ...event.changes } : context.user) }) },
        SESSION_EXPIRED: 'expired',
        LOGOUT: 'loggingOut',
        SIGNED_OUT_ELSEWHERE: { target: 'loggedOut', actions: ['removeToken', 'clearContext', 'resetApiCache'] },
        SIGNED_IN_ELSEWHERE: { guard: 'tokenChanged', target: 'fetchingInfo', actions: ['clearContext', 'resetApiCache'] },
      },
    },

    /**
     * A call answered 401. The UI shows the one 系统提示 dialog while the machine is
     * here, so further 401s (already here) add nothing.
     */
    expired: {
      on: {
        RELOGIN: 'loggingOut',
        LOGOUT: 'loggingOut',
        DISMISS_EXPIRED: 'ready',
        SIGNED_OUT_ELSEWHERE: { target: 'loggedOut', actions: ['removeToken', 'clearContext', 'resetApiCache'] },
        // Another tab signed in again: this one continues with the fresh token.
        SIGNED_IN_ELSEWHERE: { guard: 'tokenChanged', target: 'fetchingInfo', actions: ['clearContext', 'resetApiCache'] },
      },
    },

    /** DELETE auth/logout, then clear everything whatever the answer (or after 5 s without one). */
    loggingOut: {
      invoke: {
        src: 'logout',
        onDone: { target: 'loggedOut', actions: ['removeToken', 'signOutOtherTabs', 'clearContext', 'resetApiCache'] },
        onError: { target: 'loggedOut', actions: ['removeToken', 'signOutOtherTabs', 'clearContext', 'resetApiCache'] },
      },
      after: {
        logoutTimeout: { target: 'loggedOut', actions: ['removeToken', 'signOutOtherTabs', 'clearContext', 'resetApiCache'] },
      },
      on: {
        SIGNED_OUT_ELSEWHERE: { target: 'loggedOut', actions: ['removeToken', 'clearContext', 'resetApiCache'] },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
