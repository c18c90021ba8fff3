import { createSessionHandle, type SessionHandle } from '../session/sessionHandle';
import { connectHttpErrors } from './httpErrors/connectHttpErrors';
import { connectSessionNavigation } from './sessionNavigation';
import { makeRouter, type AppRouter, type CreateRouter } from './router';
import { makeStore, persistStoreOf, type AppStore } from './store';
import type { Persistor } from 'redux-persist';
import { connectTabOwner } from '../features/tabs/connectTabOwner';

export interface AppServices {
  store: AppStore;
  /** Restores the persisted settings and tabs. */
  persistor: Persistor;
  session: SessionHandle;
  router: AppRouter;
  dispose(): void;
}

export interface StartOptions {
  /** Redux DevTools. */
  devTools?: boolean;
  /** Attach the session machine to the XState inspector. */
  inspect?: boolean;
  /** A memory router in tests; the browser router otherwise. */
  createRouter?: CreateRouter;
  /** BroadcastChannel name of the session; null turns cross-tab sync off. */
  sessionChannel?: string | null;
}

/**
 * Wires the console together once config.json is loaded: the store, the session
 * (loaded lazily), the router with its guards, and the presenter that turns failed
 * calls into notifications, the session-expired dialog and the /401 page.
 */
export function startApp({ devTools, inspect = false, createRouter, sessionChannel }: StartOptions = {}): AppServices {
  const store = makeStore({ devTools });
  const persistor = persistStoreOf(store);
  // redux-persist writes on its own schedule: a choice made just before the tab is
  // reloaded or closed (a setting switched, then F5) is written as the page goes.
  const flushOnHide = () => void persistor.flush();
  window.addEventListener('pagehide', flushOnHide);
  const session = createSessionHandle({ dispatch: store.dispatch, inspect, ...(sessionChannel !== undefined ? { channelName: sessionChannel } : {}) });
  const router = makeRouter(session, createRouter);
  const disconnectErrors = connectHttpErrors({
    dispatch: store.dispatch,
    session,
    router: { navigate: (to) => router.navigate(to), subscribe: (onChange) => router.subscribe(onChange), idle: () => router.state.navigation.state === 'idle', pathname: () => router.state.location.pathname },
  });
  let disconnectNavigation: (() => void) | undefined;
  let disconnectTabOwner: (() => void) | undefined;
  const stopWatching = session.subscribe(() => {
    const actor = session.current;
    if (!actor || disconnectNavigation) return;
    disconnectNavigation = connectSessionNavigation(actor, router);
    disconnectTabOwner = connectTabOwner(actor, store);
  });
  return {
    store,
    persistor,
    session,
    router,
    dispose() {
      stopWatching();
      disconnectTabOwner?.();
      disconnectNavigation?.();
      window.removeEventListener('pagehide', flushOnHide);
      persistor.pause();
      disconnectErrors();
      session.dispose();
      router.dispose();
    },
  };
}

/**
 * `inspect: true` in config.json, or `?inspect` in the address of a development build.
 * Inspection hands the session and the store to other windows and extensions, so in
 * production only the deployment may turn it on, never a link someone was sent.
 */
export function inspectRequested(search: string, configured: boolean, production = process.env.NODE_ENV === 'production'): boolean {
  return configured || (!production && new URLSearchParams(search).has('inspect'));
}
