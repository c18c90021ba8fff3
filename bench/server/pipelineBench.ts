/**
 * What the request pipeline itself costs (issue 30): the app's global hooks (security
 * headers, the guard with its token and session checks, raw-input keeping, the error
 * handler) against a bare Fastify app serving the same handlers (bareServer.ts), on the
 * same database (10,000 users, as usersBench.ts) in the same run. Two figures, each a
 * ratio so that no machine's speed changes it:
 * - `api/menus/build` requests/s at 32 connections, bare / full;
 * - `api/users` first page p99 at 32 connections, full / bare.
 * Budget: at most 1.15 each. Both servers run side by side and take short turns under
 * load, TURNS times each (the order alternating), so that a shared machine's drift,
 * which moves figures by a third from one minute to the next here, falls on both alike:
 * the rps ratio is of the totals, the p99 ratio the median of the turns' ratios.
 *
 * Part of `npm run bench` (group `server`, or `BENCH_ONLY=pipeline`); alone:
 * `node -r ts-node/register/transpile-only bench/server/pipelineBench.ts`.
 * BENCH_PIPELINE_TURNS (default 16), BENCH_PIPELINE_SECONDS (default 1 per turn).
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

type Kind = 'full' | 'bare';
const KINDS: readonly Kind[] = ['full', 'bare'];

interface Turns {
  builds: number;
  seconds: number;
  usersP99: number[];
  errors: number;
}

function load(url: string, token: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, connections: 32, headers: { authorization: token }, timeout: 10, duration: seconds });
}

function startServer(kind: Kind, dbPath: string, token: string): Promise<ChildServer> {
  return startChildServer({
    dbPath,
    env: { ...ENV, BENCH_TOKEN: token },
    testMode: false,
    ...(kind === 'bare' ? { entry: path.join(__dirname, 'bareServer.ts') } : {}),
  });
}

export async function benchPipeline(): Promise<Figure[]> {
  const turns = envInt('BENCH_PIPELINE_TURNS', 16);
  const seconds = envInt('BENCH_PIPELINE_SECONDS', 1);
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
    const servers = { full: await startServer('full', dbPath, token), bare: await startServer('bare', dbPath, token) };
    const measured: Record<Kind, Turns> = { full: { builds: 0, seconds: 0, usersP99: [], errors: 0 }, bare: { builds: 0, seconds: 0, usersP99: [], errors: 0 } };
    const build = (kind: Kind, s: number) => load(`${servers[kind].url}/api/menus/build`, token, s);
    const users = (kind: Kind, s: number) => load(`${servers[kind].url}/api/users?page=0&size=10&sort=id,desc`, token, s);
    try {
      for (const kind of KINDS) {
        await build(kind, 2);
        await users(kind, 2);
      }
      for (let i = 0; i < turns; i++) {
        for (const kind of i % 2 ? [...KINDS].reverse() : KINDS) {
          const b = await build(kind, seconds);
          const u = await users(kind, seconds);
          const m = measured[kind];
          m.builds += b['2xx'];
          m.seconds += b.duration;
          m.usersP99.push(u.latency.p99);
          m.errors += b.non2xx + b.errors + u.non2xx + u.errors;
        }
      }
    } finally {
      await Promise.all(KINDS.map((kind) => servers[kind].stop()));
    }
    const { full, bare } = measured;
    const rpsOf = (t: Turns) => t.builds / t.seconds;
    const rps = rpsOf(bare) / rpsOf(full);
    const p99 = median(full.usersP99.map((f, i) => f / Math.max(bare.usersP99[i]!, 1)));
    const errors = full.errors + bare.errors;
    return [
      {
        name: `server pipeline: api/menus/build req/s, bare app / full app (full ${round(rpsOf(full), 0)}, bare ${round(rpsOf(bare), 0)}; ${turns} turns)`,
        value: round(rps, 2),
        unit: 'x',
        budget: `<= ${BUDGET}`,
        pass: rps <= BUDGET && errors === 0,
      },
      {
        name: `server pipeline: api/users first page p99, full app / bare app (median p99 full ${median(full.usersP99)} ms, bare ${median(bare.usersP99)} ms)`,
        value: round(p99, 2),
        unit: 'x',
        budget: `<= ${BUDGET}`,
        pass: p99 <= BUDGET && errors === 0,
      },
    ];
  });
}

if (require.main === module) runAlone(benchPipeline);
