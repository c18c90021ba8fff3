import type { warmUpShell } from './warmUp';

/** What the idle-time preparation needs from the running console. */
export interface PrefetchOptions {
  /** True while nobody is signed in: only then is the shell rendered ahead (warmUp.tsx). */
  signedOut: () => boolean;
  /** The console's theme colour and layout size, for the warm-up render. */
  look: () => Parameters<typeof warmUpShell>[0];
}

/**
 * Once the page is idle: warms the browser cache with the signed-in area's code and,
 * on the login page, renders the shell once off screen (warmUp.tsx), so that the click
 * on 登 录 is followed by the calls and a quick render rather than by downloads and a
 * first, slow render. Browsers that cannot tell when they are idle (and jsdom) get the
 * downloads after a delay and no warm-up.
 */
export function prefetchWhenIdle(options?: PrefetchOptions): () => void {
  let cancelled = false;
  const load = () => {
    const shell = Promise.all([
      import(/* webpackChunkName: "layout" */ '../layout/Layout'),
      import(/* webpackChunkName: "view-dashboard" */ '../views/dashboard/DashboardPage'),
    ]);
    void import(/* webpackChunkName: "rsa" */ '../shared/crypto/rsaPkcs1').catch(() => undefined);
    if (!options || typeof window.requestIdleCallback !== 'function') {
      shell.catch(() => undefined);
      return;
    }
    shell
      .then(() => import(/* webpackChunkName: "warm-up" */ './warmUp'))
      .then(({ warmUpShell }) => {
        if (!cancelled && options.signedOut()) return warmUpShell(options.look());
        return undefined;
      })
      // Only an optimisation: a failed download or render changes nothing.
      .catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: 3000 });
    return () => {
      cancelled = true;
      window.cancelIdleCallback(id);
    };
  }
  const timer = window.setTimeout(load, 1500);
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
  };
}
