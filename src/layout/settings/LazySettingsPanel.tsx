import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectSettings } from '../../features/settings/slice';

const SettingsPanel = lazy(async () => ({ default: (await import(/* webpackChunkName: "settings-panel" */ './SettingsPanel')).SettingsPanel }));

/** The panel's code is fetched the first time 布局设置 is chosen, not with the shell. */
export function LazySettingsPanel() {
  const { showSettings } = useSelector(selectSettings);
  if (!showSettings) return null;
  return (
    <Suspense fallback={null}>
      <SettingsPanel />
    </Suspense>
  );
}
