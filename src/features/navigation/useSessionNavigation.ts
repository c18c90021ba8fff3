import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import type { ApiDispatch } from '../../api/api';
import { menusApi } from '../../api/menus';
import { useSessionSelector } from '../../session/SessionContext';
import type { SessionSnapshot } from '../../session/sessionHandle';
import { errorMessage } from '../../shared/ui/errorMessage';
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

export interface SessionMenus {
  /** The signed-in user's pages, sidebar and redirects (only the base pages until the menus are in). */
  navigation: SessionNavigation;
  /** The user's menus are in: a path missing from them is really missing. */
  loaded: boolean;
  /** Why the menus could not be loaded, while there are none to show. */
  loadError: string | undefined;
  /** A load of the menus is under way (sign-in, 重试, or after a menu was edited). */
  fetching: boolean;
  retry: () => void;
}

/** The session has a user whose menus are (being) loaded; the cache holds them until sign-out. */
const hasMenus = (snapshot: SessionSnapshot | undefined): boolean =>
  snapshot?.value === 'loadingMenus' || snapshot?.value === 'ready' || snapshot?.value === 'expired' || snapshot?.value === 'loggingOut';

/**
 * The signed-in user's menus, read from their one source, the `api/menus/build` cache
 * entry (loaded by the session on sign-in, refetched when a menu is edited), and what
 * the shell needs from them. Reading never fetches: an entry that failed (a 401 the
 * user answered with 取消) is shown with 重试 rather than asked for again, and again.
 * The shell keeps the loaded menus subscribed (useKeepSessionMenus).
 */
export function useSessionMenus(): SessionMenus {
  const dispatch = useDispatch<ApiDispatch>();
  const signedIn = useSessionSelector(hasMenus);
  const { data, error, isFetching } = menusApi.endpoints.buildMenus.useQueryState(undefined, { skip: !signedIn });
  return useMemo(
    () => ({
      navigation: navigationOf(data),
      loaded: data !== undefined,
      loadError: data === undefined && error !== undefined ? errorMessage(error, '接口请求失败') : undefined,
      fetching: isFetching,
      retry: () => void dispatch(menusApi.endpoints.buildMenus.initiate(undefined, { subscribe: false, forceRefetch: true })),
    }),
    [data, error, isFetching, dispatch],
  );
}

/**
 * Holds a subscription to the loaded menus for as long as the shell is mounted, so that
 * menu writes (MENU_TAG) refetch them. Only once loaded: subscribing to a failed entry
 * would ask for it again on every mount. One holder, the shell; the rest only read.
 */
export function useKeepSessionMenus(loaded: boolean): void {
  menusApi.endpoints.buildMenus.useQuerySubscription(undefined, { skip: !loaded });
}

/** The signed-in user's pages, sidebar and redirects. */
export function useSessionNavigation(): SessionNavigation {
  return useSessionMenus().navigation;
}
