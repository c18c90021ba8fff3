import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { badRequest } from '../http/errors';
import type { ZodTypeProvider } from '../http/schema';
import { sendXlsx, type ExportColumn } from '../http/xlsx';
import { cityDirectory } from './cities';
import { IN_USE, NOT_FOUND, saveParams, templateBody, templateIds, templatePage, templateQuery, type TemplateDto } from './schemas';

/** yshop's permission strings (CONTRACT-SHOP 7.2); `admin` passes every list. */
const ACCESS = {
  list: ['yxShippingTemplates:list'],
  save: ['yxShippingTemplates:add', 'yxShippingTemplates:edit'],
  delete: ['yxShippingTemplates:del'],
};

const TYPE_NAMES: Record<number, string> = { 1: '按件数', 2: '按重量', 3: '按体积' };

interface StoredGroup {
  regionName?: string;
  placeName?: string;
  first?: string;
  price?: string;
  _continue?: string;
  continue_price?: string;
  a_num?: string;
  a_price?: string;
}

const parsed = (json: string): StoredGroup[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as StoredGroup[]) : [];
  } catch {
    return [];
  }
};

/** `默认全国 首件 1 运费 0 续件 1 续费 2; 河南省 ...`: the stored JSON as a person reads it. */
const regionsText = (t: TemplateDto): string =>
  parsed(t.regionInfo)
    .map((g) => `${g.regionName ?? ''} 首件 ${g.first ?? ''} 运费 ${g.price ?? ''} 续件 ${g._continue ?? ''} 续费 ${g.continue_price ?? ''}`)
    .join('; ');

const freesText = (t: TemplateDto): string =>
  parsed(t.appointInfo)
    .map((g) => `${g.placeName ?? ''} 包邮件数 ${g.a_num ?? ''} 包邮金额 ${g.a_price ?? ''}`)
    .join('; ');

const TEMPLATE_EXPORT: { title: string; asciiName: string; columns: readonly ExportColumn<TemplateDto>[] } = {
  title: '运费模板',
  asciiName: 'shipping-templates',
  columns: [
    { header: '模板名称', value: (t) => t.name },
    { header: '计费方式', value: (t) => TYPE_NAMES[t.type] ?? String(t.type) },
    { header: '地域以及费用', value: regionsText, width: 60 },
    { header: '指定包邮开关', value: (t) => (t.appoint === 1 ? '开启' : '关闭') },
    { header: '指定包邮内容', value: freesText, width: 40 },
    { header: '添加时间', value: (t) => t.createTime },
    { header: '更新时间', value: (t) => t.updateTime },
    { header: '排序', value: (t) => t.sort },
  ],
};

/** 运费模板, under `api/yxShippingTemplates` (CONTRACT-SHOP 7.2, 9.4, 10.17). */
export function shippingTemplateRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { shippingTemplates } = ctx;
  const cities = cityDirectory();

  app.get('', { config: { access: ACCESS.list }, schema: { querystring: templateQuery, response: { 200: templatePage } } }, async (request) => {
    const q = request.query;
    return shippingTemplates.page(shippingTemplates.order(q.sort), q.page, q.size);
  });

  app.get('/download', { config: { access: ACCESS.list, heavy: true }, schema: { querystring: templateQuery } }, async (request, reply) =>
    sendXlsx(reply, TEMPLATE_EXPORT, shippingTemplates.all(shippingTemplates.order(request.query.sort))),
  );

  // The province/city picker's data: the same for everyone and for ever, so serialised
  // once; any signed-in user (yshop: no check at all, CONTRACT-SHOP 10.2).
  app.get('/citys', { config: { access: 'signedIn' } }, async (_request, reply) => reply.type('application/json; charset=utf-8').send(cities.json));

  app.post('/save/:id', { config: { access: ACCESS.save }, schema: { params: saveParams, body: templateBody } }, async (request, reply) => {
    const id = request.params.id === 0 ? null : request.params.id;
    const input = request.body;
    audited(ctx, request, reply, '新增/保存运费模板', () => {
      if (id !== null && !shippingTemplates.find(id)) throw badRequest(NOT_FOUND);
      shippingTemplates.save(id, input, ctx.now());
    });
    return reply.code(201).send();
  });

  app.delete('', { config: { access: ACCESS.delete }, schema: { body: templateIds } }, async (request, reply) => {
    const ids = request.body;
    audited(ctx, request, reply, '删除运费模板', () => {
      for (const id of ids) if (!shippingTemplates.find(id)) throw badRequest(NOT_FOUND);
      for (const id of ids) if (ctx.productReferences.templateInUse(id)) throw badRequest(IN_USE);
      shippingTemplates.softDelete(ids, ctx.now());
    });
    return reply.code(200).send();
  });
}
