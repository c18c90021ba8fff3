import { openDatabase, type Db } from '../db/connection';
import { MIGRATIONS, runMigrations } from '../db/migrations';
import { seedIfEmpty } from '../db/seed';
import { RESOURCES } from '../resources';
import { call, createTestApp, destroyTestApp, login, type TestApp } from '../testing/harness';
import { DEMO_ORDERS } from './seed';

const TABS = ['0', '1', '2', '3', '4', '-1', '-2'];

const salesKinds = (db: Db) => db.prepare('SELECT DISTINCT state, sales_state AS salesState FROM yx_store_after_sales ORDER BY 1, 2').all();
const tabs = (db: Db, shipping: number) =>
  db.prepare('SELECT DISTINCT tab FROM yx_store_order WHERE is_del = 0 AND shipping_type = ? AND tab IS NOT NULL ORDER BY tab').pluck().all(shipping);

describe('the demo orders of a fresh shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => destroyTestApp(t));

  it('fill every tab (pickup orders waiting for 核销 too) and 售后 in every state, with counts that match the rows', async () => {
    const db = t.app.ctx.db;
    const admin = await login(t.app, 'admin');
    expect(db.prepare('SELECT COUNT(*) FROM yx_store_order').pluck().get()).toBe(DEMO_ORDERS);
    for (const tab of TABS) {
      const page = (await call(t.app, 'GET', `/api/yxStoreOrder?page=0&size=10&orderStatus=${tab}&orderType=0`, { token: admin })).json<{ totalElements: number }>();
      expect({ tab, some: page.totalElements > 0 }).toEqual({ tab, some: true });
    }
    expect(tabs(db, 2)).toEqual(expect.arrayContaining([0, 1]));
    expect(salesKinds(db)).toEqual([
      { state: 0, salesState: 0 },
      { state: 1, salesState: 0 },
      { state: 2, salesState: 0 },
      { state: 3, salesState: 0 },
      { state: 3, salesState: 1 },
      { state: 3, salesState: 2 },
    ]);
    const real = db.prepare('SELECT shipping_type, kind, coalesce(tab, 99) AS tab, COUNT(*) AS n FROM yx_store_order WHERE is_del = 0 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3').all();
    expect(db.prepare('SELECT shipping_type, kind, tab, n FROM yx_store_order_counts WHERE n > 0 ORDER BY 1, 2, 3').all()).toEqual(real);
    expect(db.prepare('SELECT id, order_id, paid, status FROM yx_store_order WHERE id IN (13673, 13674) ORDER BY id').all()).toEqual([
      { id: 13673, order_id: '1872155091755073536', paid: 1, status: 0 },
      { id: 13674, order_id: '2054402405981749248', paid: 1, status: 0 },
    ]);
    // Every order has its lines and its 订单生成 row; a shipped one its 订单发货 row.
    expect(db.prepare('SELECT COUNT(*) FROM yx_store_order o WHERE NOT EXISTS (SELECT 1 FROM yx_store_order_cart_info c WHERE c.oid = o.id)').pluck().get()).toBe(0);
    expect(db.prepare("SELECT COUNT(*) FROM yx_store_order o WHERE NOT EXISTS (SELECT 1 FROM yx_store_order_status s WHERE s.oid = o.id AND s.change_type = 'yshop_create_order')").pluck().get()).toBe(0);
    expect(db.prepare("SELECT COUNT(*) FROM yx_store_order o WHERE status = 1 AND shipping_type = 1 AND NOT EXISTS (SELECT 1 FROM yx_store_order_status s WHERE s.oid = o.id AND s.change_type = 'delivery_goods')").pluck().get()).toBe(0);
  });
});

describe('migration 10 on a database seeded before it', () => {
  const migration10 = MIGRATIONS.find((m) => m.version === 10)!;
  /*
   * A shop seeded without orders, then migration 10's step, as a server seeded before
   * version 10 meets it. Today's seeds of the earlier resources need today's schema (the
   * members' recharges write bills, the pictures have groups), so the schema is today's with
   * migration 10's step held back, and the step runs on its own afterwards.
   */
  const seedWith = async (db: Db, demo: boolean) => {
    runMigrations(db, MIGRATIONS.map((m) => (m.version === 10 ? { ...m, run: undefined } : m)));
    // What a server of version 9 seeded: the resources that came with migration 10 or later
    // (orders and 售后, then the bills, settings and dashboard) were not there yet.
    const later = new Set(['orders', 'after-sales', 'bills', 'systemConfig', 'dashboard']);
    const before = RESOURCES.filter((r) => !later.has(r.name));
    await seedIfEmpty(db, { now: () => Date.now(), hashPassword: async () => 'x', demo }, before);
    expect(db.prepare('SELECT COUNT(*) FROM yx_store_order').pluck().get()).toBe(0);
  };

  it('gives a demo shop the same demo orders and 售后 a fresh seed gives', async () => {
    const db = openDatabase(':memory:');
    await seedWith(db, true);
    migration10.run!(db);
    expect(db.prepare('SELECT COUNT(*) FROM yx_store_order').pluck().get()).toBe(DEMO_ORDERS);
    expect(tabs(db, 1)).toEqual([-2, -1, 0, 1, 2, 3, 4]);
    expect(salesKinds(db)).toHaveLength(6);
    db.close();
  });

  it('leaves an empty shop (SEED_DEMO=0) without orders', async () => {
    const db = openDatabase(':memory:');
    await seedWith(db, false);
    migration10.run!(db);
    expect(db.prepare('SELECT COUNT(*) FROM yx_store_order').pluck().get()).toBe(0);
    db.close();
  });
});
