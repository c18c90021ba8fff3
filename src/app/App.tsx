import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { createPath, RouterProvider } from 'react-router-dom';
import { Notifications } from '../features/notifications/Notifications';
import { notify } from '../features/notifications/notificationsSlice';
import { SessionContext } from '../session/SessionContext';
import { SessionExpiredDialog } from './SessionExpiredDialog';
import type { AppServices } from './startApp';
import { RestoredGate } from './RestoredGate';
import { RouteLoading } from './RouteLoading';
import { ThemedApp } from './ThemedApp';
import { prefetchWhenIdle } from './prefetch';
import { NavigateContext } from '../shared/routing/NavigateContext';
import { getRuntimeConfig } from '../shared/config/runtimeConfig';

export function App({ services }: { services: AppServices }) {
  const { store, persistor, session, router } = services;
  // For PathLink: going to the page already shown replaces the entry, as <Link> does.
  const navigate = useMemo(() => (to: string) => void router.navigate(to, { replace: createPath(router.state.location) === to }), [router]);
  // While a visitor reads the login form, load the code signing in will need.
  useEffect(() => prefetchWhenIdle(getRuntimeConfig().rsaPublicKey), []);
  // The session (xstate) is fetched right after the first paint, not before it.
  useEffect(() => {
    session.load().catch((error: unknown) => {
      console.error('The session module could not be loaded', error);
      store.dispatch(notify({ message: '会话模块加载失败，请刷新页面' }));
    });
  }, [session, store]);
  return (
    <Provider store={store}>
      {/* Settings (the theme colour among them) are restored before the first screen. */}
      <RestoredGate persistor={persistor} loading={<RouteLoading />}>
        <ThemedApp>
          <SessionContext.Provider value={session}>
            <NavigateContext.Provider value={navigate}>
              <RouterProvider router={router} />
              {/* Inside the navigation: a notice may link to a page (首页's new orders). */}
              <Notifications />
            </NavigateContext.Provider>
            <SessionExpiredDialog />
          </SessionContext.Provider>
        </ThemedApp>
      </RestoredGate>
    </Provider>
  );
}
