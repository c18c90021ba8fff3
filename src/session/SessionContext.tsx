import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector';
import { inNextTask } from '../shared/scheduling/nextTask';
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
 * True around a part of the page that is not shown: the shell waiting behind the login
 * page (ShellFrame). Its components do not follow the session while it is hidden, and
 * read it afresh when it is shown: signing in then fills the shell in once, with the
 * user, roles and menus together, instead of rendering the user while the menus load
 * (that render held up the menus answer on a busy machine).
 */
export const SessionFollowPaused = createContext(false);

/**
 * Selects from the session's current snapshot and re-renders only when the selection
 * changes (Object.is), not on every transition of the machine: the shell, rendered
 * ahead on the login page, must not re-render when the login form sends its event.
 * Components hear of a transition in a later task, all together: a transition often
 * starts a call (the menus, once the login answer is in), and the call is on its way
 * before anything renders.
 */
export function useSessionSelector<T>(selector: (snapshot: SessionSnapshot | undefined) => T): T {
  const actor = useSessionActor();
  const paused = useContext(SessionFollowPaused);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor || paused) return noSubscription();
      let cancel: (() => void) | undefined;
      const subscription = actor.subscribe(() => {
        cancel ??= inNextTask(() => {
          cancel = undefined;
          onChange();
        });
      });
      return () => {
        subscription.unsubscribe();
        cancel?.();
      };
    },
    [actor, paused],
  );
  const getSnapshot = () => actor?.getSnapshot();
  return useSyncExternalStoreWithSelector(subscribe, getSnapshot, getSnapshot, selector);
}
