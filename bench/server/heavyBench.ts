/**
 * One caller hammering a heavy call must not stall the others (issue 30). While admin
 * sends `POST api/yxStoreProduct/isFormatAttr/0` at its bound (3 specs of 10 values: the
 * 1,000-row SKU table, the heaviest call whose work the caller chooses) 8 at a time for
 * 10 s, the editor's `GET api/menus/build` and order list (4 connections each, the same
 * 10 s) keep their p99 under 50 ms. The server runs without test mode with its default
 * per-user allowance of heavy calls; the figures also say how many of the hammer's calls
 * it served (at most the allowance) and refused (429).
 *
 *   node -r ts-node/register/transpile-only bench/server/heavyBench.ts
 *
 * The hammer is bounded in time (HAMMER_MS) and in count (HAMMER_MAX_REQUESTS), loopback only.
 * HEAVY_RATE_LIMIT=0 in the environment (the child server inherits it) runs the server without
 * the rationing, for comparison.
 */
import autocannon from 'autocannon';
import { signIn, startChildServer, type ChildServer } from '../../server/testing/child-server';
import { DEFAULT_HEAVY_RATE_LIMIT } from '../../server/config';
import { runAlone, type Figure } from '../figure';
import { withBenchDb } from './seededServer';

const HAMMER_CONCURRENCY = 8;
const HAMMER_MS = 10_000;
const HAMMER_MAX_REQUESTS = 200_000;
const MEASURED_CONNECTIONS = 4;

const spec = (name: string) => ({ value: name, detail: Array.from({ length: 10 }, (_, i) => `${name}${i}`) });
const HEAVY_BODY = JSON.stringify({ attrs: [spec('颜色'), spec('尺码'), spec('款式')] });
const ORDER_LIST = '/api/yxStoreOrder?page=0&size=10&orderStatus=-9&orderType=0&sort=id,desc';

interface Hammered {
  served: number;
  refused: number;
  other: number;
}

/** 8 loops sending the heavy call back to back until the time or the count runs out. */
async function hammer(url: string, token: string): Promise<Hammered> {
  const counts: Hammered = { served: 0, refused: 0, other: 0 };
  const until = Date.now() + HAMMER_MS;
  let sent = 0;
  const loop = async () => {
    while (Date.now() < until && sent < HAMMER_MAX_REQUESTS) {
      sent += 1;
      try {
        const res = await fetch(`${url}/api/yxStoreProduct/isFormatAttr/0`, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: HEAVY_BODY });
        await res.arrayBuffer();
        if (res.status === 200) counts.served += 1;
        else if (res.status === 429) counts.refused += 1;
        else counts.other += 1;
      } catch {
        counts.other += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: HAMMER_CONCURRENCY }, loop));
  return counts;
}

const measured = (url: string, token: string, path: string, seconds: number) =>
  autocannon({ url: `${url}${path}`, connections: MEASURED_CONNECTIONS, duration: seconds, headers: { authorization: token }, timeout: 10 });

export async function benchHeavy(): Promise<Figure[]> {
  return withBenchDb('heavy', async ({ dbPath }) => {
    let server: ChildServer | null = null;
    try {
      // Test mode only to sign in (tokens survive the restart).
      server = await startChildServer({ dbPath, env: { NODE_ENV: 'production' }, testMode: true });
      const admin = await signIn(server.url, 'admin');
      const editor = await signIn(server.url, 'editor');
      await server.stop();
      server = await startChildServer({ dbPath, env: { NODE_ENV: 'production' }, testMode: false });
      const url = server.url;
      // Warm-up of the measured calls (JIT, statements), without the hammer.
      await Promise.all([measured(url, editor, '/api/menus/build', 2), measured(url, editor, ORDER_LIST, 2)]);
      // The same calls without the hammer, for comparison on a machine others share.
      const [quietBuild, quietOrders] = await Promise.all([measured(url, editor, '/api/menus/build', 5), measured(url, editor, ORDER_LIST, 5)]);
      const seconds = HAMMER_MS / 1000;
      const [hammered, build, orders] = await Promise.all([hammer(url, admin), measured(url, editor, '/api/menus/build', seconds), measured(url, editor, ORDER_LIST, seconds)]);
      await server.stop();
      server = null;
      const errors = (r: autocannon.Result) => r.non2xx + r.errors;
      const allowance = DEFAULT_HEAVY_RATE_LIMIT.max;
      return [
        {
          name: `server: api/menus/build p99 (editor, ${MEASURED_CONNECTIONS} connections) while admin hammers isFormatAttr at 1,000 rows, ${HAMMER_CONCURRENCY} at a time (${quietBuild.latency.p99} ms without)`,
          value: build.latency.p99,
          unit: 'ms',
          budget: '< 50',
          pass: build.latency.p99 < 50 && errors(build) === 0,
        },
        {
          name: `server: order list p99 (editor, ${MEASURED_CONNECTIONS} connections) during the same hammer (${quietOrders.latency.p99} ms without)`,
          value: orders.latency.p99,
          unit: 'ms',
          budget: '< 50',
          pass: orders.latency.p99 < 50 && errors(orders) === 0,
        },
        {
          name: `server: the hammer's isFormatAttr calls served in ${seconds} s (${hammered.refused} refused with 429, ${hammered.other} other)`,
          value: hammered.served,
          unit: 'calls',
          budget: `<= ${allowance} (the per-user allowance)`,
          pass: hammered.served <= allowance && hammered.served > 0 && hammered.other === 0,
        },
      ];
    } finally {
      if (server) await server.kill();
    }
  });
}

if (require.main === module) runAlone(benchHeavy);
