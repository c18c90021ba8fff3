import type { Resource } from '../resource';
import { DashboardRepository } from './repository';
import { ensureDayZone } from './rollup';
import { dashboardRoutes } from './routes';

declare module '../context' {
  interface AppContext {
    dashboard: DashboardRepository;
  }
}

/**
 * 首页 (issue 34): `api/data/count`, `api/data/chart`, `api/data/topProducts` and
 * `api/yxStoreOrder/orderCount`, hence the bare `api` prefix. Its figures are the kept
 * day rows of migration 13, made again at start-up if the time zone changed.
 */
export const dashboard: Resource = {
  name: 'dashboard',
  prefix: '/api',
  services: (ctx) => {
    ensureDayZone(ctx.db);
    return { dashboard: new DashboardRepository(ctx.db) };
  },
  routes: dashboardRoutes,
};
