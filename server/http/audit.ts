import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { maskParams } from '../logs/repository';
import { currentUser } from './auth-context';

/**
 * Runs a write and records it in the operation log in ONE SQLite transaction: the
 * row exists exactly when the write does. `write` runs its checks inside the same
 * transaction, so a refusal (an ApiError thrown by `write`) rolls back and logs nothing.
 */
export function audited<T>(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, description: string, write: () => T): T {
  const me = currentUser(request);
  return ctx.db.transaction(() => {
    const result = write();
    ctx.logs.insert({
      logType: 'INFO',
      username: me.username,
      description,
      method: `${request.method} ${request.routeOptions.url ?? request.url}`,
      params: maskParams(request.body),
      requestIp: request.ip,
      browser: request.headers['user-agent'] ?? null,
      time: Math.round(reply.elapsedTime),
      exceptionDetail: null,
      createTime: ctx.now(),
    });
    return result;
  })();
}
