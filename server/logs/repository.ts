import type { Db } from '../db/connection';
import { StatementCache } from '../db/statement-cache';
import { Where } from '../db/list';

export { maskParams } from './mask';

export type LogType = 'INFO' | 'ERROR';

/** How `log_operator_counts` names the rows written without a signed-in user. */
export const NO_OPERATOR = '';

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

/** A row as the lists read it (no stack text: that is only for `api/logs/error/{id}`). */
export type LogRow = Omit<LogEntry, 'exceptionDetail'> & { id: number };

/** What a log list is narrowed by; all optional. */
export interface LogFilter {
  /** Substring of the user name, description, address, method or parameters. */
  blurry?: string | undefined;
  /** `[from, to]` in epoch ms, both ends included. */
  range?: readonly [number, number] | null | undefined;
  /** Exactly this user's rows (the personal centre). */
  username?: string | undefined;
}

interface LogRecord {
  id: number;
  log_type: LogType;
  username: string | null;
  description: string;
  method: string | null;
  params: string | null;
  request_ip: string | null;
  browser: string | null;
  time: number | null;
  create_time: number;
}

const toRow = (r: LogRecord): LogRow => ({
  id: r.id,
  logType: r.log_type,
  username: r.username,
  description: r.description,
  method: r.method,
  params: r.params,
  requestIp: r.request_ip,
  browser: r.browser,
  time: r.time,
  createTime: r.create_time,
});

const HOUR_MS = 3_600_000;
const COLUMNS = 'id, log_type, username, description, method, params, request_ip, browser, time, create_time';

/**
 * The operation and error log. Writers call `insert` inside the transaction of the
 * write it records. Pages are read newest first straight from the
 * `(log_type, create_time)` index; totals come from `log_hour_counts`, which triggers
 * keep in the same transaction as every insert and delete (migration 4), so neither
 * a first page nor a date-range page counts rows of a million-row table.
 */
export class LogRepository {
  private readonly insertStmt;
  private readonly total;
  private readonly hoursBetween;
  private readonly exactBetween;
  private readonly detailStmt;
  private readonly clearStmt;
  private readonly olderThan;
  private readonly overCap;
  private readonly countOfOperator;
  private readonly oldestOfUser;
  private readonly oldestOfNobody;
  private readonly emptyCounts;
  private readonly statements;

  constructor(db: Db) {
    this.statements = new StatementCache(db);
    this.insertStmt = db.prepare(`INSERT INTO logs
      (log_type, username, description, method, params, request_ip, browser, time, exception_detail, create_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    this.total = db.prepare<[LogType], number>('SELECT coalesce(SUM(n), 0) FROM log_hour_counts WHERE log_type = ?').pluck();
    this.hoursBetween = db
      .prepare<[LogType, number, number], number>('SELECT coalesce(SUM(n), 0) FROM log_hour_counts WHERE log_type = ? AND hour BETWEEN ? AND ?')
      .pluck();
    this.exactBetween = db
      .prepare<[LogType, number, number], number>('SELECT COUNT(*) FROM logs WHERE log_type = ? AND create_time BETWEEN ? AND ?')
      .pluck();
    this.detailStmt = db
      .prepare<[number], string | null>("SELECT exception_detail FROM logs WHERE id = ? AND log_type = 'ERROR'")
      .pluck();
    this.clearStmt = db.prepare('DELETE FROM logs WHERE log_type = ?');
    this.olderThan = db.prepare(
      'DELETE FROM logs WHERE id IN (SELECT id FROM logs WHERE log_type = ? AND create_time < ? ORDER BY create_time LIMIT ?)',
    );
    this.overCap = db
      .prepare<[LogType, number], string>('SELECT operator FROM log_operator_counts WHERE log_type = ? AND n > ? ORDER BY operator')
      .pluck();
    this.countOfOperator = db
      .prepare<[LogType, string], number>('SELECT n FROM log_operator_counts WHERE log_type = ? AND operator = ?')
      .pluck();
    // Both walk the (username, log_type, create_time) index oldest first.
    this.oldestOfUser = db.prepare(
      'DELETE FROM logs WHERE id IN (SELECT id FROM logs WHERE username = ? AND log_type = ? ORDER BY create_time, id LIMIT ?)',
    );
    this.oldestOfNobody = db.prepare(
      'DELETE FROM logs WHERE id IN (SELECT id FROM logs WHERE username IS NULL AND log_type = ? ORDER BY create_time, id LIMIT ?)',
    );
    this.emptyCounts = [db.prepare('DELETE FROM log_hour_counts WHERE n <= 0'), db.prepare('DELETE FROM log_operator_counts WHERE n <= 0')];
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

  /** Rows of one kind, newest first. */
  page(kind: LogType, filter: LogFilter, page: number, size: number): { content: LogRow[]; totalElements: number } {
    const where = this.where(kind, filter);
    const rows = this.statements.get(`SELECT ${COLUMNS} FROM logs ${where.sql} ORDER BY create_time DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...where.params, size, page * size) as LogRecord[];
    // A short first page is its own total; otherwise count, cheaply when no text filter applies.
    const totalElements = page === 0 && rows.length < size ? rows.length : this.count(kind, filter, where);
    return { content: rows.map(toRow), totalElements };
  }

  /** Rows of one kind for an export, newest first, at most `limit`; the stack text only when asked. */
  list(kind: LogType, filter: LogFilter, limit: number, withDetail: boolean): Array<LogRow & { exceptionDetail: string | null }> {
    const where = this.where(kind, filter);
    const columns = withDetail ? `${COLUMNS}, exception_detail` : COLUMNS;
    const rows = this.statements.get(`SELECT ${columns} FROM logs ${where.sql} ORDER BY create_time DESC, id DESC LIMIT ?`).all(...where.params, limit) as Array<
      LogRecord & { exception_detail?: string | null }
    >;
    return rows.map((r) => ({ ...toRow(r), exceptionDetail: r.exception_detail ?? null }));
  }

  /** The stack text of an ERROR row; undefined when there is no such row. */
  exceptionOf(id: number): string | null | undefined {
    return this.detailStmt.get(id);
  }

  /** Every row of the kind (清空); the hour counts follow through the trigger. */
  clear(kind: LogType): number {
    return this.clearStmt.run(kind).changes;
  }

  /** How many rows of the kind there are, from the hour counts. */
  totalOf(kind: LogType): number {
    return this.total.get(kind) ?? 0;
  }

  /** Retention: deletes up to `limit` rows older than `cutoff`; returns how many went. */
  deleteOlderThan(kind: LogType, cutoff: number, limit: number): number {
    return this.olderThan.run(kind, cutoff, limit).changes;
  }

  /**
   * Retention: the operators with more than `max` rows of the kind, `NO_OPERATOR` ('')
   * standing for the rows written without a signed-in user.
   */
  operatorsOver(kind: LogType, max: number): string[] {
    return this.overCap.all(kind, max);
  }

  /** How many rows of the kind an operator has (`NO_OPERATOR`: rows without one), from the counts. */
  countOf(kind: LogType, operator: string): number {
    return this.countOfOperator.get(kind, operator) ?? 0;
  }

  /** Retention: deletes that operator's `limit` oldest rows of the kind; never anyone else's. */
  deleteOldestOf(kind: LogType, operator: string, limit: number): number {
    // Rows with the empty user name '' (none are written) would count as NO_OPERATOR's
    // and not be trimmed here: their count stays over the cap, which only stops the trim.
    return (operator === NO_OPERATOR ? this.oldestOfNobody.run(kind, limit) : this.oldestOfUser.run(operator, kind, limit)).changes;
  }

  /** Drops hour and operator counts that reached zero (after deletes). */
  dropEmptyCounts(): void {
    for (const statement of this.emptyCounts) statement.run();
  }

  /**
   * A range's total: the whole hours inside it from `log_hour_counts`, plus an exact
   * count (index range) of the partial hours at its two ends.
   */
  countRange(kind: LogType, from: number, to: number): number {
    if (to < from) return 0;
    const firstWhole = Math.ceil(from / HOUR_MS);
    const lastWhole = Math.floor((to + 1) / HOUR_MS) - 1;
    if (firstWhole > lastWhole) return this.exactBetween.get(kind, from, to) ?? 0;
    let n = this.hoursBetween.get(kind, firstWhole, lastWhole) ?? 0;
    if (from < firstWhole * HOUR_MS) n += this.exactBetween.get(kind, from, firstWhole * HOUR_MS - 1) ?? 0;
    if ((lastWhole + 1) * HOUR_MS <= to) n += this.exactBetween.get(kind, (lastWhole + 1) * HOUR_MS, to) ?? 0;
    return n;
  }

  private count(kind: LogType, filter: LogFilter, where: Where): number {
    if (!filter.blurry && !filter.username) return filter.range ? this.countRange(kind, filter.range[0], filter.range[1]) : this.totalOf(kind);
    // A text search scans anyway (no B-tree index serves LIKE '%x%'); the personal
    // centre's count walks the (username, log_type, create_time) index.
    return this.statements.get(`SELECT COUNT(*) FROM logs ${where.sql}`).pluck().get(...where.params) as number;
  }

  private where(kind: LogType, filter: LogFilter): Where {
    return new Where()
      .add('log_type = ?', kind)
      .equals('username', filter.username)
      .between('create_time', filter.range)
      .contains(['username', 'description', 'request_ip', 'method', 'params'], filter.blurry);
  }
}
