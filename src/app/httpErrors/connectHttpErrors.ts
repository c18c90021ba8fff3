import { httpEvents } from '../../api/httpEvents';
import { notify } from '../../features/notifications/notificationsSlice';
import { isBusy, type SessionHandle } from '../../session/sessionHandle';
import { paths } from '../../shared/routing/paths';
import { presentHttpError } from './presentHttpError';

/** The part of the data router this needs: where it is going, and going there. */
export interface Navigator {
  navigate: (to: string) => unknown;
  /** Calls back on every router state change; returns the unsubscribe function. */
  subscribe: (onChange: () => void) => () => void;
  /** True while no navigation is under way. */
  idle: () => boolean;
}

interface Deps {
  dispatch: (action: ReturnType<typeof notify>) => unknown;
  session: SessionHandle;
  router: Navigator;
}

/**
 * The one place where failed calls become UI: notifications through the store,
 * 401 through the session machine (whose `expired` state shows the single dialog,
 * however many calls fail), 403 through the router. Returns the disconnect function.
 *
 * A 403 while the session is still signing in (the menus call right after login) is
 * held until the session has settled and the login page has moved on, so /401 wins
 * over the redirect target instead of racing it.
 */
export function connectHttpErrors({ dispatch, session, router }: Deps): () => void {
  let forbiddenPending = false;
  const sendToUnauthorised = () => {
    if (isBusy(session.current?.getSnapshot()) || !router.idle()) {
      forbiddenPending = true;
      return;
    }
    forbiddenPending = false;
    void router.navigate(paths.unauthorised);
  };
  // After the router settles, give rendered redirects (<Navigate>, e.g. / -> /dashboard)
  // a turn to start theirs before deciding the way is clear.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopRouter = router.subscribe(() => {
    if (!forbiddenPending || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (forbiddenPending) sendToUnauthorised();
    }, 0);
  });
  const stopEvents = httpEvents.subscribe((event) => {
    const presentation = presentHttpError(event.error);
    switch (presentation.kind) {
      case 'notify':
        dispatch(notify({ message: presentation.message }));
        break;
      case 'expired':
        // Ignored by the machine unless signed in (login page, info check, logging out).
        session.current?.send({ type: 'SESSION_EXPIRED' });
        break;
      case 'forbidden':
        sendToUnauthorised();
        break;
    }
  });
  return () => {
    clearTimeout(timer);
    stopRouter();
    stopEvents();
  };
}
