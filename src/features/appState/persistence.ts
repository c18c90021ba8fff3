import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { saveSidebarOpened, saveSize, type AppState } from './appState';
import { type appSlice, closeSidebar, setSize, toggleSidebar } from './slice';

type WithApp = { [appSlice.reducerPath]: AppState };

/**
 * Keeps the sidebar and size choices in the originals' cookies. A listener, so the
 * reducers stay pure and a DevTools replay writes nothing. Closing the sidebar on a
 * phone is not a choice to remember.
 */
export function persistAppState(listener: ListenerMiddlewareInstance): void {
  listener.startListening({
    matcher: isAnyOf(toggleSidebar, closeSidebar),
    effect: (_action, api) => {
      const state = (api.getState() as WithApp).app;
      if (state.device === 'desktop') saveSidebarOpened(state.sidebar.opened);
    },
  });
  listener.startListening({
    actionCreator: setSize,
    effect: (action) => saveSize(action.payload),
  });
}
