import type { Db } from '../db/connection';
import { badRequest } from '../http/errors';

const DAY = 86_400_000;

export const CLAIM_CLOSED = '领取的优惠劵已领完或已过期';
export const CLAIMED_BEFORE = '已领取过该优惠劵';
export const SOLD_OUT = '抱歉优惠卷已经领取完了';
export const NO_COUPON = '优惠劵不存在';

interface IssueRow {
  cid: number;
  startTime: number;
  endTime: number;
  totalCount: number;
  remainCount: number;
  isPermanent: number;
  status: number;
  title: string | null;
  price: number;
  min: number;
  days: number;
}

/**
 * A member claims a coupon of an issue (CONTRACT-MEMBERS 4.4, the app's `issueUserCoupon`,
 * whose rules give 已发布管理's fields their meaning): an open issue inside its window with
 * some left (or unlimited), once per member and issue, counting down only a limited issue,
 * and the member's coupon valid `coupon_time` days from the claim. One write transaction:
 * the claim row's unique key refuses a second claim, and the count goes down in an UPDATE
 * that checks there is one left, so two members taking the last one at the same moment
 * (here or in another process) get one coupon between them. Returns the member's coupon id.
 * The embedded server serves no app, so the demo seed claims through this.
 */
export function claimIssue(db: Db, { uid, issueId, at }: { uid: number; issueId: number; at: number }): number {
  return db
    .transaction(() => {
      const issue = db
        .prepare<[number], IssueRow>(
          `SELECT i.cid, i.start_time AS startTime, i.end_time AS endTime, i.total_count AS totalCount, i.remain_count AS remainCount,
             i.is_permanent AS isPermanent, i.status, c.title, c.coupon_price AS price, c.use_min_price AS min, c.coupon_time AS days
           FROM yx_store_coupon_issue i LEFT JOIN yx_store_coupon c ON c.id = i.cid AND c.is_del = 0
           WHERE i.id = ? AND i.is_del = 0`,
        )
        .get(issueId);
      if (!issue || issue.status !== 1 || !(issue.startTime < at && at < issue.endTime) || (issue.remainCount <= 0 && issue.isPermanent !== 1)) throw badRequest(CLAIM_CLOSED);
      const first = db.prepare('INSERT INTO yx_store_coupon_issue_user (uid, issue_coupon_id, create_time, update_time) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING').run(uid, issueId, at, at);
      if (first.changes === 0) throw badRequest(CLAIMED_BEFORE);
      if (issue.totalCount > 0) {
        const counted = db.prepare('UPDATE yx_store_coupon_issue SET remain_count = remain_count - 1, update_time = ? WHERE id = ? AND remain_count > 0').run(at, issueId);
        if (counted.changes === 0) throw badRequest(SOLD_OUT);
      }
      if (issue.title === null) throw badRequest(NO_COUPON);
      return Number(
        db
          .prepare(
            "INSERT INTO yx_store_coupon_user (cid, uid, coupon_title, coupon_price, use_min_price, create_time, update_time, end_time, type, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'get', 0)",
          )
          .run(issue.cid, uid, issue.title, issue.price, issue.min, at, at, at + issue.days * DAY).lastInsertRowid,
      );
    })
    .immediate();
}
