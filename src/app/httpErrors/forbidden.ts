import { isBusy, isSignedIn, type SessionHandle } from '../../session/sessionHandle';
import { paths } from '../../shared/routing/paths';
import { unauthorisedPageShown } from '../../views/error/unauthorisedPageShown';

/** The part of the data router this needs: where it is going, and going there. */
export interface Navigator {
  navigate: (to: string) => unknown;
  /** Calls back on every router state change; returns the unsubscribe function. */
  subscribe: (onChange: () => void) => () => void;
  /** True while no navigation is under way. */
  idle: () => boolean;
  /** The path the router is at. */
  pathname: () => string;
}

export interface Forbidden {
  /** A call answered 403. */
  raise(): void;
  stop(): void;
}

/** Calls `onChange` on every change of the session, once it is loaded. */
function watchSession(session: SessionHandle, onChange: () => void): () => void {
  let subscription: { unsubscribe(): void } | undefined;
  const attach = () => {
    subscription ??= session.current?.subscribe(onChange);
  };
  const stopWaiting = session.subscribe(attach);
  attach();
  return () => {
    stopWaiting();
    subscription?.unsubscribe();
  };
}

/**
 * "Forbidden" is a state, not a one-off navigation: raised by a 403, it lasts until the
 * /401 page is on screen (rendered, not merely routed to). Whenever the way is clear
 * (the session signed in and settled, no navigation under way) it heads for /401, so a
 * navigation that replaces that one (a click, a folder's redirect to its first page,
 * the login page moving on) only delays it; and once the page shows it is over, so it
 * never captures a later click. A 403 while the session is busy (signing in, loading
 * the menus) waits for it to settle; one that outlives its session is dropped.
 */
export function followForbidden(session: SessionHandle, router: Navigator): Forbidden {
  let raised = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const attempt = () => {
    if (!raised) return;
    const snapshot = session.current?.getSnapshot();
    if (unauthorisedPageShown.current() || snapshot?.value === 'loggedOut') {
      raised = false;
      return;
    }
    if (!isSignedIn(snapshot) || isBusy(snapshot) || !router.idle()) return;
    // Already there, the page not (yet) rendered: a navigation that replaces it brings
    // us back here; going again would only repeat a failed load of its code, in a loop.
    if (router.pathname() === paths.unauthorised) return;
    void router.navigate(paths.unauthorised);
  };
  // After a change, give rendered redirects (<Navigate>: a folder to its first page)
  // a turn to start theirs before deciding the way is clear.
  const onChange = () => {
    if (!raised || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      attempt();
    }, 0);
  };
  const stops = [router.subscribe(onChange), watchSession(session, onChange), unauthorisedPageShown.subscribe(attempt)];

  return {
    raise() {
      raised = true;
      attempt();
    },
    stop() {
      clearTimeout(timer);
      stops.forEach((stop) => stop());
    },
  };
}
