import type { RouteSpec } from '../../features/navigation/buildNavigation';

export interface Shortcut {
  path: string;
  title: string;
  /** The folder the page sits in, for context. */
  section: string;
}

/** The visible pages the user may open, in menu order, at most `limit`. */
export function shortcutsFrom(routes: readonly RouteSpec[], limit = 12): Shortcut[] {
  return routes
    .filter((route) => !route.hidden)
    .slice(0, limit)
    .map((route) => ({ path: route.path, title: route.title, section: route.crumbs.slice(0, -1).map((c) => c.title).join(' > ') || '首页' }));
}
