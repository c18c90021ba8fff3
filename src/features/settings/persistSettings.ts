import type { PersistConfig } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { applySetting, type Settings } from './settings';

/**
 * Settings survive reloads in localStorage. Restored values go through the same
 * rule as a change (existing key, right type), so a stale or tampered entry cannot
 * break the shell; whether the panel was open is not restored.
 */
export const settingsPersistConfig: PersistConfig<Settings> = {
  key: 'shop-admin:settings',
  storage,
  blacklist: ['showSettings'],
  stateReconciler: (inbound: Partial<Settings> & { _persist?: unknown }, _original: Settings, reduced: Settings) =>
    Object.entries(inbound).reduce<Settings>((settings, [key, value]) => (key === 'showSettings' ? settings : applySetting(settings, { key, value })), reduced),
};
