import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { idsBody } from '../http/entity-errors';
import { badRequest } from '../http/errors';
import type { ZodTypeProvider } from '../http/schema';
import { EXPORT_MAX_ROWS, sendXlsx, type ExportColumn } from '../http/xlsx';
import { customerBody, customerPage, customerQuery, NOT_FOUND, scanQuery, type CustomerDto } from './schemas';

/** yshop's strings (CONTRACT-MEMBERS 2.9, 6); `admin` passes every check. */
const ACCESS = { list: ['yxStoreCustomer:list'], add: ['yxStoreCustomer:add'], edit: ['yxStoreCustomer:edit'], del: ['yxStoreCustomer:del'] };

/** 2.9's refusals of the scan calls when the shop lacks the setting they read. */
export const NO_API_ADDRESS = '请配置后台-->商城配置-->商城系统配置-->后台Api地址';
export const NO_FOLLOW_CODE = '请配置后台-->微信管理-->公众号配置->关注二维码';
/** Ours: the address is set, but this server has no 公众号 to sign a customer in with. */
export const NO_WECHAT = '内置服务未接入公众号，无法扫码获取用户，请在 yshop 后台添加';

const CUSTOMER_EXPORT: { title: string; asciiName: string; columns: readonly ExportColumn<CustomerDto>[] } = {
  title: '消息通知',
  asciiName: 'customers',
  columns: [
    { header: '用户昵称', value: (c) => c.nickName },
    { header: '用户标识', value: (c) => c.openId },
    { header: '备注', value: (c) => c.remark },
    { header: '是否启用', value: (c) => (c.isEnable === 1 ? '启用' : '禁用') },
    { header: '创建时间', value: (c) => c.createTime },
  ],
};

/** 订单消息管理 under `api/yxStoreCustomer`: list (with Rec. 7.21's filters), 导出, 新增, 修改, (soft) 删除. */
export function customerRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { customers } = ctx;

  app.get('', { config: { access: ACCESS.list }, schema: { querystring: customerQuery, response: { 200: customerPage } } }, async (request) =>
    customers.page(request.query),
  );

  app.get('/download', { config: { access: ACCESS.list, heavy: true }, schema: { querystring: customerQuery } }, async (request, reply) =>
    sendXlsx(reply, CUSTOMER_EXPORT, customers.all(request.query, EXPORT_MAX_ROWS + 1)),
  );

  app.post('', { config: { access: ACCESS.add }, schema: { body: customerBody, response: { 201: z.boolean() } } }, async (request, reply) => {
    const { id: _ignored, ...input } = request.body;
    audited(ctx, request, reply, '新增customer', () => customers.create(input, ctx.now()));
    return reply.code(201).send(true);
  });

  app.put('', { config: { access: ACCESS.edit }, schema: { body: customerBody } }, async (request, reply) => {
    const { id, ...input } = request.body;
    audited(ctx, request, reply, '修改customer', () => {
      if (id === null) throw badRequest(NOT_FOUND);
      customers.update(id, input, ctx.now());
    });
    return reply.code(204).send();
  });

  app.delete('', { config: { access: ACCESS.del }, schema: { body: idsBody } }, async (request, reply) => {
    audited(ctx, request, reply, '删除customer', () => customers.remove(request.body, ctx.now()));
    return reply.code(200).send();
  });
}

/**
 * The scan of 订单消息管理's dialog under `api/wxmp` (2.9 Rec.): this server signs nobody in
 * with WeChat, so the QR code is refused (with yshop's message while 后台Api地址 is empty,
 * else ours), the follow code is the configured picture's address, and `getOpenId` never
 * has an answer. Signed in, not anonymous as in yshop: the console asks with its token.
 */
export function scanRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get('/qrcode', { config: { access: 'signedIn' }, schema: { querystring: scanQuery } }, async () => {
    throw badRequest((ctx.systemConfig.value('admin_api_url') ?? '').trim() === '' ? NO_API_ADDRESS : NO_WECHAT);
  });

  app.get('/wechatCode', { config: { access: 'signedIn' } }, async (_request, reply) => {
    const picture = (ctx.systemConfig.value('wechat_follow_img') ?? '').trim();
    if (picture === '') throw badRequest(NO_FOLLOW_CODE);
    return reply.code(200).type('text/plain; charset=utf-8').send(picture);
  });

  app.get('/getOpenId', { config: { access: 'signedIn' }, schema: { querystring: scanQuery } }, async (_request, reply) => reply.code(200).send());
}
