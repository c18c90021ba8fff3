import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { DEFAULT_PASSWORD } from '../db/seed';
import { audited } from '../http/audit';
import { currentUser, type AuthContext } from '../http/auth-context';
import { existed, idsBody, newWithId, unknownId } from '../http/entity-errors';
import { badRequest } from '../http/errors';
import { timeRange } from '../http/list-query';
import type { ZodTypeProvider } from '../http/schema';
import { EXPORT_MAX_ROWS, sendXlsx, statusLabel, type ExportColumn } from '../http/xlsx';
import { assertInScope, callerOf, inScope, type Caller } from '../http/caller';
import { knownAuthorities } from '../http/grants';
import { minLevel } from '../http/level';
import { type UserDto, type UserFilter, type UserInput } from './admin-repository';
import { userBodySchema, userPage, userQuerySchema } from './admin-schemas';

const LEVEL_REFUSED = '角色权限不足';

/**
 * Issue 22: ASCII letters, digits, `_`, `.` and `-`: no control characters, spaces,
 * look-alikes from other scripts or full-width forms, so a name reads as what it is.
 */
const USERNAME = /^[A-Za-z0-9_.-]+$/;
const USERNAME_RULE = '用户名只能包含字母、数字、下划线、点和减号';

const USER_EXPORT: { title: string; asciiName: string; columns: readonly ExportColumn<UserDto>[] } = {
  title: '用户',
  asciiName: 'users',
  columns: [
    { header: '用户名', value: (u) => u.username },
    { header: '角色', value: (u) => u.roles.map((r) => r.name).join(',') },
    { header: '部门', value: (u) => u.dept?.name ?? null },
    { header: '岗位', value: (u) => u.job?.name ?? null },
    { header: '邮箱', value: (u) => u.email },
    { header: '状态', value: (u) => statusLabel(u.enabled, '激活', '禁用') },
    { header: '手机号码', value: (u) => u.phone },
    { header: '修改密码的时间', value: (u) => u.lastPasswordResetTime },
    { header: '创建日期', value: (u) => u.createTime },
  ],
};

/** 用户管理: the list, its export, create / edit / delete and 重置密码. */
export function userAdminRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { staff, roles, depts, jobs, access } = ctx;

  const listFilter = (q: z.output<typeof userQuerySchema>, me: AuthContext) => {
    const filter: UserFilter = {
      blurry: q.blurry,
      enabled: q.enabled,
      // That dept and its enabled descendants, as eladmin's user list does.
      deptIds: q.deptId !== undefined ? depts.withDescendants([q.deptId], true) : undefined,
      createTime: timeRange(q),
      scope: access.of(me.userId).scope,
    };
    return { q, filter, order: staff.order(q.sort) };
  };

  /** The smallest level among a stored user's roles. */
  const levelOfUser = (userId: number): number => minLevel(roles.grantsOf(userId).map((g) => g.level));

  /**
   * Issue 22: a stored user the caller may write (edit, delete, reset) is in their data
   * scope and, with `strict`, strictly below them; `admin` passes.
   */
  const assertMayTouch = (caller: Caller, user: UserDto, strict: boolean, refusal: string): void => {
    if (caller.isAdmin) return;
    if (!inScope(caller, user.deptId)) throw badRequest(`数据权限不足，不能操作用户：${user.username}`);
    const level = levelOfUser(user.id);
    if (level < caller.level || (strict && level === caller.level)) throw badRequest(refusal);
  };

  /**
   * Issue 22: a non-admin gives a user (who might be themselves, under another name) only
   * roles granting nothing they lack: every authority of the role and its menus, and no
   * data scope wider than theirs. Roles the user already had may stay.
   */
  const assertMayAssign = (caller: Caller, roleId: number): void => {
    const role = roles.find(roleId);
    if (caller.isAdmin || !role) return;
    // A role's own code that no route asks for and no menu carries (`common`) grants nothing.
    const meaningful = knownAuthorities(ctx.routeAuthorities(), ctx.menus.all().map((m) => m.permission), []);
    for (const piece of roles.authoritiesOf(roleId)) {
      if (meaningful.has(piece) && !caller.authorities.has(piece)) throw badRequest(`不能分配含有自己没有的权限的角色：${role.name}`);
    }
    const mine = caller.scope;
    if (mine === null) return;
    const wider =
      role.dataScope === '全部' || (role.dataScope === '自定义' && [...depts.withDescendants(role.depts.map((d) => d.id), true)].some((d) => !mine.has(d)));
    if (wider) throw badRequest(`数据权限不足，不能分配角色：${role.name}`);
  };

  /** The checks of a create or an edit; runs inside the write's transaction. */
  const check = (caller: Caller, input: UserInput, before: UserDto | null): void => {
    const id = before?.id ?? null;
    const self = id === caller.userId;
    if (before && !caller.isAdmin) {
      if (self) {
        // Your own dept is your 本级 scope and your roles your level: neither is yours to change.
        if (input.deptId !== before.deptId) throw badRequest('不能修改自己的部门');
        if (!sameIds(input.roleIds, before.roles.map((r) => r.id))) throw badRequest('不能修改自己的角色');
      } else {
        assertMayTouch(caller, before, true, LEVEL_REFUSED);
      }
    }
    const grants = roles.findMany(input.roleIds);
    for (const roleId of input.roleIds) if (!grants.some((g) => g.id === roleId)) throw unknownId('Role', roleId);
    // eladmin: the smallest level in the body; we also refuse editing a user above you.
    if (minLevel(grants.map((g) => g.level)) < caller.level) throw badRequest(LEVEL_REFUSED);
    const had = new Set(before?.roles.map((r) => r.id) ?? []);
    for (const roleId of input.roleIds) if (!had.has(roleId)) assertMayAssign(caller, roleId);
    const dept = depts.find(input.deptId);
    if (!dept) throw unknownId('Dept', input.deptId);
    if (!self) assertInScope(caller, dept, '');
    if (input.jobId !== null && !jobs.find(input.jobId)) throw unknownId('Job', input.jobId);
    // A stored name from before the rule is kept as it is; a new or changed one must follow it.
    if (before?.username !== input.username && !USERNAME.test(input.username)) throw badRequest(USERNAME_RULE);
    const nameOwner = staff.usernameOwner(input.username);
    if (nameOwner !== null && nameOwner !== id) throw existed('User', 'username', input.username);
    if (input.email !== null) {
      const emailOwner = staff.emailOwner(input.email);
      if (emailOwner !== null && emailOwner !== id) throw existed('User', 'email', input.email);
    }
  };

  // System management (issue 14). Exports need the list permission here (none in the originals).

  app.get('', { config: { access: ['user:list'] }, schema: { querystring: userQuerySchema, response: { 200: userPage } } }, async (request) => {
    const { q, filter, order } = listFilter(request.query, currentUser(request));
    return staff.page(filter, order, q.page, q.size);
  });

  app.get('/download', { config: { access: ['user:list'], heavy: true }, schema: { querystring: userQuerySchema } }, async (request, reply) => {
    const { filter, order } = listFilter(request.query, currentUser(request));
    return sendXlsx(reply, USER_EXPORT, staff.all(filter, order, EXPORT_MAX_ROWS + 1));
  });

  app.post('', { config: { access: ['user:add'] }, schema: { body: userBodySchema } }, async (request, reply) => {
    const body = request.body;
    if (body.id !== null) throw newWithId('User');
    // bcrypt is async: hashed before the (synchronous) transaction.
    const hash = await ctx.passwords.hash(DEFAULT_PASSWORD);
    audited(ctx, request, reply, '新增用户', () => {
      check(callerOf(ctx, request), body, null);
      staff.create(body, hash, ctx.now());
    });
    return reply.code(201).send();
  });

  app.put('', { config: { access: ['user:edit'] }, schema: { body: userBodySchema } }, async (request, reply) => {
    const body = request.body;
    if (body.id === null) throw badRequest('ID 不能为空');
    const id = body.id;
    const me = currentUser(request);
    audited(ctx, request, reply, '修改用户', () => {
      const before = staff.find(id);
      if (!before) throw unknownId('User', id);
      if (id === me.userId && !body.enabled) throw badRequest('不能禁用当前登录用户');
      check(callerOf(ctx, request), body, before);
      staff.update(id, body);
      // A disabled user's sessions end now, not at their next request.
      if (!body.enabled) staff.revokeTokens([id]);
    });
    return reply.code(204).send();
  });

  app.delete('', { config: { access: ['user:del'] }, schema: { body: idsBody } }, async (request, reply) => {
    const ids = request.body;
    const me = currentUser(request);
    audited(ctx, request, reply, '删除用户', () => {
      const caller = callerOf(ctx, request);
      for (const id of ids) {
        const user = staff.find(id);
        if (!user) throw unknownId('User', id);
        if (id === me.userId) throw badRequest('不能删除当前登录用户');
        // A peer may be deleted (eladmin's rule, kept): deleting takes nobody's account over.
        assertMayTouch(caller, user, false, `${LEVEL_REFUSED}，不能删除：${user.username}`);
      }
      staff.delete(ids);
    });
    return reply.code(200).send();
  });

  // eladmin checks nothing here; its console shows the button with user:add.

  app.put('/resetPwd', { config: { access: ['user:add', 'user:edit'] }, schema: { body: idsBody } }, async (request, reply) => {
    const ids = request.body;
    const hash = await ctx.passwords.hash(DEFAULT_PASSWORD);
    audited(ctx, request, reply, '重置密码', () => {
      const caller = callerOf(ctx, request);
      for (const id of ids) {
        const user = staff.find(id);
        if (!user) throw unknownId('User', id);
        // A reset hands the account to whoever knows 123456: never a peer's, nor your own.
        assertMayTouch(caller, user, true, `${LEVEL_REFUSED}，不能重置密码：${user.username}`);
      }
      staff.resetPasswords(ids, hash, ctx.now());
      staff.revokeTokens(ids);
    });
    return reply.code(200).send();
  });
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}
