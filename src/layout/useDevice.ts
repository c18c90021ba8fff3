import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { deviceForWidth } from '../features/appState/appState';
import { closeSidebar, selectDevice, selectSidebar, toggleDevice } from '../features/appState/slice';

/**
 * SPEC.md section 4: the device is re-checked on every resize unless the page is
 * hidden; going mobile closes the sidebar without animation; on mobile, navigating
 * closes the open sidebar. `pathname`: the page shown.
 */
export function useDevice(pathname: string): void {
  const dispatch = useDispatch();
  const device = useSelector(selectDevice);
  const { opened } = useSelector(selectSidebar);

  useEffect(() => {
    const check = () => {
      if (document.hidden) return;
      const next = deviceForWidth(window.innerWidth);
      dispatch(toggleDevice(next));
      if (next === 'mobile') dispatch(closeSidebar({ withoutAnimation: true }));
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [dispatch]);

  // Only a change of page closes it, not the opening itself.
  useEffect(() => {
    if (device === 'mobile' && opened) dispatch(closeSidebar({ withoutAnimation: false }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on navigation only
  }, [pathname]);
}
