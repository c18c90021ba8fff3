import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError, badRequest } from '../http/errors';
import { parseInput } from '../http/validate';
import {
  createDetailSchema,
  createDictSchema,
  idParamSchema,
  listDetailQuerySchema,
  listDictQuerySchema,
  updateDetailSchema,
  updateDictSchema,
} from './schemas';

const DICT_NOT_FOUND = '字典不存在';

export function dictRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { dicts } = ctx;

  const assertNameFree = (name: string, id: number | null): void => {
    const owner = dicts.idOfName(name);
    if (owner !== null && owner !== id) throw badRequest(`字典名称 ${name} 已存在`);
  };

  app.get('/api/dict', async (request) => {
    const q = parseInput(listDictQuerySchema, request.query);
    return dicts.page(q.blurry, q.page, q.size, q.sort);
  });

  app.post('/api/dict', async (request, reply) => {
    const body = parseInput(createDictSchema, request.body);
    assertNameFree(body.name, null);
    return reply.code(201).send(dicts.create(body.name, body.remark, ctx.now()));
  });

  app.put('/api/dict', async (request, reply) => {
    const body = parseInput(updateDictSchema, request.body);
    if (!dicts.find(body.id)) throw new ApiError(404, DICT_NOT_FOUND);
    assertNameFree(body.name, body.id);
    dicts.update(body.id, body.name, body.remark);
    return reply.code(204).send();
  });

  app.delete('/api/dict/:id', async (request, reply) => {
    const { id } = parseInput(idParamSchema, request.params);
    if (!dicts.delete(id)) throw new ApiError(404, DICT_NOT_FOUND);
    return reply.code(200).send();
  });

  app.get('/api/dictDetail', async (request) => {
    const q = parseInput(listDetailQuerySchema, request.query);
    const name = q.dictName?.trim();
    return dicts.details(name ? name : null, q.page, q.size);
  });

  app.post('/api/dictDetail', async (request, reply) => {
    const body = parseInput(createDetailSchema, request.body);
    if (!dicts.find(body.dict.id)) throw badRequest(DICT_NOT_FOUND);
    return reply.code(201).send(dicts.createDetail(body.dict.id, body.label, body.value, body.sort, ctx.now()));
  });

  app.put('/api/dictDetail', async (request, reply) => {
    const body = parseInput(updateDetailSchema, request.body);
    if (!dicts.findDetail(body.id)) throw new ApiError(404, '字典详情不存在');
    if (!dicts.find(body.dict.id)) throw badRequest(DICT_NOT_FOUND);
    dicts.updateDetail(body.id, body.dict.id, body.label, body.value, body.sort);
    return reply.code(204).send();
  });

  app.delete('/api/dictDetail/:id', async (request, reply) => {
    const { id } = parseInput(idParamSchema, request.params);
    if (!dicts.deleteDetail(id)) throw new ApiError(404, '字典详情不存在');
    return reply.code(200).send();
  });
}
