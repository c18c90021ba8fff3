import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { idsBody } from '../http/entity-errors';
import { badRequest } from '../http/errors';
import type { ZodTypeProvider } from '../http/schema';
import { EXPORT_MAX_ROWS, sendXlsx, type ExportColumn } from '../http/xlsx';
import { appVersionBody, appVersionPage, appVersionQuery, NOT_FOUND, relationPage, relationQuery, type AppVersionDto, type RelationDto } from './schemas';

/** yshop's strings (CONTRACT-MEMBERS 2.10, 2.11, 6); `admin` passes every check. */
const RELATION = { list: ['yxStoreProductRelation:list'] };
const APP_VERSION = { list: ['yxAppVersion:list'], add: ['yxAppVersion:add'], edit: ['yxAppVersion:edit'], del: ['yxAppVersion:del'] };

const RELATION_KINDS: Record<string, string> = { collect: '收藏', foot: '足迹' };

/** 2.10's export: the screens' columns, the product by name, the kind in words. */
const RELATION_EXPORT: { title: string; asciiName: string; columns: readonly ExportColumn<RelationDto>[] } = {
  title: '商品收藏足迹',
  asciiName: 'product-relations',
  columns: [
    { header: '用户ID', value: (r) => r.uid },
    { header: '用户名', value: (r) => r.userName ?? '-' },
    { header: '商品ID', value: (r) => r.productId },
    { header: '商品名称', value: (r) => r.product?.storeName ?? '-' },
    { header: '类型', value: (r) => RELATION_KINDS[r.type] ?? r.type },
    { header: '添加时间', value: (r) => r.createTime },
  ],
};

/** 2.11's export: the screen's columns. */
const APP_VERSION_EXPORT: { title: string; asciiName: string; columns: readonly ExportColumn<AppVersionDto>[] } = {
  title: 'app版本控制',
  asciiName: 'app-versions',
  columns: [
    { header: '版本名称', value: (v) => v.versionName },
    { header: '版本描述', value: (v) => v.versionInfo },
    { header: '版本code', value: (v) => v.versionCode },
    { header: 'ios store应用商店链接', value: (v) => v.iosUrl },
    { header: '安卓下载链接', value: (v) => v.androidUrl },
    { header: '是否强制升级', value: (v) => (v.forceUpdate === 1 ? '是' : '否') },
    { header: '更新时间', value: (v) => v.updateTime ?? v.createTime },
  ],
};

/**
 * 商品收藏 / 用户足迹 under `api/yxStoreProductRelation`: the list and 导出. yshop's POST, PUT
 * and DELETE are not served: no screen calls them, and the app writes these rows
 * (docs/decisions.md).
 */
export function relationRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { productRelations } = ctx;

  app.get('', { config: { access: RELATION.list }, schema: { querystring: relationQuery, response: { 200: relationPage } } }, async (request) =>
    productRelations.page(request.query),
  );

  app.get('/download', { config: { access: RELATION.list, heavy: true }, schema: { querystring: relationQuery } }, async (request, reply) =>
    // One more than an export holds, so that sendXlsx refuses a larger one rather than cut it.
    sendXlsx(reply, RELATION_EXPORT, productRelations.all(request.query, EXPORT_MAX_ROWS + 1)),
  );
}

/** App版本 under `api/yxAppVersion`: list, 导出, 新增, 修改 and the (soft) delete. */
export function appVersionRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { appVersions } = ctx;

  app.get('', { config: { access: APP_VERSION.list }, schema: { querystring: appVersionQuery, response: { 200: appVersionPage } } }, async (request) =>
    appVersions.page(request.query),
  );

  app.get('/download', { config: { access: APP_VERSION.list, heavy: true }, schema: { querystring: appVersionQuery } }, async (request, reply) =>
    sendXlsx(reply, APP_VERSION_EXPORT, appVersions.all(request.query, EXPORT_MAX_ROWS + 1)),
  );

  app.post('', { config: { access: APP_VERSION.add }, schema: { body: appVersionBody, response: { 201: z.boolean() } } }, async (request, reply) => {
    const { id: _ignored, ...input } = request.body;
    audited(ctx, request, reply, '新增app版本控制', () => appVersions.create(input, ctx.now()));
    return reply.code(201).send(true);
  });

  app.put('', { config: { access: APP_VERSION.edit }, schema: { body: appVersionBody } }, async (request, reply) => {
    const { id, ...input } = request.body;
    audited(ctx, request, reply, '修改app版本控制', () => {
      if (id === null) throw badRequest(NOT_FOUND);
      appVersions.update(id, input, ctx.now());
    });
    return reply.code(204).send();
  });

  app.delete('', { config: { access: APP_VERSION.del }, schema: { body: idsBody } }, async (request, reply) => {
    audited(ctx, request, reply, '删除app版本控制', () => appVersions.remove(request.body, ctx.now()));
    return reply.code(200).send();
  });
}
