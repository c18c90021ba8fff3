import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import type { ZodTypeProvider } from '../http/schema';
import { z } from 'zod';
import { memberEditBody, memberPage, memberQuery, moneyBody, spreadBody, spreadDto, statusBody, statusParams } from './schemas';

/** yshop's strings (CONTRACT-MEMBERS 2.1, 6); `admin` passes every check. */
const LIST = ['YXUSER_ALL', 'YXUSER_SELECT'];
const EDIT = ['YXUSER_ALL', 'YXUSER_EDIT'];

/**
 * 会员 under `api/yxUser`: the list, 修改用户, 修改余额, the status and 查看下级. Every write is one
 * transaction with its bill (if any) and its operation-log row. yshop's `onStatus` checks
 * no permission; here it needs YXUSER_EDIT (Rec. 7.3). No delete: the console has none (4.1).
 */
export function memberRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { members } = ctx;

  app.get('', { config: { access: LIST }, schema: { querystring: memberQuery, response: { 200: memberPage } } }, async (request) => members.page(request.query));

  app.put('', { config: { access: EDIT }, schema: { body: memberEditBody } }, async (request, reply) => {
    audited(ctx, request, reply, '修改用户', () => members.edit(request.body, ctx.now()));
    return reply.code(204).send();
  });

  app.post('/money', { config: { access: EDIT }, schema: { body: moneyBody } }, async (request, reply) => {
    audited(ctx, request, reply, '修改余额', () => members.changeMoney(request.body, ctx.now()));
    return reply.code(204).send();
  });

  // Removed at yshop's HEAD but still called by its console; implemented as the parent commit (decisions).
  app.post('/spread', { config: { access: EDIT }, schema: { body: spreadBody, response: { 200: z.array(spreadDto) } } }, async (request) => members.spread(request.body));

  app.post('/onStatus/:uid', { config: { access: EDIT }, schema: { params: statusParams, body: statusBody } }, async (request, reply) => {
    audited(ctx, request, reply, '修改用户状态', () => members.setStatus(request.params.uid, request.body.status));
    return reply.code(200).send();
  });
}
