import { useSyncExternalStore, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

/**
 * Renders its children once the persisted settings and tabs are restored (what
 * redux-persist's PersistGate does, in a few lines and without its class).
 */
export function RestoredGate({ persistor, loading, children }: { persistor: Persistor; loading: ReactNode; children: ReactNode }) {
  const restored = useSyncExternalStore(persistor.subscribe, () => persistor.getState().bootstrapped);
  return restored ? children : loading;
}
