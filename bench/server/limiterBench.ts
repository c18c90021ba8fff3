/**
 * What the per-address sign-in limiter (issue 17, @fastify/rate-limit on `auth/login` and
 * `auth/code`) costs, under the server benchmark's own loads (serverBench.ts): 400
 * sign-ins at 20 concurrent, and `api/menus/build` at 32 connections. Each round starts
 * the server twice per setting, with the limiter on (at a limit never reached, so it
 * counts every request but refuses none) and off (`LOGIN_RATE_LIMIT=0`), the order
 * alternating between rounds so that drift on the machine falls on both. The figure is
 * the difference of the medians of the rounds' p99s; budget: at most 1 ms. That difference
 * is as noisy as the p99s themselves (sign-in p99 moves by more than 1 ms between runs
 * of the same server), so a second figure bounds the added p99 from the limiter's own
 * work per request, measured in one process (limiterCost.ts), times the concurrency.
 *
 * Part of `npm run bench`; alone (no build needed):
 * `BENCH_ONLY=limiter node -r ts-node/register/transpile-only bench/run.ts`
 * or `node -r ts-node/register/transpile-only bench/server/limiterBench.ts`.
 * BENCH_LIMITER_ROUNDS (default 3), plus serverBench.ts's variables.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { atMost, median, round, runAlone, type Figure } from '../figure';
import { signIn, startChildServer, type ChildServer } from '../../server/testing/child-server';
import { limiterMicroseconds } from './limiterCost';
import { measureBuild, measureLogin, serverEnv, UNREACHED_LIMIT } from './serverBench';

type Setting = 'on' | 'off';

const BUDGET_MS = 1;

function rounds(): number {
  const n = Number(process.env.BENCH_LIMITER_ROUNDS);
  return Number.isInteger(n) && n > 0 ? n : 3;
}

export async function benchLimiter(): Promise<Figure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-bench-limiter-'));
  const dbPath = path.join(dir, 'bench.db');
  const p99 = { on: { login: [] as number[], build: [] as number[] }, off: { login: [] as number[], build: [] as number[] } };
  let failed = 0;
  let token: string | null = null;
  let server: ChildServer | null = null;
  try {
    for (let r = 0; r < rounds(); r++) {
      const order: Setting[] = r % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
      for (const setting of order) {
        const env = serverEnv(setting === 'on' ? UNREACHED_LIMIT : '0');
        server = await startChildServer({ dbPath, env, testMode: true });
        token ??= await signIn(server.url);
        const login = await measureLogin(server);
        await server.stop();
        // As in serverBench.ts: the menu figures from a server without test mode.
        server = await startChildServer({ dbPath, env, testMode: false });
        const build = await measureBuild(server, token);
        await server.stop();
        server = null;
        p99[setting].login.push(login.p99);
        p99[setting].build.push(build.p99);
        failed += login.errors + build.errors;
      }
    }
  } finally {
    if (server) await server.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const n = p99.on.login.length;
  const info = (name: string, value: number): Figure => ({ name, value: round(value), unit: 'ms', budget: '-', pass: true });
  // auth/login's difference is bcrypt's noise (it read +4 ms once and -8 ms another time):
  // shown, not judged; the in-process bound above is the budget (issue 23).
  const added = (route: 'login' | 'build', label: string, judged: boolean): Figure[] => {
    const on = median(p99.on[route]);
    const off = median(p99.off[route]);
    const name = `server: sign-in limiter's added p99 on ${label} (with - without)`;
    return [
      info(`server: ${label} p99 with / without the sign-in limiter (median of ${n} rounds each): with`, on),
      info(`server: ${label} p99 with / without the sign-in limiter (median of ${n} rounds each): without`, off),
      judged ? atMost(name, on - off, 'ms', BUDGET_MS) : info(`${name}, informational`, on - off),
    ];
  };
  const perRequest = await limiterMicroseconds();
  return [
    { name: "server: sign-in limiter's own time per request (in process, median)", value: round(perRequest, 1), unit: 'µs', budget: '-', pass: true },
    atMost("server: sign-in limiter's added p99 at most, 32 concurrent x its own time", (32 * perRequest) / 1000, 'ms', BUDGET_MS),
    ...added('login', 'auth/login (20 concurrent)', false),
    ...added('build', 'api/menus/build (32 connections)', true),
    { name: 'server: failed requests in the limiter runs', value: failed, unit: 'requests', budget: '= 0', pass: failed === 0 },
  ];
}

if (require.main === module) runAlone(benchLimiter);
