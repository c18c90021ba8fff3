import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { VersionedCache } from '../db/version';
import type { ZodTypeProvider } from '../http/schema';
import { dayOf, keyOf } from './days';
import { categorySalesDto, chartDto, chartQuery, countDto, topProductsDto } from './schemas';

/**
 * 首页's calls (CONTRACT-SHOP 8 with the Rec. of 10.2: signed in, never anonymous, as
 * yshop's `data/count` and `data/chart` are), plus `data/topProducts`, which yshop lacks.
 */
export function dashboardRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { dashboard } = ctx;
  app.get('/data/count', { config: { access: 'signedIn' }, schema: { response: { 200: countDto } } }, async () => dashboard.count(ctx.now()));
  // 90 days and the 90 before are 720 points, and zod's encode of them cost 2-3 ms a call,
  // three times the reading: each period's answer is made (and checked by its schema) once
  // per day until the database changes, then sent as it is.
  const charts = new VersionedCache<string, string>(ctx.dbVersion, 16);
  app.get('/data/chart', { config: { access: 'signedIn' }, schema: { querystring: chartQuery, response: { 200: chartDto } } }, async (request, reply) => {
    const now = ctx.now();
    const period = request.query.days;
    const json = charts.get(`${period}|${keyOf(dayOf(now))}`, () => JSON.stringify(chartDto.parse(dashboard.chart(now, period))));
    // Already JSON, checked by the schema when made: Fastify sends a string as it is.
    const plain: FastifyReply = reply;
    return plain.type('application/json; charset=utf-8').send(json);
  });
  app.get('/data/topProducts', { config: { access: 'signedIn' }, schema: { response: { 200: topProductsDto } } }, async () => ({ content: dashboard.topProducts() }));
  app.get('/yxStoreOrder/orderCount', { config: { access: 'signedIn' }, schema: { response: { 200: categorySalesDto } } }, async () => dashboard.categorySales());
}
