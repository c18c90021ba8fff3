/**
 * 首页 on the embedded server with 1,000,000 orders (issue 34): `api/data/count` and
 * `api/data/chart` (本月, and 90 days with the 90 before) at 32 connections, against a
 * server without test mode, over the orders bench's seed (the day rollups are made by the
 * triggers as the seed writes).
 *
 *   node -r ts-node/register/transpile-only bench/server/dashboardBench.ts
 */
import autocannon from 'autocannon';
import { runAlone, type Figure } from '../figure';
import { SEEDED_ORDERS, seedOrders } from './ordersBench';
import { onSeededServer, withBenchDb } from './seededServer';

async function load(url: string, token: string, paths: string[]): Promise<{ p99: number; errors: number }> {
  const options: autocannon.Options = { url, connections: 32, headers: { authorization: token }, timeout: 10, requests: paths.map((path) => ({ method: 'GET' as const, path })) };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: 10 });
  return { p99: result.latency.p99, errors: result.non2xx + result.errors };
}

export async function benchDashboard(): Promise<Figure[]> {
  return withBenchDb('dashboard', async ({ dbPath }) => {
    const { measured } = await onSeededServer(
      { dbPath },
      (file) => seedOrders(file, SEEDED_ORDERS),
      async (url, token) => {
        const count = await load(url, token, ['/api/data/count']);
        console.error('count', count);
        const chart = await load(url, token, ['/api/data/chart', '/api/data/chart?days=90']);
        console.error('chart', chart);
        return { count, chart };
      },
    );
    const n = `${SEEDED_ORDERS} orders`;
    return [
      { name: `server: api/data/count p99, ${n}, 32 connections`, value: measured.count.p99, unit: 'ms', budget: '< 20', pass: measured.count.p99 < 20 && measured.count.errors === 0 },
      { name: `server: api/data/chart p99 (本月 and 90 days), ${n}, 32 connections`, value: measured.chart.p99, unit: 'ms', budget: '< 20', pass: measured.chart.p99 < 20 && measured.chart.errors === 0 },
    ];
  });
}

if (require.main === module) runAlone(benchDashboard);
