/**
 * 订单 on the embedded server with 1,000,000 orders seeded into a throwaway database
 * (issue 25): the first page of every tab (the requests cycle over the eight) at 32
 * connections, the eight tab counts the console asks together (eight `size=1` lists at
 * once, the batch's time), and an order-number search at 32 connections, against a server
 * without test mode; then 发货 and 退款 in process, each one transaction with its log row,
 * on the same database (synchronous = FULL, as the server runs).
 *
 *   node -r ts-node/register/transpile-only bench/server/ordersBench.ts
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { openDatabase } from '../../server/db/connection';
import { OrderTransitions } from '../../server/orders/transitions';
import { onSeededServer, withBenchDb } from './seededServer';
import { runAlone, type Figure } from '../figure';

export const SEEDED_ORDERS = 1_000_000;
const TABS = ['-9', '0', '1', '2', '3', '4', '-1', '-2'];
/** (paid, status, refund_status) and weight: mostly finished orders, as a shop in use has. */
const STATES: ReadonlyArray<readonly [number, number, number, number]> = [
  [0, 0, 0, 5],
  [1, 0, 0, 10],
  [1, 1, 0, 10],
  [1, 2, 0, 15],
  [1, 3, 0, 50],
  [1, 0, 1, 3],
  [1, 0, 2, 7],
];
const TRANSITIONS = 1000;

const p99 = (samples: number[]): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]! * 100) / 100;
};

/** 1,000,000 orders of one line each over two years, ids following time, and TRANSITIONS more to ship at the end. */
export function seedOrders(dbPath: string, count: number): string[] {
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  try {
    const skus = db.prepare('SELECT v."unique", v.product_id, v.price, p.store_name, p.image FROM yx_store_product_attr_value v JOIN yx_store_product p ON p.id = v.product_id').all() as Array<{
      unique: string;
      product_id: number;
      price: number;
      store_name: string;
      image: string;
    }>;
    const uids = db.prepare('SELECT uid FROM yx_user').pluck().all() as number[];
    const order = db.prepare(`INSERT INTO yx_store_order (order_id, uid, real_name, user_phone, user_address, cart_id, total_num, total_price, pay_price, paid, pay_time, pay_type,
      create_time, status, refund_status, "unique", shipping_type, verify_code) VALUES (?, ?, ?, ?, '北京市 北京市 朝阳区 1号', '1', ?, ?, ?, ?, ?, 'yue', ?, ?, ?, ?, ?, ?)`);
    const line = db.prepare('INSERT INTO yx_store_order_cart_info (oid, order_id, cart_id, product_id, cart_info, "unique") VALUES (?, ?, 1, ?, ?, ?)');
    const weight = STATES.reduce((n, s) => n + s[3], 0);
    const start = Date.UTC(2024, 10, 1);
    const step = Math.floor((2 * 365 * 86_400_000) / count);
    const toShip: string[] = [];
    db.transaction(() => {
      for (let i = 0; i < count + TRANSITIONS; i += 1) {
        const ship = i >= count;
        let r = (i * 7919) % weight;
        const state = ship ? STATES[1]! : STATES.find((s) => (r -= s[3]) < 0)!;
        const sku = skus[i % skus.length]!;
        const n = 1 + (i % 3);
        const at = start + i * step;
        const orderId = String(1_800_000_000_000_000_000n + BigInt(i) * 7919n);
        const pickup = !ship && i % 20 === 0;
        const info = JSON.stringify({ productId: sku.product_id, productAttrUnique: sku.unique, cartNum: n, truePrice: sku.price / 100, productInfo: { id: sku.product_id, storeName: sku.store_name, image: sku.image, attrInfo: { sku: '默认', unique: sku.unique } } });
        const id = Number(
          order.run(orderId, uids[i % uids.length]!, `买家${i % 997}`, `138${String(i).padStart(8, '0')}`, n, sku.price * n, sku.price * n, state[0], state[0] ? at + 60_000 : null, at, state[1], state[2], i.toString(16).padStart(32, '0'), pickup ? 2 : 1, pickup ? orderId.slice(-12) : '').lastInsertRowid,
        );
        line.run(id, orderId, sku.product_id, info, `l${i.toString(16)}`);
        if (ship) toShip.push(orderId);
      }
    })();
    return toShip;
  } finally {
    db.close();
    // Seeded without syncing: flush the file now, or the first transition's checkpoint
    // fsync pays for writing the whole seed back (one 100-300 ms sample per run).
    const fd = fs.openSync(dbPath, 'r+');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
  }
}

/** The eight counts as the console asks them: eight `size=1` lists at once; each batch's time until the last answer. */
async function countBatches(base: string, token: string, batches: number): Promise<{ p99: number; errors: number }> {
  const times: number[] = [];
  let errors = 0;
  for (let b = 0; b < batches; b += 1) {
    const t0 = performance.now();
    const answers = await Promise.all(TABS.map((tab) => fetch(`${base}/api/yxStoreOrder?page=0&size=1&orderStatus=${tab}&orderType=0`, { headers: { authorization: token } })));
    for (const a of answers) {
      if (a.status !== 200) errors += 1;
      await a.arrayBuffer();
    }
    if (b >= 20) times.push(performance.now() - t0);
  }
  return { p99: p99(times), errors };
}

/** The first page of every tab, the eight cycling over 32 connections. */
async function tabPages(base: string, token: string): Promise<{ p99: number; errors: number }> {
  const requests = TABS.map((tab) => ({ method: 'GET' as const, path: `/api/yxStoreOrder?page=0&size=10&orderStatus=${tab}&orderType=0&sort=id,desc` }));
  const options: autocannon.Options = { url: base, connections: 32, headers: { authorization: token }, timeout: 10, requests };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: 10 });
  return { p99: result.latency.p99, errors: result.non2xx + result.errors };
}

async function search(base: string, token: string, orderId: string): Promise<{ p99: number; errors: number }> {
  const options: autocannon.Options = { url: `${base}/api/yxStoreOrder?page=0&size=10&orderStatus=-9&orderType=0&orderId=${orderId}`, connections: 32, headers: { authorization: token }, timeout: 10 };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: 10 });
  return { p99: result.latency.p99, errors: result.non2xx + result.errors };
}

/** 发货 then 退款 of each order, in process: each one transaction with its status-log row. */
function transitions(dbPath: string, orderIds: readonly string[]): { ship: number; refund: number } {
  const db = openDatabase(dbPath);
  try {
    const move = new OrderTransitions(db);
    const time = (run: (orderId: string) => void): number[] =>
      orderIds.map((orderId) => {
        const t0 = performance.now();
        db.transaction(() => run(orderId))();
        return performance.now() - t0;
      });
    const ship = time((orderId) => move.ship({ orderId, deliveryName: '顺丰速运', deliveryId: `SF${orderId.slice(-8)}` }, Date.now()));
    const refund = time((orderId) => move.refund(orderId, 1, Date.now(), 'bench'));
    return { ship: p99(ship), refund: p99(refund) };
  } finally {
    db.close();
  }
}

export async function benchOrders(): Promise<Figure[]> {
  return withBenchDb('orders', async ({ dbPath }) => {
    const { seeded: toShip, measured } = await onSeededServer(
      { dbPath },
      (file) => seedOrders(file, SEEDED_ORDERS),
      async (url, token) => {
        const pages = await tabPages(url, token);
        console.error('tab pages', pages);
        const counts = await countBatches(url, token, 520);
        console.error('counts', counts);
        const found = await search(url, token, String(1_800_000_000_000_000_000n + 123_457n * 7919n));
        console.error('search', found);
        return { pages, counts, found };
      },
    );
    const { pages, counts, found } = measured;
    const moved = transitions(dbPath, toShip);
    const n = `${SEEDED_ORDERS} orders`;
    return [
      { name: `server: api/yxStoreOrder first page of any tab p99, ${n}, 32 connections`, value: pages.p99, unit: 'ms', budget: '< 30', pass: pages.p99 < 30 && pages.errors === 0 },
      { name: `server: api/yxStoreOrder the eight tab counts together p99, ${n}`, value: counts.p99, unit: 'ms', budget: '< 30', pass: counts.p99 < 30 && counts.errors === 0 },
      { name: `server: api/yxStoreOrder order-number search p99, ${n}, 32 connections`, value: found.p99, unit: 'ms', budget: '< 20', pass: found.p99 < 20 && found.errors === 0 },
      { name: `server: 发货 in process p99 (one transaction with its log row), ${n}`, value: moved.ship, unit: 'ms', budget: '< 5', pass: moved.ship < 5 },
      { name: `server: 退款 in process p99 (stock, balance, bill and log rows), ${n}`, value: moved.refund, unit: 'ms', budget: '< 5', pass: moved.refund < 5 },
    ];
  });
}

if (require.main === module) runAlone(benchOrders);
