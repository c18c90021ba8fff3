import type { Db } from '../db/connection';
import { operationOf, requestRecord, type AuditSink } from '../http/audit';
import type { UnexpectedErrorSink } from '../http/errors';
import type { Clock } from '../shared/time';

/** Stack texts are kept to this length (a runaway message must not bloat the table). */
const STACK_MAX = 20_000;

/**
 * Writes an ERROR row for every unexpected failure (a 500; refusals never get here):
 * who, what, the masked parameters, address, browser, time, and the stack text that
 * only `api/logs/error/{id}` shows. Its own commit: the failed request's transaction
 * has already been rolled back by then. A failing insert is the error handler's to
 * swallow (http/errors.ts), so a broken database cannot make errors loop.
 */
export function errorLogSink(ctx: { db: Db; now: Clock; auditLog: AuditSink }): UnexpectedErrorSink {
  return (error, request, reply) => {
    // Never inside someone else's transaction: the row would share its fate.
    if (ctx.db.inTransaction) throw new Error('error log skipped: a transaction is still open');
    const stack = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
    ctx.auditLog.record(
      requestRecord(ctx.now, request, reply, 'ERROR', operationOf(request) ?? '服务器内部错误', { exceptionDetail: stack.slice(0, STACK_MAX) }),
    );
  };
}
