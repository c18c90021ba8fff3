import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore, rootReducer, type AppStore } from '../app/store';

/**
 * The app's store, recording every action that reaches its reducers (thunks' and RTK
 * Query's own included): for tests that prove something never enters Redux, a secret say.
 */
export function recordingStore(): { store: AppStore; actions: UnknownAction[]; holds: (text: string) => boolean } {
  const actions: UnknownAction[] = [];
  const store = makeStore({ devTools: false });
  store.replaceReducer(((state: ReturnType<typeof rootReducer> | undefined, action: UnknownAction) => {
    actions.push(action);
    return rootReducer(state, action);
  }) as typeof rootReducer);
  /** Whether the state or any action recorded so far holds `text`. */
  const holds = (text: string) => JSON.stringify(store.getState()).includes(text) || JSON.stringify(actions).includes(text);
  return { store, actions, holds };
}
