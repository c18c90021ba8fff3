/**
 * 商品管理's list on the embedded server with 100,000 products seeded into a throwaway
 * database (issue 24): the 出售中 tab's first page as the console asks it
 * (`GET api/yxStoreProduct?page=0&size=10&isShow=1&isDel=0&sort=id,desc`, with its
 * cateList) and a name search, each p99 at 32 connections, 10 s after a 2 s warm-up,
 * against a server without test mode.
 *
 *   node -r ts-node/register/transpile-only bench/server/productsBench.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { p99At32 } from './p99';
import { signIn, startChildServer, type ChildServer } from '../../server/testing/child-server';
import { runAlone, type Figure } from '../figure';

export const SEEDED_PRODUCTS = 100_000;

const BRANDS = ['华为', '小米', '苹果', '美的', '海尔', '格力', '联想', '索尼', '飞利浦', '欧莱雅', '兰蔻', '雅诗兰黛', '耐克', '阿迪达斯', '李宁', '安踏'];
const KINDS = ['蓝牙耳机', '智能手表', '笔记本电脑', '空气净化器', '电饭煲', '吹风机', '口红套装', '精华液', '跑步鞋', '运动外套', '双肩包', '保温杯', '台灯', '扫地机器人', '投影仪', '机械键盘', '显示器', '行李箱', '床品四件套', '收纳箱'];
/** The search the figure times: one kind of twenty, about 5,000 matches. */
export const SEARCH = '蓝牙耳机';

/** 100,000 products over the seeded second-level categories, mostly on the shelf, as an import would add them. */
function seedProducts(dbPath: string, count: number): void {
  const db = new Database(dbPath);
  try {
    const categories = db.prepare('SELECT id FROM yx_store_category WHERE pid > 0 AND is_del = 0').pluck().all() as number[];
    const cates = categories.length > 0 ? categories : [11];
    const image = (db.prepare('SELECT image FROM yx_store_product ORDER BY id LIMIT 1').pluck().get() as string | undefined) ?? '/file/pictures/x.png';
    const insert = db.prepare(`INSERT INTO yx_store_product
      (image, slider_image, store_name, store_info, keyword, cate_id, price, ot_price, cost, unit_name, sales, stock, is_show, description, temp_id, spec_type, is_integral, create_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, '件', ?, ?, ?, '<p>详情</p>', 34, 0, ?, ?)`);
    const start = Date.UTC(2025, 0, 1);
    db.transaction(() => {
      for (let i = 0; i < count; i += 1) {
        const name = `${BRANDS[i % BRANDS.length]}${KINDS[Math.floor(i / 7) % KINDS.length]} 型号${i}`;
        const price = 100 + ((i * 7919) % 500_000);
        insert.run(image, image, name, `${name}简介`, name, cates[i % cates.length], price, price + 1000, Math.floor(price / 2), i % 5000, 1 + (i % 999), i % 10 === 0 ? 0 : 1, i % 50 === 0 ? 1 : 0, start + i * 60_000);
      }
    })();
  } finally {
    db.close();
  }
}

export async function benchProducts(): Promise<Figure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-products-bench-'));
  const dbPath = path.join(dir, 'bench.db');
  let server: ChildServer | null = null;
  try {
    // A first start creates, migrates and seeds the database and gives a token; the
    // products go in while no server runs.
    server = await startChildServer({ dbPath, env: { NODE_ENV: 'production' }, testMode: true });
    const token = await signIn(server.url);
    await server.stop();
    seedProducts(dbPath, SEEDED_PRODUCTS);
    server = await startChildServer({ dbPath, env: { NODE_ENV: 'production' }, testMode: false });
    const base = `${server.url}/api/yxStoreProduct?page=0&size=10&isShow=1&isDel=0&sort=id,desc`;
    const first = await p99At32(base, token);
    const search = await p99At32(`${base}&storeName=${encodeURIComponent(SEARCH)}`, token);
    await server.stop();
    server = null;
    return [
      { name: `server: api/yxStoreProduct first page p99, ${SEEDED_PRODUCTS} products, 32 connections`, value: first.p99, unit: 'ms', budget: '< 20', pass: first.p99 < 20 && first.errors === 0 },
      { name: `server: api/yxStoreProduct name search p99, ${SEEDED_PRODUCTS} products, 32 connections`, value: search.p99, unit: 'ms', budget: '< 50', pass: search.p99 < 50 && search.errors === 0 },
    ];
  } finally {
    if (server) await server.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) runAlone(benchProducts);
