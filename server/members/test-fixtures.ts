import type { Db } from '../db/connection';
import { parseDateTime } from '../shared/time';

/** A member of the tests' own, with a known balance and points (hundredths), and its uid. */
export function memberWith(db: Db, nickname: string, cents: { money?: number; points?: number; userType?: string; phone?: string } = {}): number {
  return Number(
    db
      .prepare("INSERT INTO yx_user (username, nickname, avatar, phone, create_time, now_money, integral, status, user_type, brokerage_price) VALUES (?, ?, '', ?, ?, ?, ?, 1, ?, 700)")
      .run(nickname, nickname, cents.phone ?? '', parseDateTime('2026-01-01 08:00:00'), cents.money ?? 0, cents.points ?? 0, cents.userType ?? 'h5').lastInsertRowid,
  );
}

/** A member's balance and points, in hundredths, and their bills oldest first. */
export function accountOf(db: Db, uid: number) {
  const row = db.prepare('SELECT now_money AS money, integral AS points, brokerage_price AS commission, status, real_name AS realName, mark, phone, adminid FROM yx_user WHERE uid = ?').get(uid) as {
    money: number; points: number; commission: number; status: number; realName: string; mark: string; phone: string; adminid: number;
  };
  const bills = db.prepare('SELECT pm, title, category, type, number, balance, mark, link_id AS linkId FROM yx_user_bill WHERE uid = ? ORDER BY id').all(uid);
  return { ...row, bills };
}
