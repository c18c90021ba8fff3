import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { badRequest } from '../http/errors';
import type { ZodTypeProvider } from '../http/schema';
import { expressBody, expressPage, expressQuery, idParam, NAME_TAKEN, NOT_FOUND } from './schemas';

/** yshop's permission strings (CONTRACT-SHOP 7.1); `admin` passes every list. */
const ACCESS = {
  list: ['YXEXPRESS_ALL', 'YXEXPRESS_SELECT'],
  create: ['YXEXPRESS_ALL', 'YXEXPRESS_CREATE'],
  edit: ['YXEXPRESS_ALL', 'YXEXPRESS_EDIT'],
  delete: ['YXEXPRESS_ALL', 'YXEXPRESS_DELETE'],
};

/**
 * The partial unique index on live names is the last word: a write that passed the check
 * but meets another process's row is refused with the same message.
 */
const nameClash = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';

/** 快递公司, under `api/yxExpress` (CONTRACT-SHOP 7.1 and its Rec.: unique names). */
export function expressRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { express } = ctx;

  const assertNameFree = (name: string, id: number | null): void => {
    const owner = express.nameOwner(name);
    if (owner !== null && owner !== id) throw badRequest(NAME_TAKEN);
  };

  const write = (run: () => void): void => {
    try {
      run();
    } catch (error) {
      if (nameClash(error)) throw badRequest(NAME_TAKEN);
      throw error;
    }
  };

  app.get('', { config: { access: ACCESS.list }, schema: { querystring: expressQuery, response: { 200: expressPage } } }, async (request) => {
    const q = request.query;
    return express.page(express.order(q.sort), q.page, q.size);
  });

  app.post('', { config: { access: ACCESS.create }, schema: { body: expressBody, response: { 201: z.boolean() } } }, async (request, reply) => {
    const { id: _ignored, ...input } = request.body;
    write(() =>
      audited(ctx, request, reply, '新增快递', () => {
        assertNameFree(input.name, null);
        express.create(input, ctx.now());
      }),
    );
    return reply.code(201).send(true);
  });

  app.put('', { config: { access: ACCESS.edit }, schema: { body: expressBody } }, async (request, reply) => {
    const { id, ...input } = request.body;
    if (id === null) throw badRequest('ID 不能为空');
    write(() =>
      audited(ctx, request, reply, '修改快递', () => {
        if (!express.find(id)) throw badRequest(NOT_FOUND);
        assertNameFree(input.name, id);
        express.update(id, input, ctx.now());
      }),
    );
    return reply.code(204).send();
  });

  app.delete('/:id', { config: { access: ACCESS.delete }, schema: { params: idParam } }, async (request, reply) => {
    const { id } = request.params;
    audited(ctx, request, reply, '删除快递', () => {
      if (!express.find(id)) throw badRequest(NOT_FOUND);
      express.softDelete(id, ctx.now());
    });
    return reply.code(200).send();
  });
}
