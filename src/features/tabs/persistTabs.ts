import type { PersistConfig } from 'redux-persist';
import sessionStorage from 'redux-persist/lib/storage/session';
import type { TabsState } from './tabs';

/** Tabs survive a reload of this browser tab (sessionStorage), not a new browser tab. */
export const tabsPersistConfig: PersistConfig<TabsState> = {
  key: 'shop-admin:tabs',
  storage: sessionStorage,
  whitelist: ['visitedViews', 'cachedViews', 'owner'],
};
