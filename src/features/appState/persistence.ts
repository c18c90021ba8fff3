import type { Middleware } from '@reduxjs/toolkit';
import { saveSidebarOpened, saveSize, type AppState } from './appState';
import { type appSlice, closeSidebar, setSize, toggleSidebar } from './slice';

type WithApp = { [appSlice.reducerPath]: AppState };

/**
 * Keeps the sidebar and size choices in the originals' cookies. A middleware, so the
 * reducers stay pure and a DevTools replay writes nothing. Closing the sidebar on a
 * phone is not a choice to remember.
 */
export const appStateCookies: Middleware<object, WithApp> = (api) => (next) => (action) => {
  const result = next(action);
  if (toggleSidebar.match(action) || closeSidebar.match(action)) {
    const { app } = api.getState();
    if (app.device === 'desktop') saveSidebarOpened(app.sidebar.opened);
  } else if (setSize.match(action)) {
    saveSize(action.payload);
  }
  return result;
};
