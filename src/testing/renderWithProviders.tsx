import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { makeStore, type AppStore } from '../app/store';
import { createAppTheme } from '../app/theme';

interface Options {
  path?: string;
  /** Extra routes, e.g. the targets a page navigates to. */
  routes?: RouteObject[];
  store?: AppStore;
}

/** Renders a page inside the real store, theme and a memory data router. */
export function renderWithProviders(element: ReactElement, { path = '/', routes = [], store = makeStore({ devTools: false }) }: Options = {}) {
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [path] });
  const utils = render(
    <Provider store={store}>
      <ThemeProvider theme={createAppTheme()}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { ...utils, store, router };
}
