import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { idsBody } from '../http/entity-errors';
import type { ZodTypeProvider } from '../http/schema';
import { EXPORT_MAX_ROWS, sendXlsx, type ExportColumn } from '../http/xlsx';
import { yuanText } from '../shared/cents';
import { extractPage, extractQuery, rechargePage, rechargeQuery, reviewBody, } from './schemas';
import type { RechargeExportRow } from './recharge-repository';

/** yshop's strings (CONTRACT-MEMBERS 2.3, 2.4, 6); `admin` passes every check. */
const RECHARGE = { list: ['yxUserRecharge:list'], del: ['yxUserRecharge:del'] };
const EXTRACT = { list: ['YXUSEREXTRACT_ALL', 'YXUSEREXTRACT_SELECT'], edit: ['YXUSEREXTRACT_ALL', 'YXUSEREXTRACT_EDIT'] };

/** 2.3's export: yshop's columns, money with two decimals, 是否充值 in words. */
const RECHARGE_EXPORT: { title: string; asciiName: string; columns: readonly ExportColumn<RechargeExportRow>[] } = {
  title: '充值管理',
  asciiName: 'recharges',
  columns: [
    { header: '充值用户UID', value: (r) => r.uid },
    { header: '订单号', value: (r) => r.orderId },
    { header: '充值金额', value: (r) => yuanText(r.price) },
    { header: '充值类型', value: (r) => r.rechargeType },
    { header: '是否充值', value: (r) => (r.paid === 1 ? '是' : '否') },
    { header: '充值支付时间', value: (r) => r.payTime },
    { header: '退款金额', value: (r) => yuanText(r.refundPrice) },
    { header: '昵称', value: (r) => r.nickname },
  ],
};

/** 充值管理 under `api/yxUserRecharge`: the list, 导出 and the (soft) delete. yshop has no create or edit. */
export function rechargeRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { recharges } = ctx;

  app.get('', { config: { access: RECHARGE.list }, schema: { querystring: rechargeQuery, response: { 200: rechargePage } } }, async (request) => recharges.page(request.query));

  app.get('/download', { config: { access: RECHARGE.list, heavy: true }, schema: { querystring: rechargeQuery } }, async (request, reply) =>
    // One more than an export holds, so that sendXlsx refuses a larger one rather than cut it.
    sendXlsx(reply, RECHARGE_EXPORT, recharges.all(request.query, EXPORT_MAX_ROWS + 1)),
  );

  // yshop's console sends `DELETE api/yxUserRecharge/` (CONTRACT-MEMBERS 0): '/' serves both.
  app.delete('/', { config: { access: RECHARGE.del }, schema: { body: idsBody } }, async (request, reply) => {
    audited(ctx, request, reply, '删除充值管理', () => recharges.remove(request.body, ctx.now()));
    return reply.code(200).send();
  });
}

/** 提现管理 under `api/yxUserExtract`: the list and 审核. yshop has no create or delete. */
export function extractRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { extracts } = ctx;

  app.get('', { config: { access: EXTRACT.list }, schema: { querystring: extractQuery, response: { 200: extractPage } } }, async (request) => extracts.page(request.query));

  app.put('', { config: { access: EXTRACT.edit }, schema: { body: reviewBody } }, async (request, reply) => {
    audited(ctx, request, reply, '修改审核', () => extracts.review(request.body, ctx.now()));
    return reply.code(204).send();
  });
}
