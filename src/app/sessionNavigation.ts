import type { SessionActor } from '../session/sessionHandle';
import { fullPathOf, loginUrl, paths } from '../shared/routing/paths';
import type { AppRouter } from './router';

/**
 * Whenever the session ends (退出登录, 重新登录 in the expired dialog, another tab
 * logging out, user info failing to load), this tab leaves the signed-in area for
 * /login?redirect=<where it was>, without a page reload.
 */
export function connectSessionNavigation(actor: SessionActor, router: AppRouter): () => void {
  let previous = actor.getSnapshot().value;
  const subscription = actor.subscribe((snapshot) => {
    const was = previous;
    previous = snapshot.value;
    if (snapshot.value !== 'loggedOut' || was === 'loggedOut') return;
    const location = router.state.navigation.location ?? router.state.location;
    if (location.pathname === paths.login) return;
    void router.navigate(loginUrl(fullPathOf(location)), { replace: true });
  });
  return () => subscription.unsubscribe();
}
