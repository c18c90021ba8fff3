import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../shared/time';
import { currentUser } from './auth-context';
import { rawInput } from './schema';

export type RecordKind = 'INFO' | 'ERROR';

/** One request as the operation log records it; `params` is what it carried, not yet masked. */
export interface RequestRecord {
  logType: RecordKind;
  username: string | null;
  /** What was done, in the originals' words: `新增用户`, `删除岗位`... */
  description: string;
  /** `POST /api/users`: the HTTP method and route. */
  method: string;
  params: unknown;
  requestIp: string;
  browser: string | null;
  /** Milliseconds the request had taken when the row was written. */
  time: number;
  exceptionDetail: string | null;
  createTime: number;
}

/** Where records go (the logs resource's operation log); it masks secrets before storing. */
export interface AuditSink {
  record(entry: RequestRecord): void;
}

/** What an audited write needs: a transaction, a clock and the sink. */
export interface AuditDeps {
  db: { transaction<T>(fn: () => T): () => T };
  now: Clock;
  auditLog: AuditSink;
}

/** What each request set out to do (`新增字典`...), for an error row if it fails unexpectedly. */
const operations = new WeakMap<FastifyRequest, string>();

/** The description an audited write gave its request, if any. */
export const operationOf = (request: FastifyRequest): string | undefined => operations.get(request);

const nonEmpty = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && Object.keys(value).length > 0 ? value : undefined;

/** What a request carried: its body, else its path parameters (`DELETE api/dict/:id`), else its query; as sent. */
const requestParams = (request: FastifyRequest): unknown => {
  const sent = rawInput(request);
  return sent.body ?? nonEmpty(sent.params) ?? nonEmpty(sent.query);
};

export interface EntryOptions {
  /** Who: defaults to the signed-in caller (sign-in names the user it signs in). */
  username?: string | null;
  /** What to record as parameters: defaults to the body, else the path parameters, else the query. */
  params?: unknown;
  exceptionDetail?: string | null;
}

/** One record describing `request`. */
export function requestRecord(now: Clock, request: FastifyRequest, reply: FastifyReply, logType: RecordKind, description: string, options: EntryOptions = {}): RequestRecord {
  return {
    logType,
    username: options.username !== undefined ? options.username : (request.auth?.username ?? null),
    description,
    method: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
    params: 'params' in options ? options.params : requestParams(request),
    requestIp: request.ip,
    browser: request.headers['user-agent']?.slice(0, 512) ?? null,
    time: Math.round(reply.elapsedTime),
    exceptionDetail: options.exceptionDetail ?? null,
    createTime: now(),
  };
}

/**
 * Records an INFO row for `request`; call it inside the transaction of the write it
 * describes (the row then exists exactly when the write does).
 */
export function recordOperation(deps: AuditDeps, request: FastifyRequest, reply: FastifyReply, description: string, options: EntryOptions = {}): void {
  operations.set(request, description);
  deps.auditLog.record(requestRecord(deps.now, request, reply, 'INFO', description, options));
}

/**
 * Runs a write and records it in the operation log in ONE SQLite transaction: the
 * row exists exactly when the write does. `write` runs its checks inside the same
 * transaction, so a refusal (an ApiError thrown by `write`) rolls back and logs nothing.
 */
export function audited<T>(deps: AuditDeps, request: FastifyRequest, reply: FastifyReply, description: string, write: () => T, options: EntryOptions = {}): T {
  const me = currentUser(request);
  operations.set(request, description);
  return deps.db.transaction(() => {
    const result = write();
    recordOperation(deps, request, reply, description, { username: me.username, ...options });
    return result;
  })();
}
