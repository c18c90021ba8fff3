import { loadEncryptor, prepareEncryptor } from '../shared/crypto/encryptPassword';
import { warmHttpClient } from '../api/http';
import { loadShell } from './shell/shellModule';

/**
 * Once the page is idle: loads what signing in will need (the shell, which ShellFrame
 * then renders ahead, hidden, and whose menus code is then run once on a sample; the
 * dashboard; the RSA encryptor, with the key parsed) and runs the HTTP client once
 * locally, so that the click on 登 录 is followed by the calls and a small update
 * rather than by downloads, first runs of code and a first render. Browsers that cannot
 * tell when they are idle (and jsdom) get it after a delay. Never before the first
 * paint. `rsaPublicKey`: the deployment's key ('' for none), parsed ahead.
 */
export function prefetchWhenIdle(rsaPublicKey: string): () => void {
  const load = () => {
    // Only an optimisation: a failed download is retried when the page is needed.
    loadShell()
      .then((shell) => shell.warmUp())
      .catch(() => undefined);
    import(/* webpackChunkName: "view-dashboard" */ '../views/dashboard/DashboardPage').catch(() => undefined);
    (rsaPublicKey ? prepareEncryptor(rsaPublicKey) : loadEncryptor()).catch(() => undefined);
    warmHttpClient().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(load, 1500);
  return () => window.clearTimeout(timer);
}
