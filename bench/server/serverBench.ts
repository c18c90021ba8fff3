/**
 * Embedded-server benchmark: the real server as a child process on loopback, loaded
 * with autocannon.
 *
 * - `GET api/menus/build` for the seeded menus as admin: requests/s (>= 3000) and
 *   p99 latency (< 20 ms), 10 s at 32 connections after a 2 s warm-up. Measured
 *   against a server started WITHOUT test mode (production settings, no request
 *   log); the admin token comes from a test-mode run on the same database, since
 *   tokens survive restarts.
 * - `POST auth/login` (captcha check, RSA decryption, bcrypt at the server's default
 *   cost, token issue) at 20 concurrent: p99 < 300 ms. Every request carries its own
 *   captcha (prepared beforehand through test mode's `/__test__/captcha/{uuid}`) and
 *   its own RSA ciphertext, as a browser would send.
 *
 * `benchServer()` is called by the top-level `npm run bench`; run directly it prints
 * the figures and exits non-zero when a budget is missed:
 *
 *   node -r ts-node/register/transpile-only bench/server/serverBench.ts
 *
 * Environment: BENCH_BUILD_SECONDS (default 10), BENCH_LOGIN_REQUESTS (default 400),
 * BCRYPT_ROUNDS (passed to the server; unset = the server's default). The servers run
 * with the per-address sign-in limiter on, at a limit never reached (UNREACHED_LIMIT).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { encryptWithPublicKey } from '../../server/auth/rsa';
import { jsonRequest, publicKey, signIn, startChildServer, type ChildServer } from '../../server/testing/child-server';
import { runAlone, type Figure } from '../figure';

const BUILD_CONNECTIONS = 32;
const LOGIN_CONCURRENCY = 20;

function envInt(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Sign-ins per address per minute for the benchmark's servers: every request comes from
 * 127.0.0.1, so the per-address limit (default 20) would refuse most of them. High
 * enough never to refuse, so the limiter still runs (and counts) on every sign-in; 0
 * turns it off (limiterBench.ts compares the two).
 */
export const UNREACHED_LIMIT = '1000000';

/** Production-like child environment: no request logging, NODE_ENV=production. */
export function serverEnv(loginRateLimit = UNREACHED_LIMIT): Record<string, string> {
  const env: Record<string, string> = { NODE_ENV: 'production', LOGIN_RATE_LIMIT: loginRateLimit };
  if (process.env.BCRYPT_ROUNDS) env.BCRYPT_ROUNDS = process.env.BCRYPT_ROUNDS;
  return env;
}

async function runCannon(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ ...options, timeout: 10 });
}

/** N ready-to-send login bodies, each with its own captcha and ciphertext. */
async function prepareLogins(server: ChildServer, count: number): Promise<string[]> {
  const key = await publicKey(server.url);
  const bodies: string[] = [];
  const worker = async () => {
    while (bodies.length < count) {
      bodies.push(''); // reserve a slot before awaiting
      const slot = bodies.length - 1;
      const code = await jsonRequest<{ uuid: string }>(`${server.url}/auth/code`);
      const peek = await jsonRequest<{ answer: string }>(`${server.url}/__test__/captcha/${encodeURIComponent(code.body.uuid)}`);
      bodies[slot] = JSON.stringify({
        username: 'admin',
        password: encryptWithPublicKey(key, '123456'),
        code: peek.body.answer,
        uuid: code.body.uuid,
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return bodies;
}

async function loginRun(server: ChildServer, bodies: string[]): Promise<autocannon.Result> {
  let next = 0;
  return runCannon({
    url: server.url,
    connections: LOGIN_CONCURRENCY,
    amount: bodies.length,
    requests: [
      {
        method: 'POST',
        path: '/auth/login',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: bodies[Math.min(next++, bodies.length - 1)] }),
      },
    ],
  });
}

export async function measureLogin(server: ChildServer): Promise<{ p99: number; p50: number; errors: number; requests: number }> {
  // Warm-up: JIT, bcrypt's thread pool, the prepared statements.
  await loginRun(server, await prepareLogins(server, LOGIN_CONCURRENCY * 2));
  const total = envInt('BENCH_LOGIN_REQUESTS', 400);
  const result = await loginRun(server, await prepareLogins(server, total));
  return { p99: result.latency.p99, p50: result.latency.p50, errors: result.non2xx + result.errors, requests: result['2xx'] };
}

export async function measureBuild(server: ChildServer, token: string): Promise<{ rps: number; p99: number; errors: number }> {
  const options: autocannon.Options = {
    url: `${server.url}/api/menus/build`,
    connections: BUILD_CONNECTIONS,
    headers: { authorization: token },
  };
  await runCannon({ ...options, duration: 2 });
  const result = await runCannon({ ...options, duration: envInt('BENCH_BUILD_SECONDS', 10) });
  return { rps: result['2xx'] / result.duration, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

export async function benchServer(): Promise<Figure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-bench-'));
  const dbPath = path.join(dir, 'bench.db');
  let server: ChildServer | null = null;
  try {
    server = await startChildServer({ dbPath, env: serverEnv(), testMode: true });
    const token = await signIn(server.url);
    const menus = await jsonRequest<unknown[]>(`${server.url}/api/menus/build`, { token });
    if (menus.status !== 200 || !Array.isArray(menus.body) || menus.body.length === 0) {
      throw new Error(`api/menus/build answered ${menus.status}, not the seeded menus`);
    }
    const login = await measureLogin(server);
    const rounds = /bcrypt cost (\d+)/.exec(server.output())?.[1];
    await server.stop();

    // The menu figures come from a server without test mode, on the same database.
    server = await startChildServer({ dbPath, env: serverEnv(), testMode: false });
    const build = await measureBuild(server, token);
    await server.stop();
    server = null;

    const bcrypt = rounds ? ` (bcrypt cost ${rounds})` : '';
    return [
      {
        name: 'server: api/menus/build requests/s (admin, 32 connections)',
        value: round(build.rps, 0),
        unit: 'req/s',
        budget: '>= 3000',
        pass: build.rps >= 3000 && build.errors === 0,
      },
      {
        name: 'server: api/menus/build p99 latency',
        value: build.p99,
        unit: 'ms',
        budget: '< 20',
        pass: build.p99 < 20 && build.errors === 0,
      },
      {
        name: `server: auth/login p99 latency at 20 concurrent${bcrypt}`,
        value: login.p99,
        unit: 'ms',
        budget: '< 300',
        pass: login.p99 < 300 && login.errors === 0,
      },
      {
        name: 'server: auth/login failed requests',
        value: login.errors,
        unit: 'requests',
        budget: '= 0',
        pass: login.errors === 0,
      },
    ];
  } finally {
    if (server) await server.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function printFigures(figures: readonly Figure[], loadBefore: number): void {
  const rows = figures.map((f) => [f.name, `${f.value} ${f.unit}`, f.budget, f.pass ? 'pass' : 'FAIL']);
  const header = ['figure', 'value', 'budget', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  // Client and server share the machine: other work on it shows up in these figures.
  const cpus = os.cpus();
  console.log(`\n${cpus.length} x ${cpus[0]?.model ?? 'CPU'}, Node ${process.version}; 1-min load average ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]!.toFixed(2)} after`);
}

if (require.main === module) {
  const loadBefore = os.loadavg()[0]!;
  runAlone(benchServer, (figures) => printFigures(figures, loadBefore));
}
