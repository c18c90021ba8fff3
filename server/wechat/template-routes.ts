import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { badRequest } from '../http/errors';
import type { ZodTypeProvider } from '../http/schema';
import { EXPORT_MAX_ROWS, sendXlsx, type ExportColumn } from '../http/xlsx';
import { idParam, NOT_FOUND, templateBody, templatePage, templateQuery, type TemplateDto } from './template-schemas';

/** yshop's strings (CONTRACT-MEMBERS 2.13, 6); `admin` passes every check. */
const ACCESS = { list: ['yxWechatTemplate:list'], add: ['yxWechatTemplate:add'], edit: ['yxWechatTemplate:edit'], del: ['yxWechatTemplate:del'] };

const TYPE_WORDS: Record<string, string> = { template: '模板消息', subscribe: '订阅消息' };

/** 2.13's export: the screen's columns. */
const TEMPLATE_EXPORT: { title: string; asciiName: string; columns: readonly ExportColumn<TemplateDto>[] } = {
  title: '微信模板消息',
  asciiName: 'wechat-templates',
  columns: [
    { header: '消息类型', value: (t) => TYPE_WORDS[t.type] ?? t.type },
    { header: '模板id', value: (t) => t.id },
    { header: '模板编号', value: (t) => t.tempkey },
    { header: '模板名', value: (t) => t.name },
    { header: '模板ID', value: (t) => t.tempid },
    { header: '状态', value: (t) => (t.status === 1 ? '开启' : '关闭') },
  ],
};

/** 微信模板消息 under `api/yxWechatTemplate`: list, 导出, 新增, 修改 and the (soft) delete by path. */
export function templateRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { wechatTemplates } = ctx;

  app.get('', { config: { access: ACCESS.list }, schema: { querystring: templateQuery, response: { 200: templatePage } } }, async (request) =>
    wechatTemplates.page(request.query),
  );

  app.get('/download', { config: { access: ACCESS.list, heavy: true }, schema: { querystring: templateQuery } }, async (request, reply) =>
    // One more than an export holds, so that sendXlsx refuses a larger one rather than cut it.
    sendXlsx(reply, TEMPLATE_EXPORT, wechatTemplates.all(request.query, EXPORT_MAX_ROWS + 1)),
  );

  app.post('', { config: { access: ACCESS.add }, schema: { body: templateBody, response: { 201: z.boolean() } } }, async (request, reply) => {
    const { id: _ignored, ...input } = request.body;
    audited(ctx, request, reply, '新增微信模板消息', () => wechatTemplates.create(input, ctx.now()));
    return reply.code(201).send(true);
  });

  app.put('', { config: { access: ACCESS.edit }, schema: { body: templateBody } }, async (request, reply) => {
    const { id, ...input } = request.body;
    audited(ctx, request, reply, '修改微信模板消息', () => {
      if (id === null) throw badRequest(NOT_FOUND);
      wechatTemplates.update(id, input, ctx.now());
    });
    return reply.code(204).send();
  });

  app.delete('/:id', { config: { access: ACCESS.del }, schema: { params: idParam } }, async (request, reply) => {
    audited(ctx, request, reply, '删除微信模板消息', () => wechatTemplates.remove(request.params.id, ctx.now()));
    return reply.code(200).send();
  });
}
