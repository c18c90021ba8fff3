import { DEFAULT_LOG_RETENTION } from '../config';
import type { AuditSink } from '../http/audit';
import type { Resource } from '../resource';
import { OperationLog } from './operation-log';
import { LogRepository } from './repository';
import { LogRetentionSweeper } from './retention';
import { logRoutes } from './routes';
import { logSeed } from './seed';

declare module '../context' {
  interface AppContext {
    /** The operation log; every audited write inserts into it. */
    logs: LogRepository;
    /** What audited writes record through (http/audit.ts). */
    auditLog: AuditSink;
    /** Trims the log in the background (issue 15). */
    logRetention: LogRetentionSweeper;
  }
}

/** 操作日志, 异常日志 and the personal centre's own operations (issue 15): `api/logs`. */
export const logs: Resource = {
  name: 'logs',
  seed: logSeed,
  prefix: '/api/logs',
  services: (ctx, options) => {
    const repository = new LogRepository(ctx.db);
    const retention = new LogRetentionSweeper(ctx.db, repository, ctx.now, options.logRetention ?? DEFAULT_LOG_RETENTION, (error) =>
      ctx.reportError(error, 'log retention failed'),
    );
    return { logs: repository, auditLog: new OperationLog(repository), logRetention: retention };
  },
  routes: (scope, ctx) => {
    logRoutes(scope, ctx);
    scope.addHook('onReady', async () => ctx.logRetention.start());
    scope.addHook('preClose', async () => ctx.logRetention.stop());
  },
};
