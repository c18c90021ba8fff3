import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { getToken } from '../shared/auth/tokenCookie';
import { isSignedIn, whenSettled, type SessionHandle } from '../session/sessionHandle';
import { fullPathOf, loginUrl, paths } from '../shared/routing/paths';

/*
 * The access rules of SPEC.md section 2, as data-router loaders:
 * - /login is the only route reachable without a token; with a token it goes to /.
 * - every other path without a token goes to /login?redirect=<path with query>;
 *   with one it waits until the session is ready (user info and menus loaded) and
 *   goes to /login the same way when the session could not be resumed.
 */

/** Loader of /login. Synchronous: it never waits for the session module. */
export function guestOnly(session: SessionHandle) {
  return (): Response | null => {
    if (getToken()) return redirect(paths.home);
    // The cookie is gone (expired, cleared) while this tab still thinks it is signed in.
    const actor = session.current;
    if (actor && isSignedIn(actor.getSnapshot())) actor.send({ type: 'SIGNED_OUT_ELSEWHERE' });
    return null;
  };
}

/** Loader of every other route. */
export function requireSession(session: SessionHandle) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const url = new URL(request.url);
    const target = loginUrl(fullPathOf(url));
    if (!getToken()) {
      const actor = session.current;
      if (actor && isSignedIn(actor.getSnapshot())) actor.send({ type: 'SIGNED_OUT_ELSEWHERE' });
      throw redirect(target);
    }
    const actor = await session.load();
    // A token this tab has not seen yet (set by another tab): resume with it.
    if (actor.getSnapshot().value === 'loggedOut') actor.send({ type: 'SIGNED_IN_ELSEWHERE' });
    const settled = await whenSettled(actor);
    if (settled.value === 'loggedOut') throw redirect(target);
    // '/' opens the dashboard, decided here (after the guard) rather than by a
    // rendered redirect that could overtake a navigation started meanwhile.
    if (url.pathname === paths.home) throw redirect(`${paths.dashboard}${url.search}`);
    return null;
  };
}

/**
 * Whether the guard must run again for a navigation inside the signed-in area: when
 * the token cookie is gone (signed out in another tab, expired), when the session is
 * not ready, and for '/', which the guard sends on to the dashboard. Between the pages
 * of a ready session there is nothing to check, and without a loader to wait for the
 * navigation completes at once (no progress bar, no extra render for switching tabs).
 */
export function guardShouldRun(session: SessionHandle) {
  return ({ nextUrl }: ShouldRevalidateFunctionArgs): boolean => {
    if (!getToken() || nextUrl.pathname === paths.home) return true;
    return session.current?.getSnapshot().value !== 'ready';
  };
}
