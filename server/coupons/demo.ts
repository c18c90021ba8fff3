import type { SeedContext } from '../db/seed';
import { DUMP_MEMBER } from '../shared/demo';
import { claimIssue } from './claim';

const DAY = 86_400_000;

type Coupon = readonly [id: number, title: string, type: 0 | 1, products: string | null, price: number, min: number, days: number, status: 0 | 1, deleted: 0 | 1];
/** Coupons in every state (CONTRACT-MEMBERS settled 5): 满减 and 商品券, 开启 and 关闭, one deleted. Cents. */
export const DEMO_COUPONS: readonly Coupon[] = [
  [1, '双十一优惠券', 1, '32', 500, 10000, 20, 1, 0],
  [2, '旧版满减券', 0, null, 500, 5000, 10, 1, 1],
  [3, '新人礼金', 0, null, 1000, 9900, 30, 1, 0],
  [4, '满200减20', 0, null, 2000, 20000, 15, 1, 0],
  [5, '彩妆专享券', 1, '33,34,35', 800, 5000, 10, 1, 0],
  [6, '周末满减券', 0, null, 300, 3000, 7, 0, 0],
  [7, '口红礼盒券', 1, '32', 200, 1000, 7, 0, 0],
];

type Issue = readonly [id: number, cid: number, from: number, to: number, total: number, claims: number, permanent: 0 | 1, status: 0 | 1];
/**
 * Issues open and closed, limited and unlimited, one ended and one sold out (days from
 * the seed's time). `claims` members claimed each: what remains is total − claims.
 */
export const DEMO_ISSUES: readonly Issue[] = [
  [1, 3, -30, 300, 0, 6, 1, 1],
  [2, 1, -10, 20, 100, 3, 0, 1],
  [3, 4, -60, -30, 20, 4, 0, 1],
  [4, 5, -5, 25, 200, 0, 0, 0],
  [5, 2, -40, 40, 50, 0, 0, 0],
  [6, 4, -3, 60, 5, 5, 0, 1],
];

/** Coupons, their issues and the members' claims of them, used or not (some past their end). */
export function demoCoupons({ db, at }: Pick<SeedContext, 'db' | 'at'>): void {
  const coupon = db.prepare(
    'INSERT INTO yx_store_coupon (id, title, type, product_id, coupon_price, use_min_price, coupon_time, sort, status, is_del, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  DEMO_COUPONS.forEach(([id, title, type, products, price, min, days, status, deleted], i) => {
    const created = at - (90 - i * 5) * DAY;
    coupon.run(id, title, type, products, price, min, days, i, status, deleted, created, created);
  });
  const issue = db.prepare(
    'INSERT INTO yx_store_coupon_issue (id, cname, cid, ctype, start_time, end_time, total_count, remain_count, is_permanent, status, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const finalStatus = db.prepare('UPDATE yx_store_coupon_issue SET status = ? WHERE id = ?');
  const use = db.prepare('UPDATE yx_store_coupon_user SET status = 1, use_time = ?, update_time = ? WHERE id = ?');
  let member = 1;
  for (const [id, cid, from, to, total, claims, permanent, status] of DEMO_ISSUES) {
    const [, title, type] = DEMO_COUPONS.find((c) => c[0] === cid)!;
    const start = at + from * DAY;
    // Open while its members claim (through the app's rule), then as the demo shows it.
    issue.run(id, title, cid, type, start, at + to * DAY, total, total, permanent, 1, start, start);
    for (let n = 0; n < claims; n += 1) {
      const claimed = start + (n + 1) * DAY;
      const coupon = claimIssue(db, { uid: DUMP_MEMBER.uid + member, issueId: id, at: claimed });
      // Every third claim was used two days after it was made.
      if (member % 3 === 0) use.run(claimed + 2 * DAY, claimed + 2 * DAY, coupon);
      member += 1;
    }
    finalStatus.run(status, id);
  }
}
