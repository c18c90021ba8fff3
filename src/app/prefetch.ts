import { prepareEncryptor } from '../shared/crypto/encryptPassword';
import { whenIdle } from '../shared/scheduling/whenIdle';
import { loadShell } from './shell/shellModule';

/**
 * Once the login page is idle, downloads the code signing in will need (the shell,
 * the dashboard, the RSA encryptor with the deployment's key parsed), so that the click
 * on 登 录 waits for the calls rather than for downloads. Never before the first paint.
 * `rsaPublicKey`: the deployment's key ('' for none).
 */
export function prefetchWhenIdle(rsaPublicKey: string): () => void {
  // Only an optimisation: a failed download is retried when the code is needed.
  const ignore = () => undefined;
  return whenIdle(
    () => {
      loadShell().catch(ignore);
      import(/* webpackChunkName: "view-dashboard" */ '../views/dashboard/DashboardPage').catch(ignore);
      if (rsaPublicKey) prepareEncryptor(rsaPublicKey).catch(ignore);
    },
    { timeout: 3000, fallback: 1500 },
  );
}
