/**
 * What the request pipeline itself costs (issue 30): the app's global hooks (security
 * headers, the guard with its token and session checks, raw-input keeping, the error
 * handler) against a bare Fastify app serving the same handlers (bareServer.ts), on the
 * same database (10,000 users, as usersBench.ts) in the same run. Two figures, each a
 * ratio so that no machine's speed changes it:
 * - `api/menus/build` requests/s at 32 connections, bare / full;
 * - `api/users` first page p99 at 32 connections, full / bare.
 * Budget: at most 1.15 each. The two servers take turns, ROUNDS times (the order
 * alternating, so drift on a shared machine falls on both), each figure the median of
 * the rounds' ratios.
 *
 * Part of `npm run bench` (group `server`, or `BENCH_ONLY=pipeline`); alone:
 * `node -r ts-node/register/transpile-only bench/server/pipelineBench.ts`.
 * BENCH_PIPELINE_ROUNDS (default 3), BENCH_PIPELINE_SECONDS (default 5 per measurement).
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { signIn, startChildServer, type ChildServer } from '../../server/testing/child-server';
import { median, round, runAlone, type Figure } from '../figure';
import { withBenchDb } from './seededServer';
import { SEEDED_USERS, seedUsers } from './usersBench';

const BUDGET = 1.15;
const ENV = { NODE_ENV: 'production' };

function envInt(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

interface Sample {
  buildRps: number;
  usersP99: number;
  errors: number;
}

async function load(url: string, token: string, seconds: number): Promise<autocannon.Result> {
  const options: autocannon.Options = { url, connections: 32, headers: { authorization: token }, timeout: 10 };
  await autocannon({ ...options, duration: 2 });
  return autocannon({ ...options, duration: seconds });
}

async function sample(server: ChildServer, token: string, seconds: number): Promise<Sample> {
  const build = await load(`${server.url}/api/menus/build`, token, seconds);
  const users = await load(`${server.url}/api/users?page=0&size=10&sort=id,desc`, token, seconds);
  return { buildRps: build['2xx'] / build.duration, usersP99: users.latency.p99, errors: build.non2xx + build.errors + users.non2xx + users.errors };
}

async function measureOne(kind: 'full' | 'bare', dbPath: string, token: string, seconds: number): Promise<Sample> {
  const server = await startChildServer({
    dbPath,
    env: { ...ENV, BENCH_TOKEN: token },
    testMode: false,
    ...(kind === 'bare' ? { entry: path.join(__dirname, 'bareServer.ts') } : {}),
  });
  try {
    return await sample(server, token, seconds);
  } finally {
    await server.stop();
  }
}

export async function benchPipeline(): Promise<Figure[]> {
  const rounds = envInt('BENCH_PIPELINE_ROUNDS', 3);
  const seconds = envInt('BENCH_PIPELINE_SECONDS', 5);
  return withBenchDb('pipeline', async ({ dbPath }) => {
    // Signed in once (tokens survive restarts), then the bulk added while no server runs.
    const first = await startChildServer({ dbPath, env: ENV, testMode: true });
    let token: string;
    try {
      token = await signIn(first.url);
    } finally {
      await first.stop();
    }
    seedUsers(dbPath, SEEDED_USERS);
    const measured = { full: [] as Sample[], bare: [] as Sample[] };
    for (let i = 0; i < rounds; i++) {
      for (const kind of i % 2 ? (['bare', 'full'] as const) : (['full', 'bare'] as const)) {
        measured[kind].push(await measureOne(kind, dbPath, token, seconds));
      }
    }
    const { full, bare } = measured;
    const rps = median(full.map((f, i) => bare[i]!.buildRps / f.buildRps));
    const p99 = median(full.map((f, i) => f.usersP99 / Math.max(bare[i]!.usersP99, 1)));
    const errors = [...full, ...bare].reduce((sum, s) => sum + s.errors, 0);
    const shown = (samples: Sample[], pick: (s: Sample) => number) => samples.map((s) => round(pick(s), 0)).join('/');
    return [
      {
        name: `server pipeline: api/menus/build req/s, bare app / full app (full ${shown(full, (s) => s.buildRps)}, bare ${shown(bare, (s) => s.buildRps)})`,
        value: round(rps, 2),
        unit: 'x',
        budget: `<= ${BUDGET}`,
        pass: rps <= BUDGET && errors === 0,
      },
      {
        name: `server pipeline: api/users first page p99, full app / bare app (full ${shown(full, (s) => s.usersP99)} ms, bare ${shown(bare, (s) => s.usersP99)} ms)`,
        value: round(p99, 2),
        unit: 'x',
        budget: `<= ${BUDGET}`,
        pass: p99 <= BUDGET && errors === 0,
      },
    ];
  });
}

if (require.main === module) runAlone(benchPipeline);
