import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector';
import { atTaskEnd } from '../shared/scheduling/atTaskEnd';
import type { SessionHold } from './sessionHold';
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

/** Set by ShellFrame around the hidden shell (see SessionHold); null elsewhere. */
export const SessionHoldContext = createContext<SessionHold | null>(null);

/**
 * Selects from the session's current snapshot and re-renders only when the selection
 * changes (Object.is), not on every transition of the machine: the shell, rendered
 * ahead on the login page, must not re-render when the login form sends its event.
 * Components hear of a transition all together once the code that made it has run (at
 * the end of the task, atTaskEnd): a transition often starts a call (the menus, once
 * the login answer is in), and the call is on its way before anything renders. Under a
 * SessionHold (the hidden shell) they hear of it when the hold is released.
 */
export function useSessionSelector<T>(selector: (snapshot: SessionSnapshot | undefined) => T): T {
  const actor = useSessionActor();
  const hold = useContext(SessionHoldContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription();
      let cancel: (() => void) | undefined;
      const subscription = actor.subscribe(() => {
        cancel ??= atTaskEnd(() => {
          cancel = undefined;
          if (hold) hold.pass(onChange);
          else onChange();
        });
      });
      return () => {
        subscription.unsubscribe();
        cancel?.();
        hold?.drop(onChange);
      };
    },
    [actor, hold],
  );
  const getSnapshot = () => actor?.getSnapshot();
  return useSyncExternalStoreWithSelector(subscribe, getSnapshot, getSnapshot, selector);
}
