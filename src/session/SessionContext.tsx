import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector';
import type { SessionActor, SessionHandle, SessionSnapshot } from './sessionHandle';

/*
 * React access to the session. Written on useSyncExternalStore rather than
 * @xstate/react so the login page can use it without pulling xstate into the first
 * download; the snapshot is undefined until the session module has loaded.
 */

export const SessionContext = createContext<SessionHandle | null>(null);

export function useSessionHandle(): SessionHandle {
  const handle = useContext(SessionContext);
  if (!handle) throw new Error('useSessionHandle needs a <SessionContext.Provider>');
  return handle;
}

/** The running session actor, or undefined while its module is still loading. */
export function useSessionActor(): SessionActor | undefined {
  const handle = useSessionHandle();
  return useSyncExternalStore(handle.subscribe, () => handle.current);
}

const noSubscription = () => () => {};

/**
 * Selects from the session's current snapshot and re-renders only when the selection
 * changes (Object.is), not on every transition of the machine. React batches the
 * notifications of one transition into one render.
 */
export function useSessionSelector<T>(selector: (snapshot: SessionSnapshot | undefined) => T): T {
  const actor = useSessionActor();
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription();
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const getSnapshot = () => actor?.getSnapshot();
  return useSyncExternalStoreWithSelector(subscribe, getSnapshot, getSnapshot, selector);
}
