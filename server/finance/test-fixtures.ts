import type { Db } from '../db/connection';
import { parseDateTime } from '../shared/time';

/** A recharge of the tests' own (price in hundredths), and its id. */
export function rechargeWith(db: Db, uid: number, nickname: string, price: number, paid: boolean, at = '2026-11-02 10:00:00'): number {
  const time = parseDateTime(at)!;
  return Number(
    db
      .prepare(
        `INSERT INTO yx_user_recharge (uid, nickname, order_id, price, give_price, recharge_type, paid, pay_time, create_time, refund_price)
         VALUES (?, ?, ?, ?, 500, 'weixin', ?, ?, ?, 0)`,
      )
      .run(uid, nickname, `ORD${time}${price}`, price, paid ? 1 : 0, paid ? time + 60_000 : null, time).lastInsertRowid,
  );
}

/** A withdrawal waiting for review (amount in hundredths; the commission already taken), and its id. */
export function extractWith(db: Db, uid: number, realName: string, amount: number, extra: { status?: number; type?: string } = {}): number {
  return Number(
    db
      .prepare(
        `INSERT INTO yx_user_extract (uid, real_name, extract_type, alipay_code, extract_price, balance, create_time, status, wechat)
         VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?)`,
      )
      .run(uid, realName, extra.type ?? 'weixin', extra.type === 'alipay' ? '13800000000' : '', amount, parseDateTime('2026-11-03 09:30:00')!, extra.status ?? 0, extra.type === 'alipay' ? '' : 'wx_test')
      .lastInsertRowid,
  );
}

/** A withdrawal as stored: its status, reason and whether its failure time is set. */
export function extractRow(db: Db, id: number) {
  return db.prepare('SELECT status, fail_msg AS failMsg, fail_time IS NOT NULL AS failed, uid, extract_price AS amount FROM yx_user_extract WHERE id = ?').get(id) as {
    status: number; failMsg: string; failed: number; uid: number; amount: number;
  };
}
