import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import type { SessionHandle } from '../session/sessionHandle';
import { guestOnly, requireSession } from './guards';
import { paths } from './paths';
import { RouteLoading } from './RouteLoading';

export type AppRouter = ReturnType<typeof createBrowserRouter>;
export type CreateRouter = (routes: RouteObject[]) => AppRouter;

export function makeRoutes(session: SessionHandle): RouteObject[] {
  return [
    {
      id: 'root',
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
          // Check the token on every navigation, not only on the first one.
          shouldRevalidate: () => true,
          children: [
            {
              path: paths.notFound,
              lazy: async () => ({ Component: (await import(/* webpackChunkName: "view-error" */ '../views/error/NotFoundPage')).NotFoundPage }),
            },
            {
              path: paths.unauthorised,
              lazy: async () => ({ Component: (await import(/* webpackChunkName: "view-error" */ '../views/error/UnauthorisedPage')).UnauthorisedPage }),
            },
            {
              // The minimal shell until the layout of issue 4 replaces it.
              lazy: async () => ({ Component: (await import(/* webpackChunkName: "layout" */ '../layout/BasicLayout')).BasicLayout }),
              children: [
                { path: paths.home, element: <Navigate to={paths.dashboard} replace /> },
                {
                  path: paths.dashboard,
                  lazy: async () => ({ Component: (await import(/* webpackChunkName: "view-dashboard" */ '../views/dashboard/DashboardPage')).DashboardPage }),
                },
              ],
            },
            // Unknown paths: signed-in users see the 404 page, others log in first and
            // keep the path (it may be a server route added once the menus are loaded).
            // Redirects are elements, not loaders, so they never run before the guard.
            { path: '*', element: <Navigate to={paths.notFound} replace /> },
          ],
        },
      ],
    },
  ];
}

export function makeRouter(session: SessionHandle, create: CreateRouter = createBrowserRouter): AppRouter {
  return create(makeRoutes(session));
}
