import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { badRequest } from '../http/errors';
import type { ZodTypeProvider } from '../http/schema';
import { groupValue, isGroupName } from './groups';
import type { GroupDataInput } from './repository';
import { groupDataBody, groupDataIdParam, groupDataPage, groupDataQuery, NOT_FOUND, type GroupDataBody } from './schemas';

/** yshop's strings (CONTRACT-MEMBERS 2.7, 6); `admin` passes every check. */
const ACCESS = {
  list: ['YXSYSTEMGROUPDATA_ALL', 'YXSYSTEMGROUPDATA_SELECT'],
  create: ['YXSYSTEMGROUPDATA_ALL', 'YXSYSTEMGROUPDATA_CREATE'],
  edit: ['YXSYSTEMGROUPDATA_ALL', 'YXSYSTEMGROUPDATA_EDIT'],
  delete: ['YXSYSTEMGROUPDATA_ALL', 'YXSYSTEMGROUPDATA_DELETE'],
};

/** A body as what is stored: a known group, its own keys checked (groups.ts), or a 400 naming the problem. */
function inputOf(body: GroupDataBody): GroupDataInput {
  if (!isGroupName(body.groupName)) throw badRequest(`未知的数据组：${body.groupName}`);
  const read = groupValue(body.groupName, body);
  if (!read.ok) throw badRequest(read.message);
  return { groupName: body.groupName, value: read.value, sort: body.sort, status: body.status };
}

/** 商城设置's group data under `api/yxSystemGroupData`: list, 新增, 修改 and the (soft) delete by path. */
export function groupDataRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { groupData } = ctx;

  app.get('', { config: { access: ACCESS.list }, schema: { querystring: groupDataQuery, response: { 200: groupDataPage } } }, async (request) =>
    groupData.page(request.query),
  );

  app.post('', { config: { access: ACCESS.create }, schema: { body: groupDataBody, response: { 201: z.boolean() } } }, async (request, reply) => {
    audited(ctx, request, reply, '新增数据配置', () => groupData.create(inputOf(request.body), ctx.now()));
    return reply.code(201).send(true);
  });

  app.put('', { config: { access: ACCESS.edit }, schema: { body: groupDataBody } }, async (request, reply) => {
    const { id } = request.body;
    audited(ctx, request, reply, '修改数据配置', () => {
      const input = inputOf(request.body);
      if (id === null) throw badRequest(NOT_FOUND);
      groupData.update(id, input, ctx.now());
    });
    return reply.code(204).send();
  });

  app.delete('/:id', { config: { access: ACCESS.delete }, schema: { params: groupDataIdParam } }, async (request, reply) => {
    audited(ctx, request, reply, '删除数据配置', () => groupData.remove(request.params.id, ctx.now()));
    return reply.code(200).send();
  });
}
