import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { currentUser } from '../http/auth-context';
import { timeRange } from '../http/list-query';
import type { ZodTypeProvider } from '../http/schema';
import { EXPORT_MAX_ROWS, sendXlsx } from '../http/xlsx';
import { SALES_EXPORT } from './export';
import type { SalesFilter } from './repository';
import { applyBody, checkBody, deleteBody, moneyQuery, parcelBody, salesPage, salesQuery, type SalesQuery } from './schemas';

/** yshop's strings (CONTRACT-SHOP 6); admin passes every list. */
const ACCESS = {
  list: ['yxStoreAfterSales:list'],
  add: ['yxStoreAfterSales:add'],
  edit: ['yxStoreAfterSales:edit'],
  del: ['yxStoreAfterSales:del'],
};

const filterOf = (q: SalesQuery): SalesFilter => ({
  orderCode: q.orderCode,
  serviceType: q.serviceType,
  salesState: q.salesState,
  state: q.state,
  time: timeRange({ createTime: q.time, 'createTime[]': q['time[]'] }),
});

/** 售后 under `api/yxStoreAfterSales`. */
export function afterSalesRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { afterSales, afterSalesFlow: flow } = ctx;

  app.get('/sales/List', { config: { access: ACCESS.list }, schema: { querystring: salesQuery, response: { 200: salesPage } } }, async (request) => {
    const q = request.query;
    return afterSales.page(filterOf(q), q.page, q.size);
  });

  app.get('/download', { config: { access: ACCESS.list, heavy: true }, schema: { querystring: salesQuery } }, async (request, reply) =>
    sendXlsx(reply, SALES_EXPORT, afterSales.all(filterOf(request.query), EXPORT_MAX_ROWS + 1)),
  );

  app.post('/salesCheck', { config: { access: ACCESS.edit }, schema: { body: checkBody, response: { 200: z.boolean() } } }, async (request, reply) => {
    const operator = currentUser(request).username;
    audited(ctx, request, reply, '审核', () => flow.check(request.body, ctx.now(), operator));
    return reply.code(200).send(true);
  });

  app.post('/makeMoney', { config: { access: ACCESS.edit }, schema: { querystring: moneyQuery } }, async (request, reply) => {
    const operator = currentUser(request).username;
    audited(ctx, request, reply, '打款', () => flow.makeMoney(request.query.salesId, request.query.orderCode, ctx.now(), operator));
    return reply.code(200).send();
  });

  app.post('', { config: { access: ACCESS.add }, schema: { body: applyBody, response: { 201: z.boolean() } } }, async (request, reply) => {
    const operator = currentUser(request).username;
    audited(ctx, request, reply, '新增售后', () => flow.apply(request.body, ctx.now(), operator));
    return reply.code(201).send(true);
  });

  app.put('', { config: { access: ACCESS.edit }, schema: { body: parcelBody } }, async (request, reply) => {
    const operator = currentUser(request).username;
    audited(ctx, request, reply, '修改售后', () => flow.parcel(request.body, ctx.now(), operator));
    return reply.code(204).send();
  });

  app.delete('', { config: { access: ACCESS.del }, schema: { body: deleteBody } }, async (request, reply) => {
    audited(ctx, request, reply, '删除售后', () => flow.remove(request.body));
    return reply.code(200).send();
  });
}
