import { httpEvents } from '../../api/httpEvents';
import { notify } from '../../features/notifications/notificationsSlice';
import type { SessionHandle } from '../../session/sessionHandle';
import { followForbidden, type Navigator } from './forbidden';
import { presentHttpError } from './presentHttpError';

interface Deps {
  dispatch: (action: ReturnType<typeof notify>) => unknown;
  session: SessionHandle;
  router: Navigator;
}

/**
 * The one place where failed calls become UI: notifications through the store,
 * 401 through the session machine (whose `expired` state shows the single dialog,
 * however many calls fail; only for the token the session holds), 403 through the router (`followForbidden`: the /401 page
 * wins over navigations running into it). Returns the disconnect function.
 */
export function connectHttpErrors({ dispatch, session, router }: Deps): () => void {
  const forbidden = followForbidden(session, router);
  const stopEvents = httpEvents.subscribe((event) => {
    const presentation = presentHttpError(event.error);
    switch (presentation.kind) {
      case 'notify':
        dispatch(notify({ message: presentation.message }));
        break;
      case 'expired': {
        // Only for the session's own token: a late answer to a call sent with an earlier
        // token (or none, after signing out) must not expire the user signed in since.
        // Ignored by the machine unless signed in (login page, info check, logging out).
        const actor = session.current;
        if (actor && event.token === actor.getSnapshot().context.token) actor.send({ type: 'SESSION_EXPIRED' });
        break;
      }
      case 'forbidden':
        forbidden.raise();
        break;
    }
  });
  return () => {
    forbidden.stop();
    stopEvents();
  };
}
