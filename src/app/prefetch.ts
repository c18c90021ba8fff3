/** Warms the browser cache with the signed-in area's code once the page is idle. */
export function prefetchWhenIdle(): () => void {
  const load = () => {
    void import(/* webpackChunkName: "layout" */ '../layout/Layout').catch(() => undefined);
    void import(/* webpackChunkName: "view-dashboard" */ '../views/dashboard/DashboardPage').catch(() => undefined);
    void import(/* webpackChunkName: "rsa" */ '../shared/crypto/rsaPkcs1').catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(load, 1500);
  return () => window.clearTimeout(timer);
}
