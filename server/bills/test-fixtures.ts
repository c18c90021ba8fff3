import type { Db } from '../db/connection';
import { parseDateTime } from '../shared/time';

/** A member of the tests' own with three bills on known days (amounts in hundredths). */
export function billsOf(db: Db, nickname: string): { uid: number } {
  const uid = Number(db.prepare("INSERT INTO yx_user (username, nickname, avatar, phone, create_time, now_money, integral, status, user_type) VALUES (?, ?, '', '', 0, 0, 0, 1, 'h5')").run(nickname, nickname).lastInsertRowid);
  const insert = db.prepare('INSERT INTO yx_user_bill (uid, link_id, pm, title, category, type, number, balance, mark, create_time, is_del) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const at = (text: string) => parseDateTime(text)!;
  insert.run(uid, '0', 1, '系统增加余额', 'now_money', 'system_add', 1050, 1050, '系统增加了10.5余额', at('2026-11-01 09:00:00'), 0);
  insert.run(uid, '0', 0, '购买商品', 'now_money', 'pay_product', 20, 1030, '余额支付0.20元购买商品', at('2026-11-03 23:59:59'), 0);
  insert.run(uid, '0', 1, '签到奖励', 'integral', 'sign', 1000, 1000, '签到奖励10积分', at('2026-11-05 00:00:00'), 0);
  insert.run(uid, '0', 1, '已删账单', 'now_money', 'system_add', 1, 1, '', at('2026-11-04 00:00:00'), 1);
  return { uid };
}
