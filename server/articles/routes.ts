import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { badRequest } from '../http/errors';
import type { ZodTypeProvider } from '../http/schema';
import { ARTICLE_BODY_LIMIT, articleBody, articleIdParam, articleInfo, articlePage, articleQuery, NO_WECHAT, NOT_FOUND } from './schemas';

/**
 * yshop's strings (CONTRACT-MEMBERS 2.12, 6), `admin` passing every check. 发布 has its own
 * (Rec. 7.15: yshop guards its GET with YXARTICLE_DELETE); docs/decisions.md.
 */
export const ARTICLE_ACCESS = {
  list: ['YXARTICLE_ALL', 'YXARTICLE_SELECT'],
  get: ['YXARTICLE_ALL', 'YXARTICLE_GET'],
  create: ['YXARTICLE_ALL', 'YXARTICLE_CREATE'],
  edit: ['YXARTICLE_ALL', 'YXARTICLE_EDIT'],
  del: ['YXARTICLE_ALL', 'YXARTICLE_DELETE'],
  publish: ['YXARTICLE_ALL', 'YXARTICLE_PUBLISH'],
};

/**
 * 图文管理 under `api/yxArticle`: list, `info/{id}`, 新增, 修改, the soft delete by path, and
 * 发布 as a POST, which this server, having no WeChat account, always refuses. yshop's GET
 * `publish/{id}` (a mass-send on a GET, 7.15) is not served.
 */
export function articleRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { articles } = ctx;

  app.get('', { config: { access: ARTICLE_ACCESS.list }, schema: { querystring: articleQuery, response: { 200: articlePage } } }, async (request) =>
    articles.page(request.query),
  );

  app.get('/info/:id', { config: { access: ARTICLE_ACCESS.get }, schema: { params: articleIdParam, response: { 200: articleInfo } } }, async (request) =>
    articles.info(request.params.id),
  );

  app.post('', { config: { access: ARTICLE_ACCESS.create }, bodyLimit: ARTICLE_BODY_LIMIT, schema: { body: articleBody, response: { 201: z.boolean() } } }, async (request, reply) => {
    const { id: _ignored, ...input } = request.body;
    audited(ctx, request, reply, '新增图文', () => articles.create(input, ctx.now()));
    return reply.code(201).send(true);
  });

  app.put('', { config: { access: ARTICLE_ACCESS.edit }, bodyLimit: ARTICLE_BODY_LIMIT, schema: { body: articleBody } }, async (request, reply) => {
    const { id, ...input } = request.body;
    audited(ctx, request, reply, '修改图文', () => {
      if (id === null) throw badRequest(NOT_FOUND);
      articles.update(id, input, ctx.now());
    });
    return reply.code(204).send();
  });

  app.delete('/:id', { config: { access: ARTICLE_ACCESS.del }, schema: { params: articleIdParam } }, async (request, reply) => {
    audited(ctx, request, reply, '删除图文', () => articles.remove(request.params.id, ctx.now()));
    return reply.code(200).send();
  });

  app.post('/publish/:id', { config: { access: ARTICLE_ACCESS.publish }, schema: { params: articleIdParam } }, async (request) => {
    if (!articles.exists(request.params.id)) throw badRequest(NOT_FOUND);
    throw badRequest(NO_WECHAT);
  });
}
