import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { ZodTypeProvider } from '../http/schema';
import { billPage, billQuery } from './schemas';

/** yshop's strings (CONTRACT-MEMBERS 6): 用户账单, 分销记录 and 积分记录 all read this list. */
const LIST = ['YXUSERBILL_ALL', 'YXUSERBILL_SELECT'];

/** `GET api/yxUserBill`: the one call; yshop has no export, create, edit or delete of bills. */
export function billRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get('', { config: { access: LIST }, schema: { querystring: billQuery, response: { 200: billPage } } }, async (request) => ctx.bills.page(request.query));
}
