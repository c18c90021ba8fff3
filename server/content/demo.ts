import type { Db } from '../db/connection';
import { DUMP_MEMBER, seededRandom } from '../shared/demo';
import { parseDateTime } from '../shared/time';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** The dump's five footprints (CONTRACT-MEMBERS 9): ids 23-27, the dump's member, 2025-04-04. */
const DUMP_FOOTPRINTS: ReadonlyArray<readonly [id: number, productId: number, at: string]> = [
  [23, 37, '2025-04-04 10:12:31'],
  [24, 34, '2025-04-04 10:14:02'],
  [25, 35, '2025-04-04 10:15:47'],
  [26, 36, '2025-04-04 10:17:20'],
  [27, 33, '2025-04-04 10:19:05'],
];

/**
 * 商品收藏 and 用户足迹 (settled 5): the dump's footprints, then for a few demo members the
 * products they looked at and those of them they kept, each favourite after its visit.
 * Only live products and members are named.
 */
export function demoRelations(db: Db, at: number): void {
  const insert = db.prepare(
    "INSERT INTO yx_store_product_relation (id, uid, product_id, type, category, create_time, update_time) VALUES (?, ?, ?, ?, 'product', ?, ?)",
  );
  const products = db.prepare('SELECT id FROM yx_store_product WHERE is_del = 0 ORDER BY id').pluck().all() as number[];
  if (products.length === 0) return;
  const live = new Set(products);
  for (const [id, productId, time] of DUMP_FOOTPRINTS) {
    if (!live.has(productId)) continue;
    const created = parseDateTime(time)!;
    insert.run(id, DUMP_MEMBER.uid, productId, 'foot', created, created);
  }
  const random = seededRandom(33_07);
  const members = db.prepare('SELECT uid FROM yx_user WHERE is_del = 0 AND uid > ? ORDER BY uid LIMIT 6').pluck().all(DUMP_MEMBER.uid) as number[];
  const rows: Array<{ uid: number; productId: number; type: 'collect' | 'foot'; at: number }> = [];
  // The dump's member kept two of the products they looked at.
  rows.push({ uid: DUMP_MEMBER.uid, productId: 37, type: 'collect', at: parseDateTime('2025-04-04 10:13:10')! });
  rows.push({ uid: DUMP_MEMBER.uid, productId: 33, type: 'collect', at: parseDateTime('2025-04-04 10:20:40')! });
  members.forEach((uid, i) => {
    const seen = [...products].sort(() => random() - 0.5).slice(0, 2 + (i % 3));
    seen.forEach((productId, n) => {
      const visited = at - Math.floor((i * 3 + n + random()) * DAY);
      rows.push({ uid, productId, type: 'foot', at: visited });
      if ((i + n) % 2 === 0) rows.push({ uid, productId, type: 'collect', at: visited + Math.floor((2 + random() * 20) * MINUTE) });
    });
  });
  rows
    .filter((r) => live.has(r.productId))
    .sort((a, b) => a.at - b.at)
    .forEach((r, n) => insert.run(28 + n, r.uid, r.productId, r.type, r.at, r.at));
}

/** App版本 (settled 5): the versions a shop's app went through, the latest forcing the update. */
export function demoAppVersions(db: Db, at: number): void {
  const insert = db.prepare(
    'INSERT INTO yx_app_version (version_code, version_name, version_info, android_url, ios_url, force_update, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const versions = [
    ['100', 'v1.0.0', '首个正式版本：商品浏览、下单支付、订单查询', 'https://download.yixiang.co/app/yshop-1.0.0.apk', 'https://apps.apple.com/cn/app/id1500000000', 0, 120],
    ['110', 'v1.1.0', '新增优惠券领取与积分签到，优化首页加载速度', 'https://download.yixiang.co/app/yshop-1.1.0.apk', 'https://apps.apple.com/cn/app/id1500000000', 0, 45],
    ['120', 'v1.2.0', '修复支付回调问题，必须升级后才能下单', 'https://download.yixiang.co/app/yshop-1.2.0.apk', 'https://apps.apple.com/cn/app/id1500000000', 1, 6],
  ] as const;
  for (const [code, name, info, android, ios, force, daysAgo] of versions) {
    const created = at - daysAgo * DAY;
    insert.run(code, name, info, android, ios, force, created, created);
  }
}
