import type { AuditSink, RequestRecord } from '../http/audit';
import { maskParams } from './mask';
import type { LogRepository } from './repository';

/** The operation log as audited writes see it: each record stored with its parameters masked. */
export class OperationLog implements AuditSink {
  constructor(private readonly logs: LogRepository) {}

  record(entry: RequestRecord): void {
    this.logs.insert({ ...entry, params: maskParams(entry.params) });
  }
}
