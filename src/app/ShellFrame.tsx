import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { paths } from '../shared/routing/paths';
import { pageAfterLogin } from '../shared/routing/safeRedirect';
import { useSessionSelector } from '../session/SessionContext';
import { loadedShell, subscribeShell } from './shell/shellModule';

/** Route ids the frame looks for (router.tsx). */
export const SHELL_ROUTE_ID = 'shell';
export const PAGE_ROUTE_ID = 'page';

// Laid out but invisible, out of the tab order and of the accessibility tree (inert),
// taking no room: a box of no height that clips its content. Showing it changes the
// box only; the content keeps its layout.
const BEHIND: CSSProperties = { height: 0, overflow: 'hidden', visibility: 'hidden', pointerEvents: 'none' };
const GONE: CSSProperties = { display: 'none' };

/*
 * The signed-in shell, kept mounted once its code is loaded, and the one owner of the
 * sign-in transition. Rendering the MUI shell for the first time costs about 100 ms on
 * these machines, more than the sign-in calls themselves (docs/performance.md), so on
 * /login it waits behind the form, rendered with the page sign-in opens (the dashboard,
 * usually). When the session becomes ready (signed in here, or in another tab) the
 * frame shows it, filled in with the user's menus and name, and navigates to the
 * target; it stays inert until that navigation has landed, so a click cannot start
 * one that this navigation would override. /login, /404 and /401 render outside it.
 * While hidden it records no tabs, sets no title, listens to no keys and shows no
 * settings panel (`shown`).
 */
export function ShellFrame() {
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const shell = useSyncExternalStore(subscribeShell, loadedShell);
  const ready = useSessionSelector((snapshot) => snapshot?.value === 'ready');
  const inShell = matches.some((match) => match.id === SHELL_ROUTE_ID);
  const leafIsPage = matches[matches.length - 1]?.id === PAGE_ROUTE_ID;
  const onLogin = !inShell && location.pathname === paths.login;
  const target = onLogin ? pageAfterLogin(location.search) : undefined;
  // Only the dashboard is rendered ahead: any other target needs the user's menus.
  const ahead = target === paths.dashboard ? target : undefined;

  useEffect(() => {
    if (ready && target !== undefined) void navigate(target, { replace: true });
  }, [ready, target, navigate]);

  // Leaving the shell (signed out, /404) mounts a fresh one behind the page: whatever
  // was open in it (a dialog, a menu: portals outside the hidden box) closes, and the
  // next user starts from a clean shell.
  const [generation, setGeneration] = useState(0);
  const [wasInShell, setWasInShell] = useState(inShell);
  if (wasInShell !== inShell) {
    setWasInShell(inShell);
    if (!inShell) setGeneration((n) => n + 1);
  }

  const revealed = inShell || (ahead !== undefined && ready);
  return (
    <>
      {shell ? (
        <div style={revealed ? undefined : BEHIND} inert={!inShell} aria-hidden={!inShell || undefined}>
          <shell.Shell
            key={generation}
            pathname={inShell ? location.pathname : (ahead ?? location.pathname)}
            search={inShell ? location.search : ''}
            shown={revealed}
            routeElement={inShell && !leafIsPage}
          />
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
