import { useEffect, useRef } from 'react';

/** How often 首页's figures are read again while it is on screen. */
export const REFRESH_MS = 60_000;

/**
 * Calls `refresh` every `intervalMs` while the document is visible: a hidden browser tab
 * asks nothing, and on coming back reads at once and starts counting again. A page in a
 * tab of the console that is not shown has no effects (React's <Activity>), so it pauses
 * too. Timers are plain setTimeout (fake timers drive them in tests).
 */
export function usePageRefresh(refresh: () => void, intervalMs: number = REFRESH_MS): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = document.visibilityState === 'hidden' ? undefined : setTimeout(tick, intervalMs);
    };
    const tick = () => {
      latest.current();
      schedule();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        clearTimeout(timer);
        timer = undefined;
      } else tick();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs]);
}
