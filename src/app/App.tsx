import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Notifications } from '../features/notifications/Notifications';
import { notify } from '../features/notifications/notificationsSlice';
import { SessionContext } from '../session/SessionContext';
import { SessionExpiredDialog } from './SessionExpiredDialog';
import type { AppServices } from './startApp';
import { createAppTheme } from './theme';

export function App({ services }: { services: AppServices }) {
  const { store, session, router } = services;
  const theme = useMemo(() => createAppTheme(), []);
  // The session (xstate) is fetched right after the first paint, not before it.
  useEffect(() => {
    session.load().catch((error: unknown) => {
      console.error('The session module could not be loaded', error);
      store.dispatch(notify({ message: '会话模块加载失败，请刷新页面' }));
    });
  }, [session, store]);
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SessionContext.Provider value={session}>
          <RouterProvider router={router} />
          <SessionExpiredDialog />
          <Notifications />
        </SessionContext.Provider>
      </ThemeProvider>
    </Provider>
  );
}
