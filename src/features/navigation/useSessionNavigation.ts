import { useSessionSelector } from '../../session/SessionContext';
import { navigationFromMenus, type SessionNavigation } from './navigationFromMenus';

// One navigation per menus answer, shared by every component that asks (the shell, the
// page area, the dashboard, the search): built once when the menus arrive, not once
// per component, and the same object for all of them.
const built = new WeakMap<readonly unknown[], SessionNavigation>();
let none: SessionNavigation | undefined;

/** The navigation for a menus answer (cached while the answer is in use). */
export function navigationOf(menus: readonly unknown[] | undefined): SessionNavigation {
  if (!menus) return (none ??= navigationFromMenus([]));
  let navigation = built.get(menus);
  if (!navigation) {
    navigation = navigationFromMenus(menus);
    built.set(menus, navigation);
  }
  return navigation;
}

/**
 * The signed-in user's pages, sidebar and redirects, rebuilt only when the session's
 * menus change (a new user, or menus reloaded after an edit).
 */
export function useSessionNavigation(): SessionNavigation {
  return navigationOf(useSessionSelector((snapshot) => snapshot?.context.menus));
}
