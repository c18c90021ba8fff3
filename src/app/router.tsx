import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from './paths';

export const routes: RouteObject[] = [
  {
    path: paths.login,
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "view-login" */ '../views/login/LoginPage')).LoginPage }),
  },
  {
    path: paths.notFound,
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "view-error" */ '../views/error/NotFoundPage')).NotFoundPage }),
  },
  // The session guard and the shell arrive with the session issue; until then the
  // console opens on its login page.
  { path: paths.home, element: <Navigate to={paths.login} replace /> },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];

export function makeRouter() {
  return createBrowserRouter(routes);
}
