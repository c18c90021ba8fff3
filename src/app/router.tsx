import { createBrowserRouter, Navigate, ScrollRestoration, type RouteObject } from 'react-router-dom';
import type { SessionHandle } from '../session/sessionHandle';
import { guardShouldRun, guestOnly, requireSession } from './guards';
import { useSelector } from 'react-redux';
import { selectCachedViews } from '../features/tabs/slice';
import { paths } from '../shared/routing/paths';
import { RouteLoading } from './RouteLoading';
import { LazyRouteErrorPage } from './pages/LazyRouteErrorPage';
import { PAGE_ROUTE_ID, SHELL_ROUTE_ID, ShellFrame } from './ShellFrame';
import { loadShell } from './shell/shellModule';

/**
 * The pages, in or outside the shell (ShellFrame). Scrolls to the top on each new page
 * and back to where it was on Back/Forward; a kept page (an open tab) is keyed by its
 * path, so returning to it restores its scroll.
 */
function Root() {
  const cached = useSelector(selectCachedViews);
  return (
    <>
      <ShellFrame />
      <ScrollRestoration getKey={(location) => (cached.includes(location.pathname) ? location.pathname : location.key)} />
    </>
  );
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;
export type CreateRouter = (routes: RouteObject[]) => AppRouter;

export function makeRoutes(session: SessionHandle): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Root,
      ErrorBoundary: LazyRouteErrorPage,
      HydrateFallback: RouteLoading,
      children: [
        {
          path: paths.login,
          loader: guestOnly(session),
          lazy: async () => ({ Component: (await import(/* webpackChunkName: "view-login" */ '../views/login/LoginPage')).LoginPage }),
        },
        {
          id: 'signed-in',
          loader: requireSession(session),
          // Checked again whenever the token or the session may have changed.
          shouldRevalidate: guardShouldRun(session),
          children: [
            {
              path: paths.notFound,
              lazy: async () => ({ Component: (await import(/* webpackChunkName: "view-error" */ './pages/statusRoutes')).ThemedNotFoundPage }),
            },
            {
              path: paths.unauthorised,
              lazy: async () => ({ Component: (await import(/* webpackChunkName: "view-error" */ './pages/statusRoutes')).ThemedUnauthorisedPage }),
            },
            {
              // The shell (ShellFrame renders it, hidden on /login). Its pages (base
              // pages and the user's server routes) are resolved by path in ServerPage,
              // so another user's menus apply at once; an unknown path lands on /404
              // there, after the guard kept it for signed-out visitors (it may be a
              // server route once the menus load). Its code is loaded before the first
              // signed-in page commits. Redirects are elements, not loaders, so they
              // never run before the guard.
              id: SHELL_ROUTE_ID,
              lazy: async () => {
                await loadShell();
                return {};
              },
              children: [
                { path: paths.home, element: <Navigate to={paths.dashboard} replace /> },
                {
                  path: paths.redirect,
                  lazy: async () => ({ Component: (await import(/* webpackChunkName: "layout" */ './pages/RedirectPage')).RedirectPage }),
                },
                // Rendered by ShellFrame (ServerPage), which keeps it mounted across pages.
                { id: PAGE_ROUTE_ID, path: '*', element: null },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function makeRouter(session: SessionHandle, create: CreateRouter = createBrowserRouter): AppRouter {
  return create(makeRoutes(session));
}
