import bcrypt from 'bcrypt';
import { openDatabase, type Db } from '../db/connection';
import { runMigrations } from '../db/migrations';
import { seedIfEmpty } from '../db/seed';
import { RESOURCES } from '../resources';

const seeded = async (demo: boolean): Promise<Db> => {
  const db = openDatabase(':memory:');
  runMigrations(db);
  await seedIfEmpty(db, { now: () => Date.UTC(2026, 10, 1), hashPassword: (p) => bcrypt.hash(p, 4), demo }, RESOURCES);
  return db;
};

const count = (db: Db, sql: string): number => db.prepare(sql).pluck().get() as number;

describe('the demo shop (CONTRACT-SHOP 12 and decisions)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await seeded(true);
  });
  afterAll(() => db.close());

  it('has the dump’s eight products on the shelf, their price and stock derived from their SKUs as in the dump', () => {
    const rows = db.prepare('SELECT id, cate_id, price, ot_price, cost, stock, sales, ficti, spec_type, temp_id, is_integral, is_hot FROM yx_store_product ORDER BY id').all();
    expect(rows).toEqual([
      { id: 32, cate_id: 11, price: 1000, ot_price: 1800, cost: 800, stock: 9981, sales: 3369, ficti: 0, spec_type: 0, temp_id: 34, is_integral: 0, is_hot: 1 },
      { id: 33, cate_id: 11, price: 20, ot_price: 20000, cost: 10000, stock: 9998, sales: 1934, ficti: 10, spec_type: 0, temp_id: 35, is_integral: 0, is_hot: 1 },
      { id: 34, cate_id: 11, price: 100, ot_price: 3300, cost: 200, stock: 37800, sales: 2188, ficti: 0, spec_type: 1, temp_id: 34, is_integral: 0, is_hot: 1 },
      { id: 35, cate_id: 11, price: 100, ot_price: 1000, cost: 500, stock: 9996, sales: 1237, ficti: 0, spec_type: 0, temp_id: 34, is_integral: 0, is_hot: 1 },
      { id: 36, cate_id: 31, price: 50, ot_price: 500, cost: 0, stock: 38534, sales: 1435, ficti: 10, spec_type: 1, temp_id: 34, is_integral: 0, is_hot: 1 },
      { id: 37, cate_id: 24, price: 1, ot_price: 600, cost: 100, stock: 9997, sales: 1998, ficti: 0, spec_type: 0, temp_id: 34, is_integral: 0, is_hot: 1 },
      { id: 38, cate_id: 36, price: 2000, ot_price: 3000, cost: 1500, stock: 9999, sales: 77, ficti: 0, spec_type: 0, temp_id: 34, is_integral: 1, is_hot: 0 },
      { id: 39, cate_id: 36, price: 3800, ot_price: 6600, cost: 2000, stock: 8719, sales: 169, ficti: 0, spec_type: 0, temp_id: 34, is_integral: 1, is_hot: 0 },
    ]);
    expect(count(db, 'SELECT COUNT(*) FROM yx_store_product WHERE is_show = 1 AND is_del = 0')).toBe(8);
  });

  it('has 10 spec rows, 14 SKUs with the dump’s combination strings, and one saved result per product', () => {
    expect(count(db, 'SELECT COUNT(*) FROM yx_store_product_attr')).toBe(10);
    expect(db.prepare('SELECT sku, price, stock FROM yx_store_product_attr_value WHERE product_id = 34 ORDER BY id').all()).toEqual([
      { sku: '100m,50m', price: 1000, stock: 8105 },
      { sku: '100m,70', price: 800, stock: 9914 },
      { sku: '50m,90m', price: 900, stock: 9898 },
      { sku: '70,90m', price: 100, stock: 9883 },
    ]);
    expect(db.prepare('SELECT sku FROM yx_store_product_attr_value WHERE product_id = 36 ORDER BY id').pluck().all()).toEqual(['A4,白色', 'A4,红色', 'A3,白色', 'A3,红色']);
    expect(count(db, 'SELECT COUNT(*) FROM yx_store_product_attr_value')).toBe(14);
    expect(db.prepare("SELECT \"unique\", price, pink_price, pink_stock, seckill_price, seckill_stock, integral FROM yx_store_product_attr_value WHERE product_id = 37").get()).toEqual({
      unique: 'a5750ad037e44097b7c5d0e6f3d6cd0d',
      price: 1,
      pink_price: 501,
      pink_stock: 999,
      seckill_price: 500,
      seckill_stock: 8,
      integral: 10,
    });
    expect(count(db, 'SELECT COUNT(*) FROM yx_store_product_attr_result')).toBe(8);
  });

  it('has the 7 rules, 300 members (the dump’s first) and a few reviews of real products by real members', () => {
    expect(count(db, 'SELECT COUNT(*) FROM yx_store_product_rule WHERE is_del = 0')).toBe(7);
    expect(count(db, 'SELECT COUNT(*) FROM yx_user')).toBe(300);
    expect(db.prepare('SELECT username, phone, now_money, integral FROM yx_user WHERE uid = 41315').get()).toEqual({
      username: '15136175246',
      phone: '15136175246',
      now_money: 999780,
      integral: 0,
    });
    expect(count(db, 'SELECT COUNT(DISTINCT phone) FROM yx_user')).toBe(300);
    const reviews = db.prepare('SELECT r.product_score, u.nickname, p.store_name FROM yx_store_product_reply r JOIN yx_user u ON u.uid = r.uid JOIN yx_store_product p ON p.id = r.product_id').all();
    expect(reviews.length).toBeGreaterThanOrEqual(5);
    expect(count(db, 'SELECT COUNT(*) FROM yx_store_product_reply WHERE is_reply = 1')).toBeGreaterThanOrEqual(1);
  });

  it('puts the products’ pictures into 上传图片, so the form can pick them again', () => {
    const image = db.prepare('SELECT image FROM yx_store_product WHERE id = 32').pluck().get() as string;
    expect(image).toBe('/file/pictures/seed-product-32.png');
    expect(count(db, "SELECT COUNT(*) FROM pictures WHERE stored_name = 'seed-product-32.png'")).toBe(1);
  });
});

describe('SEED_DEMO=0', () => {
  it('gives an empty shop: no products, rules, members or reviews; the menus are there', async () => {
    const db = await seeded(false);
    try {
      for (const table of ['yx_store_product', 'yx_store_product_attr_value', 'yx_store_product_rule', 'yx_user', 'yx_store_product_reply']) {
        expect([table, count(db, `SELECT COUNT(*) FROM ${table}`)]).toEqual([table, 0]);
      }
      expect(count(db, "SELECT COUNT(*) FROM pictures WHERE stored_name LIKE 'seed-product-%'")).toBe(0);
      // The base rows stay: categories (with their pictures), templates, express companies.
      expect(count(db, 'SELECT COUNT(*) FROM yx_store_category')).toBe(20);
      expect(count(db, "SELECT COUNT(*) FROM menus WHERE component = 'shop/goods/tab'")).toBe(1);
    } finally {
      db.close();
    }
  });
});
