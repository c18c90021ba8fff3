/**
 * The operation log's budgets (issue 15):
 *
 * - **Logging's cost on a write**: a dictionary write (`INSERT INTO dicts`, one
 *   synchronous=FULL commit) with and without its log row (the masked parameters and
 *   the `logs` insert with its count trigger, in the same transaction, as
 *   `http/audit.ts` does), 1,000 of each interleaved in one run on one database file,
 *   in process. The server has no switch that turns the operation log off (an audit
 *   log that can be disabled is a hole), so the "without" path is the same repository
 *   call without the log insert; HTTP parsing, the guard and the answer are the same on
 *   both paths and left out. Budget: p99 difference <= 1 ms.
 * - **Pages at 1,000,000 rows**: the log seeded with a million INFO rows over 90 days
 *   in a throwaway database, then `GET api/logs?page=0&size=10` and a 7-day date-range
 *   page, each p99 at 32 connections for 10 s after a 2 s warm-up, against a server
 *   without test mode (retention raised so it keeps the rows). Budget: < 50 ms.
 *
 *   node -r ts-node/register/transpile-only bench/server/logsBench.ts
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../../server/db/connection';
import { runMigrations } from '../../server/db/migrations';
import { DictRepository } from '../../server/dicts/repository';
import { LogRepository, maskParams } from '../../server/logs/repository';
import { formatDateTime } from '../../server/shared/time';
import { p99At32 } from './p99';
import { onSeededServer, withBenchDb } from './seededServer';
import { round, runAlone, type Figure } from '../figure';

export const SEEDED_LOGS = 1_000_000;
const WRITES = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const p99 = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
};

/** Write p99 with and without the log row, interleaved so both see the same disk and load. */
function writeCost(dir: string): { withLog: number; without: number } {
  const db = openDatabase(path.join(dir, 'writes.db'));
  try {
    runMigrations(db);
    const dicts = new DictRepository(db);
    const logs = new LogRepository(db);
    const withLog: number[] = [];
    const without: number[] = [];
    const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    for (let i = 0; i < WRITES * 2; i++) {
      const logged = i % 2 === 0;
      const body = { name: `bench_${i}`, remark: 'a dictionary written by the benchmark' };
      const start = process.hrtime.bigint();
      db.transaction(() => {
        dicts.create(body.name, body.remark, Date.now());
        if (logged) {
          logs.insert({
            logType: 'INFO',
            username: 'admin',
            description: '新增字典',
            method: 'POST /api/dict',
            params: maskParams(body),
            requestIp: '127.0.0.1',
            browser: ua,
            time: 1,
            exceptionDetail: null,
            createTime: Date.now(),
          });
        }
      })();
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      (logged ? withLog : without).push(ms);
    }
    return { withLog: p99(withLog), without: p99(without) };
  } finally {
    db.close();
  }
}

/** A million INFO rows, newest now, spread evenly over 90 days. */
function seedLogs(dbPath: string, count: number, newest: number): void {
  const db = new Database(dbPath);
  try {
    const insert = db.prepare(`INSERT INTO logs (log_type, username, description, method, params, request_ip, browser, time, create_time)
      VALUES ('INFO', ?, ?, 'POST /api/dict', ?, '192.168.1.20', 'Mozilla/5.0 Chrome/120.0.0.0', ?, ?)`);
    const step = (90 * DAY_MS) / count;
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        insert.run(i % 7 === 0 ? 'editor' : 'admin', '新增字典', `{"name":"dict_${i}","remark":"seeded"}`, i % 500, Math.round(newest - i * step));
      }
    })();
  } finally {
    db.close();
  }
}

const day = (ms: number) => formatDateTime(ms).slice(0, 10);

export async function benchLogs(): Promise<Figure[]> {
  return withBenchDb('logs', async ({ dir, dbPath }) => {
    // Retention would start trimming the million rows during the run.
    const env = { NODE_ENV: 'production', LOG_MAX_ROWS: '100000000', LOG_MAX_DAYS: '36500' };
    const cost = writeCost(dir);
    const now = Date.now();
    const { measured } = await onSeededServer(
      { dbPath, env },
      (file) => seedLogs(file, SEEDED_LOGS, now),
      async (url, token) => {
        const first = await p99At32(`${url}/api/logs?page=0&size=10`, token);
        const from = `${day(now - 40 * DAY_MS)} 00:00:00`;
        const to = `${day(now - 34 * DAY_MS)} 23:59:59`;
        const range = await p99At32(`${url}/api/logs?page=0&size=10&createTime=${encodeURIComponent(from)}&createTime=${encodeURIComponent(to)}`, token);
        return { first, range };
      },
    );
    const { first, range } = measured;
    const added = round(cost.withLog - cost.without, 2);
    return [
      {
        name: `server: dictionary write p99 with / without its log row (${round(cost.withLog, 2)} / ${round(cost.without, 2)} ms), difference`,
        value: added,
        unit: 'ms',
        budget: '<= 1',
        pass: added <= 1,
      },
      { name: `server: api/logs first page p99, ${SEEDED_LOGS} rows, 32 connections`, value: first.p99, unit: 'ms', budget: '< 50', pass: first.p99 < 50 && first.errors === 0 },
      { name: `server: api/logs 7-day range page p99, ${SEEDED_LOGS} rows, 32 connections`, value: range.p99, unit: 'ms', budget: '< 50', pass: range.p99 < 50 && range.errors === 0 },
    ];
  });
}

if (require.main === module) runAlone(benchLogs);
