/**
 * Two operators at the same moment, for real: two server processes on one SQLite file (two
 * connections, two event loops), each signed in as admin. The state-change suites (订单,
 * 会员, 提现) race the same request through both and read the outcome from the database.
 * Registers its own beforeAll/afterAll in the calling suite.
 */
import { openDatabase, type Db } from '../db/connection';
import { jsonRequest, signIn, startChildServer, type ChildServer } from './child-server';
import { createTestApp, destroyTestApp, type TestApp } from './harness';

type Answer = Awaited<ReturnType<typeof jsonRequest<{ message?: string }>>>;

export interface TwoOperators {
  /** A connection of the test's own to the shared file (valid once the suite has started). */
  readonly db: Db;
  /** One request through server 0 or 1, signed in as admin there. */
  call(server: 0 | 1, path: string, method: string, body?: unknown): Promise<Answer>;
  /** The same request through both servers at once: their two answers. */
  both(path: string, method: string, body?: unknown): Promise<Answer[]>;
}

export function twoOperators(): TwoOperators {
  let t: TestApp | undefined;
  let servers: ChildServer[] = [];
  let tokens: string[] = [];
  let db: Db | undefined;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.close();
    const dbPath = t.options.dbPath;
    servers = await Promise.all([0, 1].map(() => startChildServer({ dbPath, env: { BCRYPT_ROUNDS: '4', LOGIN_RATE_LIMIT: '0' } })));
    tokens = await Promise.all(servers.map((s) => signIn(s.url)));
    db = openDatabase(dbPath);
  });

  afterAll(async () => {
    db?.close();
    await Promise.all(servers.map((s) => s.stop()));
    if (t) await destroyTestApp(t).catch(() => undefined);
  });

  const call = (server: 0 | 1, path: string, method: string, body?: unknown) =>
    jsonRequest<{ message?: string }>(`${servers[server]!.url}${path}`, { method, token: tokens[server], body });

  return {
    get db() {
      if (!db) throw new Error('twoOperators: the database is open only while the suite runs');
      return db;
    },
    call,
    both: (path, method, body) => Promise.all([call(0, path, method, body), call(1, path, method, body)]),
  };
}
