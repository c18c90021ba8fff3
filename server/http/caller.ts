import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { currentUser } from './auth-context';
import { badRequest } from './errors';
import { ADMIN_AUTHORITY } from './grants';

/** Who is writing, with what the level rule and the data scope need to know. */
export interface Caller {
  userId: number;
  isAdmin: boolean;
  authorities: ReadonlySet<string>;
  /** The smallest level among the caller's roles (smaller = more power). */
  level: number;
  /** The depts the caller may see and write; null = all. */
  scope: ReadonlySet<number> | null;
}

export function callerOf(ctx: AppContext, request: FastifyRequest): Caller {
  const me = currentUser(request);
  const { level, scope } = ctx.access.of(me.userId);
  return { userId: me.userId, isAdmin: me.authorities.has(ADMIN_AUTHORITY), authorities: me.authorities, level, scope };
}

/** Whether a write touching this dept (null = none) stays inside the caller's data scope; `admin` passes. */
export const inScope = (caller: Caller, deptId: number | null): boolean =>
  caller.isAdmin || caller.scope === null || (deptId !== null && caller.scope.has(deptId));

/** Issue 22: a role the caller may write is strictly below them; one at their level is read-only to them. */
export function assertRoleWritable(caller: Caller, level: number): void {
  if (caller.isAdmin) return;
  if (level < caller.level) throw badRequest(`权限不足，你的角色级别：${caller.level}，低于操作的角色级别：${level}`);
  if (level === caller.level) throw badRequest(`权限不足，你的角色级别：${caller.level}，不能操作同级的角色`);
}

/**
 * Issue 22: refuses a write touching `dept` outside the caller's data scope. A write
 * touching no dept (a top-level dept, a job of no dept) needs an unlimited scope and is
 * refused with `withoutDept`.
 */
export function assertInScope(caller: Caller, dept: { id: number; name: string } | null, withoutDept: string): void {
  if (inScope(caller, dept?.id ?? null)) return;
  throw badRequest(dept ? `数据权限不足，不能操作部门：${dept.name}` : withoutDept);
}
