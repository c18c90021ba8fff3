import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { badRequest } from '../http/errors';
import type { ZodTypeProvider } from '../http/schema';
import {
  couponBody,
  couponPage,
  couponQuery,
  couponUserPage,
  couponUserQuery,
  idParam,
  issueBody,
  issuePage,
  issueQuery,
  issueStatusBody,
  NO_COUPON,
  NOT_FOUND,
} from './schemas';

/** yshop's strings (CONTRACT-MEMBERS 2.5); `admin` passes every list. */
const access = (prefix: string) => ({
  list: [`${prefix}_ALL`, `${prefix}_SELECT`],
  create: [`${prefix}_ALL`, `${prefix}_CREATE`],
  edit: [`${prefix}_ALL`, `${prefix}_EDIT`],
  delete: [`${prefix}_ALL`, `${prefix}_DELETE`],
});
const COUPON = access('YXSTORECOUPON');
const ISSUE = access('YXSTORECOUPONISSUE');
const CLAIMED = access('YXSTORECOUPONUSER');

/**
 * 优惠券制作 (`api/yxStoreCoupon`), 已发布优惠券 (`api/yxStoreCouponIssue`) and
 * 优惠券领取记录 (`api/yxStoreCouponUser`, read only), under the bare `api` prefix.
 */
export function couponRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { coupons } = ctx;

  const assertProducts = (ids: readonly number[]): void => {
    const missing = coupons.missingProducts(ids);
    if (missing.length > 0) throw badRequest(`商品不存在：${missing.join(',')}`);
  };

  app.get('/yxStoreCoupon', { config: { access: COUPON.list }, schema: { querystring: couponQuery, response: { 200: couponPage } } }, async (request) =>
    coupons.couponPage(request.query),
  );

  app.post('/yxStoreCoupon', { config: { access: COUPON.create }, schema: { body: couponBody, response: { 201: z.boolean() } } }, async (request, reply) => {
    const { id: _ignored, ...input } = request.body;
    audited(ctx, request, reply, '新增优惠券', () => {
      assertProducts(input.productIds);
      coupons.createCoupon(input, ctx.now());
    });
    return reply.code(201).send(true);
  });

  app.put('/yxStoreCoupon', { config: { access: COUPON.edit }, schema: { body: couponBody } }, async (request, reply) => {
    const { id, ...input } = request.body;
    audited(ctx, request, reply, '修改优惠券', () => {
      if (id === null || !coupons.findCoupon(id)) throw badRequest(NOT_FOUND);
      assertProducts(input.productIds);
      coupons.updateCouponRow(id, input, ctx.now());
    });
    return reply.code(204).send();
  });

  app.delete('/yxStoreCoupon/:id', { config: { access: COUPON.delete }, schema: { params: idParam } }, async (request, reply) => {
    const { id } = request.params;
    audited(ctx, request, reply, '删除优惠券', () => {
      if (!coupons.findCoupon(id)) throw badRequest(NOT_FOUND);
      coupons.deleteCouponRow(id, ctx.now());
    });
    return reply.code(200).send();
  });

  app.get('/yxStoreCouponIssue', { config: { access: ISSUE.list }, schema: { querystring: issueQuery, response: { 200: issuePage } } }, async (request) =>
    coupons.issuePage(request.query),
  );

  app.post('/yxStoreCouponIssue', { config: { access: ISSUE.create }, schema: { body: issueBody, response: { 201: z.boolean() } } }, async (request, reply) => {
    const input = request.body;
    audited(ctx, request, reply, '发布优惠券', () => {
      const coupon = coupons.findCoupon(input.cid);
      if (!coupon) throw badRequest(NO_COUPON);
      coupons.createIssue(coupon, input, ctx.now());
    });
    return reply.code(201).send(true);
  });

  // 修改状态 (4.4 Rec.): the status only, never the counts or the window of a stale row.
  app.put('/yxStoreCouponIssue', { config: { access: ISSUE.edit }, schema: { body: issueStatusBody } }, async (request, reply) => {
    const { id, status } = request.body;
    audited(ctx, request, reply, '修改已发布优惠券状态', () => {
      const issue = coupons.findIssue(id);
      if (!issue) throw badRequest(NOT_FOUND);
      // A deleted coupon's issues were closed with it (settled 6): they stay closed.
      if (status === 1 && !coupons.findCoupon(issue.cid)) throw badRequest(NO_COUPON);
      coupons.setIssueStatusRow(id, status, ctx.now());
    });
    return reply.code(204).send();
  });

  app.delete('/yxStoreCouponIssue/:id', { config: { access: ISSUE.delete }, schema: { params: idParam } }, async (request, reply) => {
    const { id } = request.params;
    audited(ctx, request, reply, '删除已发布优惠券', () => {
      if (!coupons.findIssue(id)) throw badRequest(NOT_FOUND);
      coupons.deleteIssueRow(id, ctx.now());
    });
    return reply.code(200).send();
  });

  app.get('/yxStoreCouponUser', { config: { access: CLAIMED.list }, schema: { querystring: couponUserQuery, response: { 200: couponUserPage } } }, async (request) =>
    coupons.claimPage(request.query, ctx.now()),
  );
}
