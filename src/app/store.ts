import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE, type Persistor } from 'redux-persist';
import { api } from '../api/api';
import { notificationsReducer } from '../features/notifications/notificationsSlice';
import { readInitialAppState } from '../features/appState/appState';
import { appStateCookies } from '../features/appState/persistence';
import { appSlice } from '../features/appState/slice';
import { containerSlice } from '../features/container/slice';
import { settingsPersistConfig } from '../features/settings/persistSettings';
import { settingsSlice } from '../features/settings/slice';
import { tabsPersistConfig } from '../features/tabs/persistTabs';
import { tabsSlice } from '../features/tabs/slice';
import { devToolsOptions } from './devTools';
import { replayablePersistReducer } from './persist/replayablePersistReducer';

/**
 * Only these two slices are persisted: the RTK Query cache never is. Exported so that a
 * Redux DevTools trace can be replayed through it (docs/session.md); the persisted slices
 * replay redux-persist's own actions without its storage side effects.
 */
export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  notifications: notificationsReducer,
  [appSlice.reducerPath]: appSlice.reducer,
  [settingsSlice.reducerPath]: replayablePersistReducer(settingsPersistConfig, settingsSlice.reducer),
  [tabsSlice.reducerPath]: replayablePersistReducer(tabsPersistConfig, tabsSlice.reducer),
  [containerSlice.reducerPath]: containerSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** Redux DevTools: on in development; in production only when config.json asks for it. */
  devTools?: boolean;
  preloadedState?: Partial<RootState>;
}

export function makeStore({ devTools = process.env.NODE_ENV !== 'production', preloadedState }: StoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: { app: readInitialAppState(window.innerWidth), ...preloadedState },
    devTools: devTools ? devToolsOptions : false,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: {
          // redux-persist's own actions carry its callbacks (a replay does without them).
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          // Checked too, unlike Redux Toolkit's default: endpoint arguments are plain data
          // (uploads pass an id, src/api/uploads.ts), so a trace exported from DevTools replays.
          ignoredActionPaths: [],
        },
      })
        // Side effects of actions (cookies) live in middleware so every reducer stays pure.
        .concat(appStateCookies, api.middleware),
  });
}

/** Starts restoring the persisted slices; `onRestored` runs once they are back. */
export function persistStoreOf(store: AppStore, onRestored?: () => void): Persistor {
  return persistStore(store, null, onRestored);
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
