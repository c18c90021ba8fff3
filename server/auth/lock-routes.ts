import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { pageOf, type ZodTypeProvider } from '../http/schema';
import { formatDateTime } from '../shared/time';

const listQuery = z.object({
  username: z.string().trim().max(64).optional(),
});

const lockPage = pageOf(
  z.object({ username: z.string(), address: z.string(), strikes: z.number(), lockedAt: z.string(), lockedUntil: z.string() }),
);

const clearBody = z.object({
  username: z.string({ error: '用户名不能为空' }).trim().min(1, '用户名不能为空').max(64, '用户名过长'),
  address: z.string().trim().min(1).max(64, '地址过长').optional(),
});

/**
 * Sign-in locks for administrators (`user:edit`, server/http/permissions.ts). Kept in
 * auth/ beside the lockout; the paths sit under api/users because the 用户管理 screen
 * will show them.
 *
 * - `GET api/users/locks[?username=]`: the locks in force, `{content, totalElements}`.
 * - `DELETE api/users/locks` `{username, address?}`: ends that username's lock and count
 *   at `address`, or at every address; answers `{cleared}` (locks in force it ended).
 */
export function lockRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  // Sign-in locks (server/auth/lock-routes.ts): seeing them is part of managing users.
  app.get('', { config: { access: ['user:edit'] }, schema: { querystring: listQuery, response: { 200: lockPage } } }, async (request) => {
    const { username } = request.query;
    const content = ctx.lockout
      .currentLocks()
      .filter((l) => !username || l.username === username)
      .map((l) => ({
        username: l.username,
        address: l.address,
        strikes: l.strikes,
        lockedAt: formatDateTime(l.lockedAt),
        lockedUntil: formatDateTime(l.lockedUntil),
      }));
    return { content, totalElements: content.length };
  });

  app.delete('', { config: { access: ['user:edit'] }, schema: { body: clearBody, response: { 200: z.object({ cleared: z.number() }) } } }, async (request, reply) => {
    const { username, address } = request.body;
    return { cleared: audited(ctx, request, reply, '解除登录锁定', () => ctx.lockout.clear(username, address)) };
  });
}
