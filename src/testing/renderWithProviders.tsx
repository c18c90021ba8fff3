import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { makeStore, type AppStore } from '../app/store';
import { createAppTheme } from '../features/settings/muiTheme';
import { SessionContext } from '../session/SessionContext';
import { createSessionHandle, type SessionHandle } from '../session/sessionHandle';
import { disposeAfterTest } from './disposeAfterTest';

interface Options {
  path?: string;
  /** The first URL, when it differs from the route path (e.g. with a query). */
  url?: string;
  /** Extra routes, e.g. the targets a page navigates to. */
  routes?: RouteObject[];
  store?: AppStore;
  /** Defaults to the real session over the store (no cross-tab channel), loaded on first use. */
  session?: SessionHandle;
  /** A layout route around every route (rendering an <Outlet />), as the app's root is. */
  layout?: ReactElement;
}

/** Renders a page inside the real store, session, theme and a memory data router. */
export function renderWithProviders(element: ReactElement, { path = '/', url = path, routes = [], store = makeStore({ devTools: false }), session, layout }: Options = {}) {
  const handle = session ?? createSessionHandle({ dispatch: store.dispatch, channelName: null });
  disposeAfterTest(() => handle.dispose());
  const pages = [{ path, element }, ...routes];
  const router = createMemoryRouter(layout ? [{ element: layout, children: pages }] : pages, { initialEntries: [url] });
  const utils = render(
    <Provider store={store}>
      <ThemeProvider theme={createAppTheme()}>
        <SessionContext.Provider value={handle}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </ThemeProvider>
    </Provider>,
  );
  return { ...utils, store, router, session: handle };
}
