import type { ComponentType } from 'react';
import { lazyView, type LazyView } from './lazyView';
import viewPaths from './viewPaths.json';

type View = ComponentType;

/**
 * A screen's view: the module `src/screens/<view path>` (a file, or a folder's index),
 * whose default export is the page. webpack knows exactly the listed modules (the
 * ContextReplacementPlugin in webpack.config.ts reads the same list), each its own chunk
 * `view-<path with dashes>` (`view-system-job-index`).
 */
const loadScreen = (path: string) => () => import(/* webpackChunkName: "view-[request]" */ `../../screens/${path}`) as Promise<{ default: ComponentType }>;
const loadDashboard = async () => ({ default: (await import(/* webpackChunkName: "view-dashboard" */ '../../views/dashboard/DashboardPage')).DashboardPage });

const loaders: Readonly<Record<string, () => Promise<{ default: ComponentType }>>> = {
  'dashboard/index': loadDashboard,
  ...Object.fromEntries(viewPaths.map((path) => [path, loadScreen(path)])),
};

const views: Readonly<Record<string, LazyView>> = Object.fromEntries(Object.entries(loaders).map(([path, load]) => [path, lazyView(load)]));

/**
 * The one registry from the view paths the back ends send (`component` of a menu
 * entry, CONTRACT.md) to this console's lazily loaded pages: the dashboard, and every
 * screen of `viewPaths.json`, the one list the ESLint screen fence is generated from too.
 * A path not listed here renders 页面未实现 with the path, never a blank page.
 */
export const viewRegistry: Readonly<Record<string, View>> = Object.fromEntries(Object.entries(views).map(([path, view]) => [path, view.View]));

const preloaded = new Set<string>();

/**
 * Fetches and evaluates the code of the page at `component` ahead of its opening (the
 * operator has shown they may open it: its folder unfolded, the pointer or focus on its
 * entry), so that the page mounts at once when pressed and its list's answer is all that
 * is waited for. Once per page and session; a failed download is forgotten (webpack asks
 * again when the page opens, and that failure is the page's to show).
 */
export function preloadView(component: string): void {
  if (preloaded.has(component) || !Object.hasOwn(views, component)) return;
  preloaded.add(component);
  views[component]!.preload().catch(() => preloaded.delete(component));
}

export function viewFor(component: string): View | undefined {
  return Object.hasOwn(viewRegistry, component) ? viewRegistry[component] : undefined;
}
