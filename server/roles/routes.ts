import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { currentUser } from '../http/auth-context';
import { existed, idsBody, newWithId, unknownId } from '../http/entity-errors';
import { badRequest } from '../http/errors';
import { timeRange } from '../http/list-query';
import type { ZodTypeProvider } from '../http/schema';
import { sendXlsx, type ExportColumn } from '../http/xlsx';
import { assertInScope, assertRoleWritable, callerOf, type Caller } from '../http/caller';
import { assertMayGrant, knownAuthorities, storedPieces } from '../http/grants';
import { BY_LEVEL, type RoleDto, type RoleInput } from './repository';
import { roleBodySchema, roleDto, roleIdParamSchema, roleLevel, roleList, roleMenusSchema, rolePage, roleQuerySchema } from './schemas';

const ROLE_EXPORT: { title: string; asciiName: string; columns: readonly ExportColumn<RoleDto>[] } = {
  title: '角色',
  asciiName: 'roles',
  columns: [
    { header: '角色名称', value: (r) => r.name },
    { header: '角色级别', value: (r) => r.level },
    { header: '描述', value: (r) => r.remark },
    { header: '创建日期', value: (r) => r.createTime },
  ],
};

/** 角色管理: list, all (for the user dialog), level, one role, writes, its menus, export. */
export function roleRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { roles, depts, menus, access } = ctx;
  const myLevel = (request: FastifyRequest): number => access.of(currentUser(request).userId).level;

  const listArgs = (q: z.output<typeof roleQuerySchema>) => ({ filter: { blurry: q.blurry, createTime: timeRange(q) }, order: roles.order(q.sort) });

  /**
   * Issue 22: a non-admin gives a role no wider data scope than their own (its holders
   * could be users the caller creates), besides what the role already had. A 自定义 role
   * sees its depts' enabled descendants too, so those count.
   */
  const checkScope = (caller: Caller, input: RoleInput, before: RoleDto | null): void => {
    const mine = caller.isAdmin ? null : caller.scope;
    if (mine === null || before?.dataScope === '全部') return;
    if (input.dataScope === '全部') throw badRequest('数据权限不足，不能授予全部数据权限');
    if (input.dataScope !== '自定义') return;
    const had = before?.dataScope === '自定义' ? depts.withDescendants(before.depts.map((d) => d.id), true) : new Set<number>();
    for (const deptId of depts.withDescendants(input.deptIds, true)) {
      if (!mine.has(deptId) && !had.has(deptId)) assertInScope(caller, depts.find(deptId), '');
    }
  };

  /** Duplicates, unknown depts and what the caller may grant; runs inside the write's transaction. */
  const check = (caller: Caller, input: RoleInput, before: RoleDto | null): void => {
    const id = before?.id ?? null;
    // A role's permission pieces are its codes; a new code nothing uses yet grants nothing.
    const known = knownAuthorities(ctx.routeAuthorities(), menus.all().map((m) => m.permission), roles.permissionsExcept(id));
    assertMayGrant(caller.authorities, storedPieces(input.permission), {
      kept: new Set(storedPieces(before?.permission ?? null)),
      isNew: (piece) => !known.has(piece),
    });
    const nameOwner = roles.nameOwner(input.name);
    if (nameOwner !== null && nameOwner !== id) throw existed('Role', 'username', input.name);
    const permOwner = roles.permissionOwner(input.permission);
    if (permOwner !== null && permOwner !== id) throw existed('Role', 'permission', input.permission);
    for (const deptId of input.deptIds) if (!depts.find(deptId)) throw unknownId('Dept', deptId);
    checkScope(caller, input, before);
  };

  const stored = (id: number): RoleDto => {
    const role = roles.find(id);
    if (!role) throw unknownId('Role', id);
    return role;
  };

  app.get('', { config: { access: ['roles:list'] }, schema: { querystring: roleQuerySchema, response: { 200: rolePage } } }, async (request) => {
    const { filter, order } = listArgs(request.query);
    return roles.page(filter, order, request.query.page, request.query.size);
  });

  // The user dialog's role options.
  app.get('/all', { config: { access: ['roles:list', 'user:add', 'user:edit'] }, schema: { response: { 200: roleList } } }, async () => roles.all({ createTime: null }, BY_LEVEL));

  app.get('/level', { config: { access: 'signedIn' }, schema: { response: { 200: roleLevel } } }, async (request) => ({ level: myLevel(request) }));

  app.get('/download', { config: { access: ['roles:list'], heavy: true }, schema: { querystring: roleQuerySchema } }, async (request, reply) => {
    const { filter, order } = listArgs(request.query);
    return sendXlsx(reply, ROLE_EXPORT, roles.all(filter, order));
  });

  const oneSchema = { params: roleIdParamSchema, response: { 200: roleDto } };
  app.get('/:id', { config: { access: ['roles:list'] }, schema: oneSchema }, async (request) => stored(request.params.id));

  app.post('', { config: { access: ['roles:add'] }, schema: { body: roleBodySchema } }, async (request, reply) => {
    const body = request.body;
    if (body.id !== null) throw newWithId('Role');
    audited(ctx, request, reply, '新增角色', () => {
      const caller = callerOf(ctx, request);
      assertRoleWritable(caller, body.level);
      check(caller, body, null);
      roles.create(body, ctx.now());
    });
    return reply.code(201).send();
  });

  app.put('', { config: { access: ['roles:edit'] }, schema: { body: roleBodySchema } }, async (request, reply) => {
    const body = request.body;
    if (body.id === null) throw badRequest('ID 不能为空');
    const id = body.id;
    audited(ctx, request, reply, '修改角色', () => {
      const caller = callerOf(ctx, request);
      const before = stored(id);
      // eladmin checks only the new level; the stored one too, so a role above you stays out of reach.
      assertRoleWritable(caller, before.level);
      assertRoleWritable(caller, body.level);
      check(caller, body, before);
      roles.update(id, body);
    });
    return reply.code(204).send();
  });

  app.put('/menu', { config: { access: ['roles:edit'] }, schema: { body: roleMenusSchema } }, async (request, reply) => {
    const body = request.body;
    audited(ctx, request, reply, '修改角色菜单', () => {
      const caller = callerOf(ctx, request);
      const before = stored(body.id);
      assertRoleWritable(caller, before.level);
      const had = new Set(before.menus.map((m) => m.id));
      const menuIds = [...new Set(body.menus.map((m) => m.id))];
      for (const menuId of menuIds) {
        const menu = menus.find(menuId);
        if (!menu) throw unknownId('Menu', menuId);
        // A menu the role already had grants nothing new; an added one only what the caller holds.
        if (!had.has(menuId)) assertMayGrant(caller.authorities, storedPieces(menu.permission), { kept: new Set(), isNew: () => false });
      }
      roles.setMenus(body.id, menuIds);
    });
    return reply.code(204).send();
  });

  app.delete('', { config: { access: ['roles:del'] }, schema: { body: idsBody } }, async (request, reply) => {
    const ids = request.body;
    audited(ctx, request, reply, '删除角色', () => {
      const caller = callerOf(ctx, request);
      for (const id of ids) assertRoleWritable(caller, stored(id).level);
      if (roles.hasUsers(ids)) throw badRequest('所选角色存在用户关联，请解除关联再试！');
      roles.delete(ids);
    });
    return reply.code(200).send();
  });
}
