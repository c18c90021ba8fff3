import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { ApiError, badRequest } from '../http/errors';
import type { ZodTypeProvider } from '../http/schema';
import {
  createDetailSchema,
  createDictSchema,
  detailPage,
  dictDetailDto,
  dictDto,
  dictPage,
  idParamSchema,
  listDetailQuerySchema,
  listDictQuerySchema,
  updateDetailSchema,
  updateDictSchema,
} from './schemas';

const DICT_NOT_FOUND = '字典不存在';

/** 字典管理's dictionaries, under `api/dict`. */
export function dictRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { dicts } = ctx;

  const assertNameFree = (name: string, id: number | null): void => {
    const owner = dicts.idOfName(name);
    if (owner !== null && owner !== id) throw badRequest(`字典名称 ${name} 已存在`);
  };

  app.get('', { config: { access: ['dict:list'] }, schema: { querystring: listDictQuerySchema, response: { 200: dictPage } } }, async (request) => {
    const q = request.query;
    return dicts.page(q.blurry, q.page, q.size, q.sort);
  });

  app.post('', { config: { access: ['dict:add'] }, schema: { body: createDictSchema, response: { 201: dictDto } } }, async (request, reply) => {
    const body = request.body;
    const created = audited(ctx, request, reply, '新增字典', () => {
      assertNameFree(body.name, null);
      return dicts.create(body.name, body.remark, ctx.now());
    });
    return reply.code(201).send(created);
  });

  app.put('', { config: { access: ['dict:edit'] }, schema: { body: updateDictSchema } }, async (request, reply) => {
    const body = request.body;
    audited(ctx, request, reply, '修改字典', () => {
      if (!dicts.find(body.id)) throw new ApiError(404, DICT_NOT_FOUND);
      assertNameFree(body.name, body.id);
      dicts.update(body.id, body.name, body.remark);
    });
    return reply.code(204).send();
  });

  app.delete('/:id', { config: { access: ['dict:del'] }, schema: { params: idParamSchema } }, async (request, reply) => {
    const { id } = request.params;
    audited(ctx, request, reply, '删除字典', () => {
      if (!dicts.delete(id)) throw new ApiError(404, DICT_NOT_FOUND);
    });
    return reply.code(200).send();
  });
}

/** The entries of a dictionary, under `api/dictDetail`. */
export function dictDetailRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { dicts } = ctx;

  // Every screen's dictionary hook reads entries, so any signed-in user may.
  app.get('', { config: { access: 'signedIn' }, schema: { querystring: listDetailQuerySchema, response: { 200: detailPage } } }, async (request) => {
    const q = request.query;
    const name = q.dictName?.trim();
    return dicts.details(name ? name : null, q.page, q.size);
  });

  app.post('', { config: { access: ['dict:add'] }, schema: { body: createDetailSchema, response: { 201: dictDetailDto } } }, async (request, reply) => {
    const body = request.body;
    const created = audited(ctx, request, reply, '新增字典详情', () => {
      if (!dicts.find(body.dict.id)) throw badRequest(DICT_NOT_FOUND);
      return dicts.createDetail(body.dict.id, body.label, body.value, body.sort, ctx.now());
    });
    return reply.code(201).send(created);
  });

  app.put('', { config: { access: ['dict:edit'] }, schema: { body: updateDetailSchema } }, async (request, reply) => {
    const body = request.body;
    audited(ctx, request, reply, '修改字典详情', () => {
      if (!dicts.findDetail(body.id)) throw new ApiError(404, '字典详情不存在');
      if (!dicts.find(body.dict.id)) throw badRequest(DICT_NOT_FOUND);
      dicts.updateDetail(body.id, body.dict.id, body.label, body.value, body.sort);
    });
    return reply.code(204).send();
  });

  app.delete('/:id', { config: { access: ['dict:del'] }, schema: { params: idParamSchema } }, async (request, reply) => {
    const { id } = request.params;
    audited(ctx, request, reply, '删除字典详情', () => {
      if (!dicts.deleteDetail(id)) throw new ApiError(404, '字典详情不存在');
    });
    return reply.code(200).send();
  });
}
