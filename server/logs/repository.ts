import type { Db } from '../db/connection';

export type LogType = 'INFO' | 'ERROR';

/** One row of the operation log (`logs`), as written; the monitoring screens read it. */
export interface LogEntry {
  logType: LogType;
  username: string | null;
  /** What was done, in the originals' words: `新增用户`, `删除岗位`... */
  description: string;
  /** `POST /api/users`: the HTTP method and route. */
  method: string | null;
  /** The request body as JSON, already masked (see `maskParams`). */
  params: string | null;
  requestIp: string | null;
  /** The caller's User-Agent text. */
  browser: string | null;
  /** Milliseconds the request had taken when the row was written. */
  time: number | null;
  exceptionDetail: string | null;
  createTime: number;
}

/** The operation log. Writers call `insert` inside the transaction of the write it records. */
export class LogRepository {
  private readonly insertStmt;

  constructor(db: Db) {
    this.insertStmt = db.prepare(`INSERT INTO logs
      (log_type, username, description, method, params, request_ip, browser, time, exception_detail, create_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  }

  insert(e: LogEntry): number {
    return Number(
      this.insertStmt.run(
        e.logType,
        e.username,
        e.description,
        e.method,
        e.params,
        e.requestIp,
        e.browser,
        e.time,
        e.exceptionDetail,
        e.createTime,
      ).lastInsertRowid,
    );
  }
}

/** Keys whose values never reach the log: passwords (plain or RSA ciphertext), tokens, secrets. */
const SECRET_KEY = /pass|pwd|token|secret|cipher|authorization/i;
const MAX_PARAMS = 4000;

/** The body as JSON with secret values replaced by `******`, cut to a bounded length. */
export function maskParams(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  const text = JSON.stringify(body, (key, value: unknown) => (key && SECRET_KEY.test(key) ? '******' : value));
  if (text === undefined) return null;
  return text.length > MAX_PARAMS ? `${text.slice(0, MAX_PARAMS)}…` : text;
}
