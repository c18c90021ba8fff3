import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { AppStore } from './store';
import { createAppTheme } from './theme';
import { makeRouter } from './router';

export function App({ store }: { store: AppStore }) {
  const theme = useMemo(() => createAppTheme(), []);
  const router = useMemo(() => makeRouter(), []);
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  );
}
