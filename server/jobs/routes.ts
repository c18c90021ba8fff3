import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { currentUser, type AuthContext } from '../http/auth-context';
import { existed, idsBody, newWithId, unknownId } from '../http/entity-errors';
import { badRequest } from '../http/errors';
import { timeRange } from '../http/list-query';
import type { ZodTypeProvider } from '../http/schema';
import { sendXlsx, statusLabel, type ExportColumn } from '../http/xlsx';
import { assertInScope, callerOf, type Caller } from '../http/caller';
import type { JobFilter } from './repository';
import { jobBodySchema, jobPage, jobQuerySchema, type JobDto, type JobInput } from './schemas';

const JOB_EXPORT: { title: string; asciiName: string; columns: readonly ExportColumn<JobDto>[] } = {
  title: '岗位',
  asciiName: 'jobs',
  columns: [
    { header: '岗位名称', value: (j) => j.name },
    { header: '岗位状态', value: (j) => statusLabel(j.enabled, '启用', '停用') },
    { header: '创建日期', value: (j) => j.createTime },
  ],
};

/** A job of no dept is everyone's (every list shows it): only a caller with an unlimited scope writes one. */
const NO_DEPT = '数据权限不足，不能操作没有部门的岗位';

/** 岗位管理 (and the job options of the user dialog), under `api/job`. */
export function jobRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { jobs, depts, access } = ctx;

  const listArgs = (q: z.output<typeof jobQuerySchema>, me: AuthContext) => {
    const filter: JobFilter = {
      name: q.name,
      enabled: q.enabled,
      deptId: q.deptId,
      createTime: timeRange(q),
      scope: access.of(me.userId).scope,
    };
    return { filter, order: jobs.order(q.sort) };
  };

  const check = (caller: Caller, input: JobInput, id: number | null): void => {
    const owner = jobs.nameOwner(input.name);
    if (owner !== null && owner !== id) throw existed('Job', 'name', input.name);
    const dept = input.deptId === null ? null : depts.find(input.deptId);
    if (input.deptId !== null && !dept) throw unknownId('Dept', input.deptId);
    assertInScope(caller, dept, NO_DEPT);
  };

  app.get('', { config: { access: ['job:list', 'user:list'] }, schema: { querystring: jobQuerySchema, response: { 200: jobPage } } }, async (request) => {
    const { filter, order } = listArgs(request.query, currentUser(request));
    return jobs.page(filter, order, request.query.page, request.query.size);
  });

  app.get('/download', { config: { access: ['job:list'], heavy: true }, schema: { querystring: jobQuerySchema } }, async (request, reply) => {
    const { filter, order } = listArgs(request.query, currentUser(request));
    return sendXlsx(reply, JOB_EXPORT, jobs.all(filter, order));
  });

  app.post('', { config: { access: ['job:add'] }, schema: { body: jobBodySchema } }, async (request, reply) => {
    const body = request.body;
    if (body.id !== null) throw newWithId('Job');
    audited(ctx, request, reply, '新增岗位', () => {
      check(callerOf(ctx, request), body, null);
      jobs.create(body, ctx.now());
    });
    return reply.code(201).send();
  });

  app.put('', { config: { access: ['job:edit'] }, schema: { body: jobBodySchema } }, async (request, reply) => {
    const body = request.body;
    if (body.id === null) throw badRequest('ID 不能为空');
    const id = body.id;
    audited(ctx, request, reply, '修改岗位', () => {
      const before = jobs.find(id);
      if (!before) throw unknownId('Job', id);
      const caller = callerOf(ctx, request);
      assertInScope(caller, before.dept, NO_DEPT);
      check(caller, body, id);
      jobs.update(id, body);
    });
    return reply.code(204).send();
  });

  app.delete('', { config: { access: ['job:del'] }, schema: { body: idsBody } }, async (request, reply) => {
    const ids = request.body;
    audited(ctx, request, reply, '删除岗位', () => {
      const caller = callerOf(ctx, request);
      for (const id of ids) {
        const job = jobs.find(id);
        if (!job) throw unknownId('Job', id);
        assertInScope(caller, job.dept, NO_DEPT);
      }
      if (jobs.hasUsers(ids)) throw badRequest('所选的岗位中存在用户关联，请解除关联再试！');
      jobs.delete(ids);
    });
    return reply.code(200).send();
  });
}
