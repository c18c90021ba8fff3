/**
 * 商品管理's list on the embedded server with 100,000 products seeded into a throwaway
 * database (issue 24): the 出售中 tab's first page as the console asks it
 * (`GET api/yxStoreProduct?page=0&size=10&isShow=1&isDel=0&sort=id,desc`, with its
 * cateList) and a name search, each p99 at 32 connections, 10 s after a 2 s warm-up,
 * against a server without test mode.
 *
 *   node -r ts-node/register/transpile-only bench/server/productsBench.ts
 */
import Database from 'better-sqlite3';
import { p99At32 } from './p99';
import { onSeededServer, withBenchDb } from './seededServer';
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
  return withBenchDb('products', async ({ dbPath }) => {
    const { measured } = await onSeededServer(
      { dbPath },
      (file) => seedProducts(file, SEEDED_PRODUCTS),
      async (url, token) => {
        const base = `${url}/api/yxStoreProduct?page=0&size=10&isShow=1&isDel=0&sort=id,desc`;
        const first = await p99At32(base, token);
        const search = await p99At32(`${base}&storeName=${encodeURIComponent(SEARCH)}`, token);
        return { first, search };
      },
    );
    const { first, search } = measured;
    return [
      { name: `server: api/yxStoreProduct first page p99, ${SEEDED_PRODUCTS} products, 32 connections`, value: first.p99, unit: 'ms', budget: '< 20', pass: first.p99 < 20 && first.errors === 0 },
      { name: `server: api/yxStoreProduct name search p99, ${SEEDED_PRODUCTS} products, 32 connections`, value: search.p99, unit: 'ms', budget: '< 50', pass: search.p99 < 50 && search.errors === 0 },
    ];
  });
}

if (require.main === module) runAlone(benchProducts);
