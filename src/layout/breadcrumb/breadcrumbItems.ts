import type { Crumb } from '../../features/navigation/buildNavigation';
import { paths } from '../../shared/routing/paths';

export const HOME_CRUMB: Crumb = { title: '首页', path: paths.dashboard, clickable: true };

/**
 * SPEC.md section 2: starts with 首页 unless the first crumb is the dashboard itself;
 * the last item is never a link (crumbs with breadcrumb: false never get here).
 */
export function breadcrumbItems(crumbs: readonly Crumb[]): Crumb[] {
  const first = crumbs[0];
  const items = first && (first.path === HOME_CRUMB.path || first.title === HOME_CRUMB.title) ? [...crumbs] : [HOME_CRUMB, ...crumbs];
  return items.map((crumb, index) => (index === items.length - 1 ? { ...crumb, clickable: false } : crumb));
}
