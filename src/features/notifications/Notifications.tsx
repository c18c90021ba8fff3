import { lazy, Suspense, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { dismissNotification, selectNotifications, type Notification } from './notificationsSlice';

// MUI's Alert is loaded with the first notification, not with the login page.
const NotificationStackView = lazy(() => import(/* webpackChunkName: "notifications" */ './NotificationStackView'));

/** Removes each notification when its time is up (timers live here, not in the state). */
function useAutoDismiss(items: Notification[], dismiss: (id: string) => void): void {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const live = new Set(items.map((item) => item.id));
    for (const [id, timer] of timers.current) {
      if (!live.has(id)) {
        clearTimeout(timer);
        timers.current.delete(id);
      }
    }
    for (const item of items) {
      if (!timers.current.has(item.id)) timers.current.set(item.id, setTimeout(() => dismiss(item.id), item.duration));
    }
  }, [items, dismiss]);
  useEffect(() => {
    const running = timers.current;
    return () => {
      running.forEach((timer) => clearTimeout(timer));
      running.clear();
    };
  }, []);
}

export function Notifications() {
  const items = useSelector(selectNotifications);
  const dispatch = useDispatch();
  const dismissRef = useRef((id: string) => {
    dispatch(dismissNotification(id));
  });
  useAutoDismiss(items, dismissRef.current);
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NotificationStackView items={items} onClose={dismissRef.current} />
    </Suspense>
  );
}
