import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type View = LazyExoticComponent<ComponentType>;

const view = (load: () => Promise<ComponentType>): View => lazy(async () => ({ default: await load() }));

/**
 * The one registry from the view paths the back ends send (`component` of a menu
 * entry, CONTRACT.md) to this console's lazily loaded pages. A path not listed here
 * renders 页面未实现 with the path, never a blank page.
 */
export const viewRegistry: Readonly<Record<string, View>> = {
  'dashboard/index': view(async () => (await import(/* webpackChunkName: "view-dashboard" */ '../../views/dashboard/DashboardPage')).DashboardPage),
  'system/dict/index': view(async () => (await import(/* webpackChunkName: "view-system-dict" */ '../../screens/system/dict/DictPage')).DictPage),
  'user/center': view(async () => (await import(/* webpackChunkName: "view-user-center" */ '../../screens/user/center/UserCenterPage')).UserCenterPage),
  'yshop/materia/index': view(async () => (await import(/* webpackChunkName: "view-materia" */ '../../screens/yshop/materia/MateriaPage')).MateriaPage),
  'system/role/index': view(async () => (await import(/* webpackChunkName: "view-system-role" */ '../../screens/system/role/RolePage')).RolePage),
  'system/job/index': view(async () => (await import(/* webpackChunkName: "view-system-job" */ '../../screens/system/job/JobPage')).JobPage),
  'system/dept/index': view(async () => (await import(/* webpackChunkName: "view-system-dept" */ '../../screens/system/dept/DeptPage')).DeptPage),
  'system/menu/index': view(async () => (await import(/* webpackChunkName: "view-system-menu" */ '../../screens/system/menu/MenuPage')).MenuPage),
  'monitor/online/index': view(async () => (await import(/* webpackChunkName: "view-monitor-online" */ '../../screens/monitor/online/OnlinePage')).OnlinePage),
  'monitor/log/index': view(async () => (await import(/* webpackChunkName: "view-monitor-log" */ '../../screens/monitor/log/InfoLogPage')).InfoLogPage),
  'monitor/log/errorLog': view(async () => (await import(/* webpackChunkName: "view-monitor-error-log" */ '../../screens/monitor/log/ErrorLogPage')).ErrorLogPage),
  'system/user/index': view(async () => (await import(/* webpackChunkName: "view-system-user" */ '../../screens/system/user/UserPage')).UserPage),
};

export function viewFor(component: string): View | undefined {
  return Object.hasOwn(viewRegistry, component) ? viewRegistry[component] : undefined;
}
