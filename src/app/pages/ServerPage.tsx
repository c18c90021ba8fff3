import { Navigate } from 'react-router-dom';
import { resolvePage } from '../../features/navigation/pageTable';
import { useSessionNavigation } from '../../features/navigation/useSessionNavigation';
import { useSessionSelector } from '../../session/SessionContext';
import type { SessionSnapshot } from '../../session/sessionHandle';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';
import { paths } from '../../shared/routing/paths';
import { KeptPages } from './KeptPages';

/**
 * Whether the session holds the user's menus, so that a path missing from them is
 * really missing. Right after logout (or while another user's session is being taken
 * over) the menus are gone for a moment while the app leaves for /login?redirect=<here>:
 * sending the page to /404 then would overtake that and make /404 the redirect target.
 */
const menusInForce = (snapshot: SessionSnapshot | undefined): boolean =>
  snapshot !== undefined &&
  (snapshot.value === 'ready' || snapshot.value === 'expired' || ((snapshot.value === 'loadingMenus' || snapshot.value === 'loggingOut') && snapshot.context.menus.length > 0));

/**
 * Every page inside the shell: the path is looked up among the base pages and the
 * signed-in user's server routes, so a new user's menus apply without re-creating
 * the router; folders go to their first page and anything else to /404.
 */
export function ServerPage({ pathname, search, ahead = false }: { pathname: string; search: string; ahead?: boolean }) {
  const { table } = useSessionNavigation();
  const known = useSessionSelector(menusInForce);
  const resolution = resolvePage(table, pathname);
  useDocumentTitle(resolution.kind === 'page' ? resolution.page.title : undefined, !ahead);

  // Rendered ahead (hidden, before sign-in): only a page, never a redirect.
  if (ahead && resolution.kind !== 'page') return null;
  if (resolution.kind === 'redirect') return <Navigate to={`${resolution.to}${search}`} replace />;
  if (resolution.kind === 'missing') return known ? <Navigate to={paths.notFound} replace /> : null;
  return <KeptPages current={resolution.page} table={table} />;
}
