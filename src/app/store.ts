import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { notificationsReducer } from '../features/notifications/notificationsSlice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  notifications: notificationsReducer,
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
    preloadedState,
    devTools,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
