import { call, createTestApp, destroyTestApp, login, type TestApp } from '../testing/harness';
import { centsToWire } from '../shared/cents';
import { orderIn, STATES, type StateName } from '../orders/test-fixtures';
import type { CountFigures } from './repository';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  // The tests count their own orders: the seed's demo orders go (their day rows follow).
  t.app.ctx.db.prepare('UPDATE yx_store_order SET is_del = 1').run();
});
afterEach(() => destroyTestApp(t));

/** Moves the clock to `ms` and signs in then (a token signed before would have expired). */
async function startAt(ms: number): Promise<void> {
  t.clock.advance(ms - t.clock.now());
  admin = await login(t.app, 'admin');
}

const at = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, m - 1, d, h, mi, s).getTime();
/** Now: 1 December 2026, 00:30, local: today, yesterday and 本月 straddle a day and a month boundary. */
const NOW = at(2026, 12, 1, 0, 30);

/** The direct count over the orders: live, paid, not refunding, pay_time in [from, to). */
function recount(from: number, to: number): { count: number; price: number } {
  const row = t.app.ctx.db
    .prepare('SELECT COUNT(*) AS n, coalesce(SUM(pay_price), 0) AS cents FROM yx_store_order WHERE is_del = 0 AND paid = 1 AND refund_status = 0 AND pay_time >= ? AND pay_time < ?')
    .get(from, to) as { n: number; cents: number };
  return { count: row.n, price: centsToWire(row.cents) };
}

/** Orders in every state, each paid a second after `created`. */
function everyStateAt(created: number): void {
  for (const state of Object.keys(STATES) as StateName[]) orderIn(t.app.ctx.db, state, created);
}

async function figures(): Promise<CountFigures> {
  const res = await call(t.app, 'GET', '/api/data/count', { token: admin });
  expect(res.statusCode).toBe(200);
  return res.json<CountFigures>();
}

describe('GET api/data/count', () => {
  it('refuses a caller who is not signed in (yshop lets anyone read the takings)', async () => {
    await startAt(NOW);
    expect((await call(t.app, 'GET', '/api/data/count')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/data/chart')).statusCode).toBe(401);
  });

  it('equals a direct count over orders in every state, across a day and a month boundary', async () => {
    await startAt(NOW);
    // Paid one second after each time: 23:59:58 gives a payment at 23:59:59, the day before.
    for (const created of [
      at(2026, 12, 1, 0, 0, 0), // today, this month
      at(2026, 12, 1, 0, 29, 0),
      at(2026, 11, 30, 23, 59, 58), // yesterday, last month, in the last seven days
      at(2026, 11, 24, 0, 0, 0), // the first of the last seven days
      at(2026, 11, 23, 23, 59, 58), // just before them
      at(2026, 10, 31, 23, 59, 58),
    ])
      everyStateAt(created);
    // A deleted finished order and a deleted refunded one count nowhere (10.22's Rec.).
    const done = orderIn(t.app.ctx.db, 'done', at(2026, 12, 1, 0, 1));
    const refunded = orderIn(t.app.ctx.db, 'refunded', at(2026, 12, 1, 0, 2));
    for (const o of [done, refunded]) expect((await call(t.app, 'DELETE', `/api/yxStoreOrder/${o.id}`, { token: admin })).statusCode).toBe(200);

    const f = await figures();
    const today = recount(at(2026, 12, 1), at(2026, 12, 2));
    const yesterday = recount(at(2026, 11, 30), at(2026, 12, 1));
    const week = recount(at(2026, 11, 24), at(2026, 12, 1));
    const month = recount(at(2026, 12, 1), at(2027, 1, 1));
    const all = recount(0, at(2100, 1, 1));
    expect(f).toEqual({
      todayPrice: today.price,
      todayCount: today.count,
      proPrice: yesterday.price,
      proCount: yesterday.count,
      monthPrice: month.price,
      monthCount: month.count,
      lastWeekCount: week.count,
      lastWeekPrice: week.price,
      userCount: t.app.ctx.db.prepare('SELECT COUNT(*) FROM yx_user WHERE is_del = 0').pluck().get(),
      orderCount: t.app.ctx.db.prepare('SELECT COUNT(*) FROM yx_store_order WHERE is_del = 0').pluck().get(),
      priceCount: all.price,
      goodsCount: t.app.ctx.db.prepare('SELECT COUNT(*) FROM yx_store_product WHERE is_del = 0').pluck().get(),
    });
    // The five paid, not refunding states of each time (待发货, 待核销, 待收货, 待评价, 已完成).
    expect([f.todayCount, f.proCount, f.lastWeekCount, f.monthCount, f.orderCount]).toEqual([10, 5, 10, 10, 60]);
    expect(f.todayPrice).toBe(centsToWire(10 * 201));
  });

  it('follows the transitions at the next call: a refund takes the order out of every sum', async () => {
    await startAt(NOW);
    const shipped = orderIn(t.app.ctx.db, 'toShip', at(2026, 12, 1, 0, 5));
    const before = await figures();
    expect(before.todayCount).toBe(1);
    expect((await call(t.app, 'POST', '/api/yxStoreOrder/refund', { token: admin, body: { orderId: shipped.orderId, payPrice: '0.01' } })).statusCode).toBe(204);
    const after = await figures();
    expect([after.todayCount, after.todayPrice, after.priceCount, after.orderCount]).toEqual([0, 0, 0, 1]);
  });
});

describe('GET api/data/chart', () => {
  type Series = { chart: Array<{ num: number; time: string }>; chartT: Array<{ num: number; time: string }>; from: string; to: string };
  it('this month by default, every day from the 1st with the previous month’s first days beside; 7 / 30 / 90 days on request', async () => {
    await startAt(at(2026, 12, 3, 9));
    orderIn(t.app.ctx.db, 'toShip', at(2026, 12, 2, 23, 59, 58)); // paid 23:59:59 on the 2nd
    orderIn(t.app.ctx.db, 'done', at(2026, 12, 2, 23, 59, 59)); // paid 00:00:00 on the 3rd
    orderIn(t.app.ctx.db, 'refunded', at(2026, 12, 3, 1)); // not counted
    orderIn(t.app.ctx.db, 'shipped', at(2026, 11, 2, 8));
    const month = (await call(t.app, 'GET', '/api/data/chart', { token: admin })).json<Series & { previous: Series }>();
    expect(month.chartT).toEqual([
      { num: 0, time: '12-01' },
      { num: 1, time: '12-02' },
      { num: 1, time: '12-03' },
    ]);
    expect(month.chart.map((p) => p.num)).toEqual([0, 2.01, 2.01]);
    expect(month.previous).toMatchObject({ from: '2026-11-01', to: '2026-11-03', chartT: [{ num: 0 }, { num: 1, time: '11-02' }, { num: 0 }] });

    const week = (await call(t.app, 'GET', '/api/data/chart?days=7', { token: admin })).json<Series & { previous: Series }>();
    expect([week.from, week.to, week.chartT.length, week.previous.from, week.previous.to]).toEqual(['2026-11-27', '2026-12-03', 7, '2026-11-20', '2026-11-26']);
    const quarter = (await call(t.app, 'GET', '/api/data/chart?days=90', { token: admin })).json<Series>();
    expect(quarter.chartT.reduce((n, p) => n + p.num, 0)).toBe(3);

    const bad = await call(t.app, 'GET', '/api/data/chart?days=8', { token: admin });
    expect([bad.statusCode, bad.json<{ message: string }>().message]).toEqual([400, '统计天数只能是 7、30 或 90']);
  });

  it('follows the orders and the day at the next call (its answer is kept only until the database changes or the day turns)', async () => {
    await startAt(at(2026, 12, 3, 9));
    const week = async () => (await call(t.app, 'GET', '/api/data/chart?days=7', { token: admin })).json<Series>();
    expect((await week()).chartT.at(-1)).toEqual({ num: 0, time: '12-03' });
    const paid = orderIn(t.app.ctx.db, 'toShip', at(2026, 12, 3, 8));
    expect((await week()).chartT.at(-1)).toEqual({ num: 1, time: '12-03' });
    expect((await call(t.app, 'POST', '/api/yxStoreOrder/refund', { token: admin, body: { orderId: paid.orderId, payPrice: '0.01' } })).statusCode).toBe(204);
    expect((await week()).chartT.at(-1)).toEqual({ num: 0, time: '12-03' });
    t.clock.advance(24 * 3600 * 1000);
    admin = await login(t.app, 'admin');
    const next = await week();
    expect([next.to, next.chartT.at(-1)]).toEqual(['2026-12-04', { num: 0, time: '12-04' }]);
  });
});

describe('GET api/yxStoreOrder/orderCount and api/data/topProducts', () => {
  it('units sold per category and the ten best sellers, from the products’ kept sales', async () => {
    await startAt(t.clock.now());
    const db = t.app.ctx.db;
    const pie = (await call(t.app, 'GET', '/api/yxStoreOrder/orderCount', { token: admin })).json<{ column: string[]; orderCountDatas: Array<{ name: string; value: number }> }>();
    const expected = db
      .prepare('SELECT c.cate_name AS name, SUM(p.sales) AS value FROM yx_store_product p JOIN yx_store_category c ON c.id = p.cate_id WHERE p.is_del = 0 GROUP BY c.id HAVING value > 0 ORDER BY value DESC, c.id')
      .all();
    expect(pie.orderCountDatas).toEqual(expected);
    expect(pie.column).toEqual(pie.orderCountDatas.map((d) => d.name));

    const before = (await call(t.app, 'GET', '/api/data/topProducts', { token: admin })).json<{ content: Array<{ id: number; sales: number }> }>().content;
    expect(before.length).toBeGreaterThan(0);
    expect(before.length).toBeLessThanOrEqual(10);
    expect(before.map((p) => p.sales)).toEqual([...before.map((p) => p.sales)].sort((a, b) => b - a));
    // Buying the 37 moves it: an order's lines add to its sales.
    db.prepare('UPDATE yx_store_product SET sales = ? WHERE id = 37').run(before[0]!.sales + 5);
    orderIn(db, 'toShip', t.clock.now());
    const after = (await call(t.app, 'GET', '/api/data/topProducts', { token: admin })).json<{ content: Array<{ id: number; sales: number }> }>().content;
    expect(after[0]).toMatchObject({ id: 37, sales: before[0]!.sales + 6 });
  });
});
