import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { badRequest } from '../http/errors';
import type { ZodTypeProvider } from '../http/schema';
import { replyBody, reviewIdParam, reviewPage, reviewQuery } from './schemas';

export const REVIEW_GONE = '评论不存在';

/** 评论管理 (CONTRACT-SHOP 4.4) under `api/yxStoreProductReply`. */
export function reviewRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { reviews } = ctx;

  app.get(
    '',
    { config: { access: ['YXSTOREPRODUCTREPLY_ALL', 'YXSTOREPRODUCTREPLY_SELECT'] }, schema: { querystring: reviewQuery, response: { 200: reviewPage } } },
    async (request) => reviews.page(request.query.isDel, reviews.order(request.query.sort), request.query.page, request.query.size),
  );

  app.put('', { config: { access: ['YXSTOREPRODUCTREPLY_ALL', 'YXSTOREPRODUCTREPLY_EDIT'] }, schema: { body: replyBody } }, async (request, reply) => {
    const { id, merchantReplyContent } = request.body;
    audited(ctx, request, reply, '回复评论', () => {
      if (!reviews.reply(id, merchantReplyContent, ctx.now())) throw badRequest(REVIEW_GONE);
    });
    return reply.code(204).send();
  });

  app.delete('/:id', { config: { access: ['YXSTOREPRODUCTREPLY_ALL', 'YXSTOREPRODUCTREPLY_DELETE'] }, schema: { params: reviewIdParam } }, async (request, reply) => {
    audited(ctx, request, reply, '删除评论', () => {
      if (!reviews.delete(request.params.id, ctx.now())) throw badRequest(REVIEW_GONE);
    });
    return reply.code(200).send();
  });
}
