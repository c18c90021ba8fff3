import { createActor, fromPromise, type Actor, type InspectionEvent, type Observer } from 'xstate';
import { api, type ApiDispatch } from '../api/api';
import { maskedInspector } from './maskedInspector';
import { authApi } from '../api/auth';
import { menusApi } from '../api/menus';
import { sessionMachine, type Credentials, type SessionMachine } from './sessionMachine';
import { normaliseUser, parseLoginAnswer } from './user';
import { getToken } from '../shared/auth/tokenCookie';

/*
 * Builds the running session of this tab: the machine with actors that call the
 * server through RTK Query (so Redux DevTools shows each call), the BroadcastChannel
 * that keeps tabs in step, and the XState inspector when asked for. Loaded with a
 * dynamic import after the first render so xstate is not part of /login's weight.
 */

export const SESSION_CHANNEL = 'shop-admin-session';

type TabMessage = { type: 'signed-in' } | { type: 'signed-out' };

export interface SessionOptions {
  /** The store's dispatch; the session reaches the server only through the API's endpoints. */
  dispatch: ApiDispatch;
  /** Attach @statelyai/inspect (`?inspect` in the URL or `inspect: true` in config.json). */
  inspect?: boolean;
  /** BroadcastChannel name; null turns cross-tab sync off. */
  channelName?: string | null;
}

export interface RunningSession {
  actor: Actor<SessionMachine>;
  /** Stops the actor and closes the channel. */
  dispose(): void;
}

export function sessionActors(dispatch: ApiDispatch) {
  return {
    // Untracked: the answer holds the token and the arguments the password, so neither stays in the RTK Query cache.
    login: fromPromise(async ({ input }: { input: Credentials }) => parseLoginAnswer(await dispatch(authApi.endpoints.login.initiate(input, { track: false })).unwrap())),
    fetchInfo: fromPromise(async () =>
      normaliseUser(await dispatch(authApi.endpoints.getInfo.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap()),
    ),
    // Into the cache, where the shell reads them; the machine only waits for them.
    loadMenus: fromPromise(async () => {
      await dispatch(menusApi.endpoints.buildMenus.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap();
    }),
    logout: fromPromise(async () => dispatch(authApi.endpoints.logout.initiate()).unwrap()),
  };
}

async function loadInspector(): Promise<Observer<InspectionEvent> | undefined> {
  try {
    const { createBrowserInspector } = await import(/* webpackChunkName: "inspector" */ '@statelyai/inspect');
    return maskedInspector(createBrowserInspector().inspect);
  } catch (error) {
    console.warn('The XState inspector could not be started', error);
    return undefined;
  }
}

/** How long a tab told of a sign-in waits for the new cookie to show in its own document. */
const TOKEN_WAIT_MS = 2000;
const TOKEN_POLL_MS = 25;

/**
 * Calls `then` once the token cookie is visible here, or after TOKEN_WAIT_MS anyway (the
 * machine's guard then decides). The other tab's message can arrive before its cookie
 * reaches this tab's document (Chromium hands cookies to each page asynchronously), and
 * the machine ignores a sign-in it cannot see the token of: the waiting tab stayed on
 * /login (a browser test caught it, once). Returns a function that stops the wait.
 */
function whenTokenVisible(then: () => void): () => void {
  const giveUp = Date.now() + TOKEN_WAIT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    timer = undefined;
    if (getToken() !== undefined || Date.now() >= giveUp) then();
    else timer = setTimeout(check, TOKEN_POLL_MS);
  };
  check();
  return () => {
    if (timer !== undefined) clearTimeout(timer);
  };
}

const isTabMessage = (data: unknown): data is TabMessage =>
  data !== null && typeof data === 'object' && ((data as TabMessage).type === 'signed-in' || (data as TabMessage).type === 'signed-out');

export async function createSession({ dispatch, inspect = false, channelName = SESSION_CHANNEL }: SessionOptions): Promise<RunningSession> {
  const channel = channelName !== null && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(channelName) : undefined;
  const tell = (message: TabMessage) => channel?.postMessage(message);

  const machine = sessionMachine.provide({
    actors: sessionActors(dispatch),
    actions: {
      resetApiCache: () => {
        dispatch(api.util.resetApiState());
      },
      announceSignedIn: () => tell({ type: 'signed-in' }),
      announceSignedOut: () => tell({ type: 'signed-out' }),
    },
  });

  const inspector = inspect ? await loadInspector() : undefined;
  const actor = createActor(machine, { id: 'session', ...(inspector ? { inspect: inspector } : {}) });

  let stopWaiting = () => {};
  if (channel) {
    channel.onmessage = (message: MessageEvent<unknown>) => {
      if (!isTabMessage(message.data)) return;
      if (message.data.type === 'signed-out') {
        actor.send({ type: 'SIGNED_OUT_ELSEWHERE' });
        return;
      }
      stopWaiting();
      stopWaiting = whenTokenVisible(() => actor.send({ type: 'SIGNED_IN_ELSEWHERE' }));
    };
  }
  actor.start();

  return {
    actor,
    dispose: () => {
      stopWaiting();
      channel?.close();
      actor.stop();
    },
  };
}
