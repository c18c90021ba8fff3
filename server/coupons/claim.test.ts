import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../db/connection';
import { runMigrations } from '../db/migrations';
import { CLAIM_CLOSED, CLAIMED_BEFORE, claimIssue, NO_COUPON } from './claim';
import { DEMO_ISSUES, demoCoupons } from './demo';

const DAY = 86_400_000;
const AT = Date.UTC(2026, 10, 1);

let dir: string;
let db: Db;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coupon-claims-'));
  db = openDatabase(path.join(dir, 'shop.db'));
  runMigrations(db);
  db.exec('DELETE FROM yx_store_coupon_user; DELETE FROM yx_store_coupon_issue_user; DELETE FROM yx_store_coupon_issue; DELETE FROM yx_store_coupon;');
  db.prepare("INSERT INTO yx_store_coupon (id, title, coupon_price, use_min_price, coupon_time, status, create_time) VALUES (1, '满50减5', 500, 5000, 7, 1, 0)").run();
});
afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** An issue of coupon 1 open from a day before AT to a day after, unless told otherwise. */
const issue = (over: Partial<{ cid: number; total: number; remain: number; permanent: number; status: number; from: number; to: number }> = {}): number => {
  const o = { cid: 1, total: 2, permanent: 0, status: 1, from: AT - DAY, to: AT + DAY, ...over };
  return Number(
    db
      .prepare("INSERT INTO yx_store_coupon_issue (cname, cid, start_time, end_time, total_count, remain_count, is_permanent, status, create_time) VALUES ('券', ?, ?, ?, ?, ?, ?, ?, 0)")
      .run(o.cid, o.from, o.to, o.total, o.remain ?? o.total, o.permanent, o.status).lastInsertRowid,
  );
};
const remain = (id: number) => db.prepare('SELECT remain_count FROM yx_store_coupon_issue WHERE id = ?').pluck().get(id);
const coupons = (uid: number) => db.prepare('SELECT cid, coupon_title, coupon_price, use_min_price, end_time, type, status FROM yx_store_coupon_user WHERE uid = ?').all(uid);
const refusal = (claim: () => unknown): string => {
  try {
    claim();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no refusal';
};

describe('claimIssue (one claim per member)', () => {
  it('gives the member the coupon for its days, counting a limited issue down once', () => {
    const id = issue();
    claimIssue(db, { uid: 7, issueId: id, at: AT });
    expect(coupons(7)).toEqual([{ cid: 1, coupon_title: '满50减5', coupon_price: 500, use_min_price: 5000, end_time: AT + 7 * DAY, type: 'get', status: 0 }]);
    expect(remain(id)).toBe(1);
  });

  it('refuses a second claim of the same issue by the same member, changing nothing', () => {
    const id = issue({ total: 5 });
    claimIssue(db, { uid: 7, issueId: id, at: AT });
    expect(refusal(() => claimIssue(db, { uid: 7, issueId: id, at: AT + 1 }))).toBe(CLAIMED_BEFORE);
    expect([coupons(7).length, remain(id)]).toEqual([1, 4]);
    // Another member, or another issue, may still claim.
    claimIssue(db, { uid: 8, issueId: id, at: AT });
    claimIssue(db, { uid: 7, issueId: issue(), at: AT });
    expect([coupons(7).length, coupons(8).length, remain(id)]).toEqual([2, 1, 3]);
  });

  it('refuses a second claim made through another connection to the database file', () => {
    const id = issue();
    const other = openDatabase(path.join(dir, 'shop.db'));
    try {
      claimIssue(other, { uid: 7, issueId: id, at: AT });
      expect(refusal(() => claimIssue(db, { uid: 7, issueId: id, at: AT }))).toBe(CLAIMED_BEFORE);
    } finally {
      other.close();
    }
    expect([coupons(7).length, remain(id)]).toEqual([1, 1]);
  });

  it('stops a limited issue at its count; an unlimited one never counts down', () => {
    const limited = issue({ total: 1 });
    claimIssue(db, { uid: 1, issueId: limited, at: AT });
    expect(refusal(() => claimIssue(db, { uid: 2, issueId: limited, at: AT }))).toBe(CLAIM_CLOSED);
    const unlimited = issue({ total: 0, permanent: 1 });
    for (const uid of [1, 2, 3]) claimIssue(db, { uid, issueId: unlimited, at: AT });
    expect([remain(limited), remain(unlimited), coupons(2).length]).toEqual([0, 0, 1]);
  });

  it('refuses a closed issue, one outside its window, a deleted or unknown one, and a deleted coupon', () => {
    const cases = [issue({ status: 0 }), issue({ from: AT + 1 }), issue({ to: AT - 1 }), issue({ total: 0, permanent: 0 })];
    const deleted = issue();
    db.prepare('UPDATE yx_store_coupon_issue SET is_del = 1 WHERE id = ?').run(deleted);
    for (const id of [...cases, deleted, 999]) expect(refusal(() => claimIssue(db, { uid: 7, issueId: id, at: AT }))).toBe(CLAIM_CLOSED);
    const orphan = issue();
    db.prepare('UPDATE yx_store_coupon SET is_del = 1 WHERE id = 1').run();
    expect(refusal(() => claimIssue(db, { uid: 7, issueId: orphan, at: AT }))).toBe(NO_COUPON);
    expect([coupons(7), remain(orphan), db.prepare('SELECT COUNT(*) FROM yx_store_coupon_issue_user').pluck().get()]).toEqual([[], 2, 0]);
  });
});

describe('the demo coupons', () => {
  it('are claimed through the rule: one claim per member and issue, each limited issue counted down by its claims', () => {
    db.exec('DELETE FROM yx_store_coupon');
    demoCoupons({ db, at: AT });
    const perIssue = db.prepare('SELECT issue_coupon_id AS id, COUNT(*) AS claims, COUNT(DISTINCT uid) AS members FROM yx_store_coupon_issue_user GROUP BY issue_coupon_id').all();
    const claimed = DEMO_ISSUES.filter(([, , , , , claims]) => claims > 0);
    expect(perIssue).toEqual(claimed.map(([id, , , , , claims]) => ({ id, claims, members: claims })));
    for (const [id, , , , total, claims] of DEMO_ISSUES) expect([id, remain(id)]).toEqual([id, total > 0 ? total - claims : 0]);
    expect(db.prepare('SELECT COUNT(*) FROM yx_store_coupon_user').pluck().get()).toBe(claimed.reduce((sum, [, , , , , claims]) => sum + claims, 0));
  });
});
