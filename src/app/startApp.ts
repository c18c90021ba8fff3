import { createSessionHandle, type SessionHandle } from '../session/sessionHandle';
import { connectHttpErrors } from './httpErrors/connectHttpErrors';
import { connectSessionNavigation } from './sessionNavigation';
import { makeRouter, type AppRouter, type CreateRouter } from './router';
import { makeStore, type AppStore } from './store';

export interface AppServices {
  store: AppStore;
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
  const session = createSessionHandle({ dispatch: store.dispatch, inspect, ...(sessionChannel !== undefined ? { channelName: sessionChannel } : {}) });
  const router = makeRouter(session, createRouter);
  const disconnectErrors = connectHttpErrors({ dispatch: store.dispatch, session, navigate: (to) => router.navigate(to) });
  let disconnectNavigation: (() => void) | undefined;
  const stopWatching = session.subscribe(() => {
    if (session.current && !disconnectNavigation) disconnectNavigation = connectSessionNavigation(session.current, router);
  });
  return {
    store,
    session,
    router,
    dispose() {
      stopWatching();
      disconnectNavigation?.();
      disconnectErrors();
      session.dispose();
      router.dispose();
    },
  };
}

/** `?inspect` in the address, or `inspect: true` in config.json. */
export function inspectRequested(search: string, configured: boolean): boolean {
  return configured || new URLSearchParams(search).has('inspect');
}
