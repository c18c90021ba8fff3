import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import viewPaths from './viewPaths.json';

type View = LazyExoticComponent<ComponentType>;

/**
 * A screen's view: the module `src/screens/<view path>` (a file, or a folder's index),
 * whose default export is the page. webpack knows exactly the listed modules (the
 * ContextReplacementPlugin in webpack.config.ts reads the same list), each its own chunk
 * `view-<path with dashes>` (`view-system-job-index`).
 */
const screen = (path: string): View => lazy(() => import(/* webpackChunkName: "view-[request]" */ `../../screens/${path}`) as Promise<{ default: ComponentType }>);

/**
 * The one registry from the view paths the back ends send (`component` of a menu
 * entry, CONTRACT.md) to this console's lazily loaded pages: the dashboard, and every
 * screen of `viewPaths.json`, the one list the ESLint screen fence is generated from too.
 * A path not listed here renders 页面未实现 with the path, never a blank page.
 */
export const viewRegistry: Readonly<Record<string, View>> = {
  'dashboard/index': lazy(async () => ({ default: (await import(/* webpackChunkName: "view-dashboard" */ '../../views/dashboard/DashboardPage')).DashboardPage })),
  ...Object.fromEntries(viewPaths.map((path) => [path, screen(path)])),
};

export function viewFor(component: string): View | undefined {
  return Object.hasOwn(viewRegistry, component) ? viewRegistry[component] : undefined;
}
