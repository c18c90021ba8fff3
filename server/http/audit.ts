import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { maskParams, type LogEntry, type LogType } from '../logs/repository';
import { currentUser } from './auth-context';

/** What each request set out to do (`新增字典`...), for an error row if it fails unexpectedly. */
const operations = new WeakMap<FastifyRequest, string>();

/** The description an audited write gave its request, if any. */
export const operationOf = (request: FastifyRequest): string | undefined => operations.get(request);

const nonEmpty = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && Object.keys(value).length > 0 ? value : undefined;

/** What a request carried: its body, else its path parameters (`DELETE api/dict/:id`), else its query. */
const requestParams = (request: FastifyRequest): unknown => request.body ?? nonEmpty(request.params) ?? nonEmpty(request.query);

export interface EntryOptions {
  /** Who: defaults to the signed-in caller (sign-in names the user it signs in). */
  username?: string | null;
  /** What to record as parameters: defaults to the body, else the path parameters, else the query. */
  params?: unknown;
  exceptionDetail?: string | null;
}

/** One log row describing `request`, with its parameters masked. */
export function logEntry(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, logType: LogType, description: string, options: EntryOptions = {}): LogEntry {
  const params = 'params' in options ? options.params : requestParams(request);
  return {
    logType,
    username: options.username !== undefined ? options.username : (request.auth?.username ?? null),
    description,
    method: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
    params: maskParams(params),
    requestIp: request.ip,
    browser: request.headers['user-agent']?.slice(0, 512) ?? null,
    time: Math.round(reply.elapsedTime),
    exceptionDetail: options.exceptionDetail ?? null,
    createTime: ctx.now(),
  };
}

/**
 * Records an INFO row for `request`; call it inside the transaction of the write it
 * describes (the row then exists exactly when the write does).
 */
export function recordOperation(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, description: string, options: EntryOptions = {}): void {
  operations.set(request, description);
  ctx.logs.insert(logEntry(ctx, request, reply, 'INFO', description, options));
}

/**
 * Runs a write and records it in the operation log in ONE SQLite transaction: the
 * row exists exactly when the write does. `write` runs its checks inside the same
 * transaction, so a refusal (an ApiError thrown by `write`) rolls back and logs nothing.
 */
export function audited<T>(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, description: string, write: () => T, options: EntryOptions = {}): T {
  const me = currentUser(request);
  operations.set(request, description);
  return ctx.db.transaction(() => {
    const result = write();
    recordOperation(ctx, request, reply, description, { username: me.username, ...options });
    return result;
  })();
}
