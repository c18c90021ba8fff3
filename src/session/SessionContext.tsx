import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
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

/** Selects from the session's current snapshot and re-renders when the selection changes. */
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
  const snapshot = useSyncExternalStore(actor ? subscribe : noSubscription, () => actor?.getSnapshot());
  return selector(snapshot);
}
