import type { Actor, SnapshotFrom } from 'xstate';
import type { Credentials, SessionMachine } from './sessionMachine';
import type { RunningSession, SessionOptions } from './createSession';

/*
 * The lightweight side of the session, safe for the first download: it only holds
 * types from xstate and loads the machine itself (createSession) on demand.
 */

export type SessionActor = Actor<SessionMachine>;
export type SessionSnapshot = SnapshotFrom<SessionMachine>;
export type SessionState = SessionSnapshot['value'];

export interface SessionHandle {
  /** The running session once loaded, else undefined. */
  readonly current: SessionActor | undefined;
  /** Loads and starts the session (once); later calls return the same actor. */
  load(): Promise<SessionActor>;
  /** Called when `current` becomes available. Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

export function createSessionHandle(options: SessionOptions, start: (options: SessionOptions) => Promise<RunningSession> = defaultStart): SessionHandle {
  let loading: Promise<SessionActor> | undefined;
  let running: RunningSession | undefined;
  let disposed = false;
  const listeners = new Set<() => void>();
  return {
    get current() {
      return running?.actor;
    },
    load() {
      loading ??= start(options).then(
        (session) => {
          if (disposed) session.dispose();
          running = session;
          listeners.forEach((listener) => listener());
          return session.actor;
        },
        (error: unknown) => {
          // A chunk that failed to download may succeed on the next try.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      disposed = true;
      running?.dispose();
    },
  };
}

function defaultStart(options: SessionOptions): Promise<RunningSession> {
  return import(/* webpackChunkName: "session" */ './createSession').then(({ createSession }) => createSession(options));
}

/** A handle around an actor that already runs (tests, tools). */
export function handleFor(actor: SessionActor): SessionHandle {
  return { current: actor, load: () => Promise.resolve(actor), subscribe: () => () => {}, dispose: () => actor.stop() };
}

const SIGNED_IN: readonly SessionState[] = ['loadingMenus', 'ready', 'expired'];
const SETTLED: readonly SessionState[] = ['ready', 'expired', 'loggedOut'];
const BUSY: readonly SessionState[] = ['checking', 'loggingIn', 'fetchingInfo', 'loadingMenus'];

export const isSignedIn = (snapshot: SessionSnapshot | undefined): boolean => snapshot !== undefined && SIGNED_IN.includes(snapshot.value);
export const isBusy = (snapshot: SessionSnapshot | undefined): boolean => snapshot !== undefined && BUSY.includes(snapshot.value);

function when(actor: SessionActor, done: (snapshot: SessionSnapshot) => boolean): Promise<SessionSnapshot> {
  return new Promise((resolve) => {
    const now = actor.getSnapshot();
    if (done(now)) {
      resolve(now);
      return;
    }
    const subscription = actor.subscribe((snapshot) => {
      if (!done(snapshot)) return;
      subscription.unsubscribe();
      resolve(snapshot);
    });
  });
}

/** Resolves once the session knows where it stands: ready, expired or logged out. */
export function whenSettled(actor: SessionActor): Promise<SessionSnapshot> {
  return when(actor, (snapshot) => SETTLED.includes(snapshot.value));
}

export type LoginOutcome = { ok: true } | { ok: false; message: string };

/**
 * Sends LOGIN and resolves when the server has answered: ok once the token is
 * stored (menus then load), or the message to show on the form.
 */
export async function submitLogin(actor: SessionActor, credentials: Credentials, rememberMe: boolean): Promise<LoginOutcome> {
  const before = actor.getSnapshot();
  if (before.value !== 'loggedOut') {
    return isSignedIn(before) ? { ok: true } : { ok: false, message: '正在登录，请稍候' };
  }
  actor.send({ type: 'LOGIN', credentials, rememberMe });
  const after = await when(actor, (snapshot) => snapshot.value !== 'loggingIn');
  return after.value === 'loggedOut' ? { ok: false, message: after.context.error ?? '登录失败' } : { ok: true };
}
