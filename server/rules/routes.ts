import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { idsBody } from '../http/entity-errors';
import { badRequest } from '../http/errors';
import type { ZodTypeProvider } from '../http/schema';
import { sendXlsx, type ExportColumn } from '../http/xlsx';
import { ruleBody, ruleIdParam, rulePage, ruleQuery, type RuleDto } from './schemas';

export const RULE_GONE = '规格模板不存在';

const RULE_EXPORT: { title: string; asciiName: string; columns: readonly ExportColumn<RuleDto>[] } = {
  title: 'sku规则',
  asciiName: 'product-rules',
  columns: [
    { header: '规格名称', value: (r) => r.ruleName },
    { header: '规格值', value: (r) => r.ruleValue.map((s) => `${s.value} : ${s.detail.join(',')}`).join('\n'), width: 40 },
    { header: '创建时间', value: (r) => r.createTime },
    { header: '更新时间', value: (r) => r.updateTime },
  ],
};

/** 商品规格 (规格模板, CONTRACT-SHOP 4.3) under `api/yxStoreProductRule`. */
export function ruleRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { rules } = ctx;

  app.get('', { config: { access: ['yxStoreProductRule:list'] }, schema: { querystring: ruleQuery, response: { 200: rulePage } } }, async (request) =>
    rules.page(rules.order(request.query.sort), request.query.page, request.query.size),
  );

  app.get('/download', { config: { access: ['yxStoreProductRule:list'], heavy: true }, schema: { querystring: ruleQuery } }, async (request, reply) =>
    sendXlsx(reply, RULE_EXPORT, rules.all(rules.order(request.query.sort))),
  );

  app.post(
    '/save/:id',
    { config: { access: ['yxStoreProductRule:add', 'yxStoreProductRule:edit'] }, schema: { params: ruleIdParam, body: ruleBody } },
    async (request, reply) => {
      const { id } = request.params;
      audited(ctx, request, reply, id === 0 ? '新增sku规则' : '修改sku规则', () => {
        if (id === 0) rules.create(request.body, ctx.now());
        else if (!rules.update(id, request.body, ctx.now())) throw badRequest(RULE_GONE);
      });
      return reply.code(201).send();
    },
  );

  // All or nothing: one unknown or deleted id refuses the whole request.
  const remove = async (request: FastifyRequest<{ Body: number[] }>, reply: FastifyReply) => {
    audited(ctx, request, reply, '删除sku规则', () => {
      const at = ctx.now();
      for (const id of request.body) if (!rules.delete(id, at)) throw badRequest(RULE_GONE);
    });
    return reply.code(200).send();
  };
  // yshop's console sends `DELETE api/yxStoreProductRule/` (trailing slash): '/' under a prefix serves both paths.
  app.delete('/', { config: { access: ['yxStoreProductRule:del'] }, schema: { body: idsBody } }, remove);
}
