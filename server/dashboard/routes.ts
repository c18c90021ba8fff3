import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/schema';
import { categorySalesDto, chartDto, chartQuery, countDto, topProductsDto } from './schemas';

/**
 * 首页's calls (CONTRACT-SHOP 8 with the Rec. of 10.2: signed in, never anonymous, as
 * yshop's `data/count` and `data/chart` are), plus `data/topProducts`, which yshop lacks.
 */
export function dashboardRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { dashboard } = ctx;
  app.get('/data/count', { config: { access: 'signedIn' }, schema: { response: { 200: countDto } } }, async () => dashboard.count(ctx.now()));
  app.get('/data/chart', { config: { access: 'signedIn' }, schema: { querystring: chartQuery, response: { 200: chartDto } } }, async (request) =>
    dashboard.chart(ctx.now(), request.query.days),
  );
  app.get('/data/topProducts', { config: { access: 'signedIn' }, schema: { response: { 200: topProductsDto } } }, async () => ({ content: dashboard.topProducts() }));
  app.get('/yxStoreOrder/orderCount', { config: { access: 'signedIn' }, schema: { response: { 200: categorySalesDto } } }, async () => dashboard.categorySales());
}
