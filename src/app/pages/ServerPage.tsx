import { Navigate } from 'react-router-dom';
import { resolvePage } from '../../features/navigation/pageTable';
import { useSessionMenus } from '../../features/navigation/useSessionNavigation';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';
import { paths } from '../../shared/routing/paths';
import { KeptPages } from './KeptPages';

/**
 * Every page inside the shell: the path is looked up among the base pages and the
 * signed-in user's server routes, so a new user's menus apply without re-creating
 * the router; folders go to their first page and anything else to /404.
 */
export function ServerPage({ pathname, search, ahead = false }: { pathname: string; search: string; ahead?: boolean }) {
  const { navigation, loaded } = useSessionMenus();
  const { table } = navigation;
  const resolution = resolvePage(table, pathname);
  useDocumentTitle(resolution.kind === 'page' ? resolution.page.title : undefined, !ahead);

  // Rendered ahead (hidden, behind the login page): only a page, never a redirect.
  if (ahead && resolution.kind !== 'page') return null;

  if (resolution.kind === 'redirect') return <Navigate to={`${resolution.to}${search}`} replace />;
  // A path missing from menus not yet (or not) loaded may still be one of them: /404
  // only once they are in (the shell shows a failed load, with 重试).
  if (resolution.kind === 'missing') return loaded ? <Navigate to={paths.notFound} replace /> : null;
  return <KeptPages current={resolution.page} table={table} />;
}
