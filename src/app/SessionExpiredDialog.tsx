import { lazy, Suspense } from 'react';
import { useSessionActor, useSessionSelector } from '../session/SessionContext';

// MUI's dialog, in the settings' theme, is loaded when a session expires, not with /login.
const ConfirmDialog = lazy(() => import(/* webpackChunkName: "confirm-dialog" */ './ThemedConfirmDialog'));

export const EXPIRED_TITLE = '系统提示';
export const EXPIRED_MESSAGE = '登录状态已过期，您可以继续留在该页面，或者重新登录';

/**
 * Shown while the session machine is in `expired`: one dialog however many calls
 * answered 401. 重新登录 logs out (the app then goes to /login?redirect=<here>);
 * 取消 stays on the page.
 */
export function SessionExpiredDialog() {
  const actor = useSessionActor();
  const expired = useSessionSelector((snapshot) => snapshot?.value === 'expired');
  if (!actor || !expired) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        warning
        title={EXPIRED_TITLE}
        message={EXPIRED_MESSAGE}
        confirmText="重新登录"
        cancelText="取消"
        onConfirm={() => actor.send({ type: 'RELOGIN' })}
        onCancel={() => actor.send({ type: 'DISMISS_EXPIRED' })}
      />
    </Suspense>
  );
}
