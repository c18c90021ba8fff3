import { useMemo } from 'react';
import { useSessionSelector } from '../../session/SessionContext';
import { navigationFromMenus, type SessionNavigation } from './navigationFromMenus';

/**
 * The signed-in user's pages, sidebar and redirects, rebuilt only when the session's
 * menus change (a new user, or menus reloaded after an edit).
 */
export function useSessionNavigation(): SessionNavigation {
  const menus = useSessionSelector((snapshot) => snapshot?.context.menus);
  return useMemo(() => navigationFromMenus(menus ?? []), [menus]);
}
