import { useLayoutEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { paths } from '../shared/routing/paths';
import { pageAfterLogin } from '../shared/routing/safeRedirect';
import { SessionHoldContext, useSessionSelector } from '../session/SessionContext';
import { SessionHold } from '../session/sessionHold';
import { loadedShell, subscribeShell } from './shell/shellModule';

/** Route ids the frame looks for (router.tsx). */
export const SHELL_ROUTE_ID = 'shell';
export const PAGE_ROUTE_ID = 'page';

// Before the page, laid out but invisible, out of the tab order and of the
// accessibility tree (inert), and taking no room (a box of no height that clips its
// content). Showing it changes the box's height and visibility only: its content keeps
// its layout (a change of position would rebuild the layout of the whole shell).
const BEHIND: CSSProperties = { height: 0, overflow: 'hidden', visibility: 'hidden', pointerEvents: 'none' };
const GONE: CSSProperties = { display: 'none' };

/*
 * Keeps the signed-in shell mounted once its code is loaded, hidden behind the page
 * whenever the page is not one of its own: on /login it is rendered ahead with the
 * page sign-in will open (the dashboard, usually), so that signing in only fills in
 * the user's menus and name and shows it, instead of rendering and laying out the
 * whole shell after the calls. /login, /404 and /401 render outside it. (Not React's
 * <Activity>: it would disconnect the shell's effects and drop its layout while
 * hidden, and redo both after the calls.) While hidden the shell records no tabs,
 * sets no title, listens to no keys and shows no settings panel (`shown`).
 *
 * While hidden it does not follow the session (SessionHold): the login answer
 * does not re-render it, the ready session fills it in all at once. The dashboard
 * rendered ahead is shown as soon as the session is ready, in the same render that
 * fills it in, not after the navigation to /dashboard that the login page starts once
 * that render is painted (a loader and a second render): for that moment, about a
 * frame, the address still reads /login, and the shell stays inert (a click cannot
 * start a navigation that the login page's would then override). The login page stays
 * mounted, hidden, until it has navigated.
 */
export function ShellFrame() {
  const location = useLocation();
  const matches = useMatches();
  const shell = useSyncExternalStore(subscribeShell, loadedShell);
  const inShell = matches.some((match) => match.id === SHELL_ROUTE_ID);
  const leafIsPage = matches[matches.length - 1]?.id === PAGE_ROUTE_ID;

  let ahead: string | undefined;
  if (!inShell && location.pathname === paths.login) {
    // Only the dashboard is rendered ahead: any other target needs the user's menus.
    ahead = pageAfterLogin(location.search) === paths.dashboard ? paths.dashboard : undefined;
  }

  // Leaving the shell (signed out, /404) mounts a fresh one behind the page: whatever
  // was open in it (a dialog, a menu: portals outside the hidden box) closes, and the
  // next user starts from a clean shell, as when it was a route.
  const [generation, setGeneration] = useState(0);
  const [wasInShell, setWasInShell] = useState(inShell);
  if (wasInShell !== inShell) {
    setWasInShell(inShell);
    if (!inShell) setGeneration((n) => n + 1);
  }

  const ready = useSessionSelector((snapshot) => snapshot?.value === 'ready');
  const revealed = inShell || (ahead !== undefined && ready);
  // Held while hidden (before the shell's components subscribe, in their passive
  // effects); released in the commit that shows it, so what they waited for renders
  // before that commit is painted.
  const [hold] = useState(() => new SessionHold());
  useLayoutEffect(() => {
    if (revealed) hold.release();
    else hold.hold();
  }, [hold, revealed]);

  return (
    <>
      {shell ? (
        <div style={revealed ? undefined : BEHIND} inert={!inShell} aria-hidden={!inShell || undefined}>
          <SessionHoldContext.Provider value={hold}>
            <shell.Shell
              key={generation}
              pathname={inShell ? location.pathname : (ahead ?? location.pathname)}
              search={inShell ? location.search : ''}
              shown={inShell}
              routeElement={inShell && !leafIsPage}
            />
          </SessionHoldContext.Provider>
        </div>
      ) : null}
      {inShell ? null : (
        <div style={revealed ? GONE : undefined}>
          <Outlet />
        </div>
      )}
    </>
  );
}
