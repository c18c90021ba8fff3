import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { currentUser, type AuthContext } from '../http/auth-context';
import { idsBody, newWithId, unknownId } from '../http/entity-errors';
import { badRequest } from '../http/errors';
import { timeRange } from '../http/list-query';
import type { ZodTypeProvider } from '../http/schema';
import { sendXlsx, statusLabel, type ExportColumn } from '../http/xlsx';
import { superiorBodySchema } from '../http/superior-body';
import { assertInScope, callerOf, type Caller } from '../http/caller';
import { formatDateTime } from '../shared/time';
import { superiorRows } from '../shared/tree';
import type { DeptInput, DeptRow } from './repository';
import { deptBodySchema, deptList, deptQuerySchema, superiorQuerySchema } from './schemas';

const DEPT_EXPORT: { title: string; asciiName: string; columns: readonly ExportColumn<DeptRow>[] } = {
  title: '部门',
  asciiName: 'depts',
  columns: [
    { header: '部门名称', value: (d) => d.name },
    { header: '部门状态', value: (d) => statusLabel(d.enabled, '启用', '停用') },
    { header: '创建日期', value: (d) => formatDateTime(d.createTime) },
  ],
};

/** 部门管理 (and the dept trees of 用户管理 and 角色管理). */
export function deptRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { depts, access } = ctx;

  /** The depts the caller's data scope shows, filtered as the query asks. */
  const query = (q: z.output<typeof deptQuerySchema>, me: AuthContext) => {
    const range = timeRange(q);
    const scope = access.of(me.userId).scope;
    const visible = scope ? depts.all().filter((d) => scope.has(d.id)) : depts.all();
    const filtered = q.name !== undefined || q.enabled !== undefined || range !== null;
    const needle = q.name?.toLowerCase();
    const matches = visible.filter(
      (d) =>
        (needle === undefined || d.name.toLowerCase().includes(needle)) &&
        (q.enabled === undefined || d.enabled === q.enabled) &&
        (range === null || (d.createTime >= range[0] && d.createTime <= range[1])) &&
        (q.pid === undefined || d.pid === q.pid),
    );
    return { q, visible, filtered, matches };
  };

  // 用户管理's dept filter and 角色管理's 数据权限 tree read the depts too.
  const listSchema = { querystring: deptQuerySchema, response: { 200: deptList } };
  app.get('', { config: { access: ['dept:list', 'user:list', 'roles:add', 'roles:edit'] }, schema: listSchema }, async (request) => {
    const { q, visible, filtered, matches } = query(request.query, currentUser(request));
    // A search or a lazy level answers flat rows; no filter at all, the whole nested tree.
    if (filtered || q.pid !== undefined) return { content: matches.map((d) => depts.toDto(d)), totalElements: matches.length };
    return { content: depts.nest(visible), totalElements: visible.length };
  });

  app.get('/download', { config: { access: ['dept:list'], heavy: true }, schema: { querystring: deptQuerySchema } }, async (request, reply) => {
    const { matches } = query(request.query, currentUser(request));
    return sendXlsx(reply, DEPT_EXPORT, matches);
  });

  const superiorSchema = { body: superiorBodySchema, querystring: superiorQuerySchema, response: { 200: deptList } };
  app.post('/superior', { config: { access: ['dept:list', 'user:list'] }, schema: superiorSchema }, async (request) => {
    const ids = request.body;
    const { exclude } = request.query;
    const rows = superiorRows(ids, (id) => depts.find(id), (pid) => depts.childrenOf(pid), exclude === true);
    return { content: depts.nest(rows), totalElements: rows.length };
  });

  /** The parent checks of a create or an edit. */
  const checkParent = (input: DeptInput, id: number | null): void => {
    if (input.pid === 0) return;
    if (id !== null && input.pid === id) throw badRequest('上级不能为自己');
    if (!depts.find(input.pid)) throw badRequest('上级部门不存在');
    if (id !== null && depts.isBelow(input.pid, id)) throw badRequest('上级部门不能是自己的下级部门');
  };

  /** Issue 22 (17): names are unique under one parent; the index of migration 6 enforces it too. */
  const checkName = (input: DeptInput, id: number | null): void => {
    const owner = depts.nameOwner(input.pid, input.name);
    if (owner !== null && owner !== id) throw badRequest(`同一上级部门下已有名为 ${input.name} 的部门`);
  };

  /** Issue 22: a dept is created in, or moved to, a parent inside the caller's data scope. */
  const assertParentInScope = (caller: Caller, pid: number): void =>
    assertInScope(caller, pid === 0 ? null : depts.find(pid), '数据权限不足，不能操作顶级部门');

  app.post('', { config: { access: ['dept:add'] }, schema: { body: deptBodySchema } }, async (request, reply) => {
    const body = request.body;
    if (body.id !== null) throw newWithId('Dept');
    audited(ctx, request, reply, '新增部门', () => {
      checkParent(body, null);
      assertParentInScope(callerOf(ctx, request), body.pid);
      checkName(body, null);
      depts.create(body, ctx.now());
    });
    return reply.code(201).send();
  });

  app.put('', { config: { access: ['dept:edit'] }, schema: { body: deptBodySchema } }, async (request, reply) => {
    const body = request.body;
    if (body.id === null) throw badRequest('ID 不能为空');
    const id = body.id;
    audited(ctx, request, reply, '修改部门', () => {
      const before = depts.find(id);
      if (!before) throw unknownId('Dept', id);
      const caller = callerOf(ctx, request);
      assertInScope(caller, before, '');
      checkParent(body, id);
      // Renaming in place keeps a parent the caller may not see; a move needs one they may.
      if (body.pid !== before.pid) assertParentInScope(caller, body.pid);
      checkName(body, id);
      depts.update(id, body);
    });
    return reply.code(204).send();
  });

  app.delete('', { config: { access: ['dept:del'] }, schema: { body: idsBody } }, async (request, reply) => {
    const ids = request.body;
    audited(ctx, request, reply, '删除部门', () => {
      for (const id of ids) if (!depts.find(id)) throw unknownId('Dept', id);
      // eladmin: each dept goes with its whole subtree, refused if any of them is in use.
      const subtree = depts.withDescendants(ids, false);
      const caller = callerOf(ctx, request);
      for (const id of subtree) assertInScope(caller, depts.find(id), '');
      if (depts.hasUsers(subtree)) throw badRequest('所选部门存在用户关联，请解除后再试！');
      if (depts.hasRoles(subtree)) throw badRequest('所选部门存在角色关联，请解除后再试！');
      depts.delete(ids);
    });
    return reply.code(200).send();
  });
}
