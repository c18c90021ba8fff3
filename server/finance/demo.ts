import type { Db } from '../db/connection';
import { DUMP_MEMBER, seededRandom } from '../shared/demo';
import { yuanText } from '../shared/cents';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** A yshop order number (a snowflake id's 19 digits), from the seed's own generator. */
const orderNumber = (random: () => number, at: number): string => `${String(at).slice(0, 10)}${String(Math.floor(random() * 1e9)).padStart(9, '0')}`;

const BILL = `INSERT INTO yx_user_bill (uid, link_id, pm, title, category, type, number, balance, mark, create_time, update_time)
  VALUES (@uid, @linkId, @pm, @title, 'now_money', @type, @number, @balance, @mark, @at, @at)`;

/**
 * 充值记录 that agree with the members' seeded `用户余额充值` bills (CONTRACT-MEMBERS 2.3): each
 * such bill is the payment of one paid recharge of its amount, paid when the bill was
 * written, and now names it (`link_id`, as yshop's payment callback writes it). Then a few
 * unpaid ones (a top-up the member left at the payment step): no bill, no balance.
 */
export function demoRecharges(db: Db, at: number): void {
  const random = seededRandom(32_15);
  const insert = db.prepare(
    `INSERT INTO yx_user_recharge (uid, nickname, order_id, price, give_price, recharge_type, paid, pay_time, create_time, update_time)
     VALUES (?, ?, ?, ?, 0, 'weixin', ?, ?, ?, ?)`,
  );
  const link = db.prepare('UPDATE yx_user_bill SET link_id = ? WHERE id = ?');
  const paidBills = db
    .prepare(
      `SELECT b.id, b.uid, b.number, b.create_time AS at, u.nickname FROM yx_user_bill b JOIN yx_user u ON u.uid = b.uid
       WHERE b.title = '用户余额充值' AND b.type = 'recharge' ORDER BY b.create_time, b.id`,
    )
    .all() as Array<{ id: number; uid: number; number: number; at: number; nickname: string }>;
  for (const bill of paidBills) {
    const created = bill.at - Math.floor((1 + random() * 4) * MINUTE);
    const id = Number(insert.run(bill.uid, bill.nickname, orderNumber(random, created), bill.number, 1, bill.at, created, bill.at).lastInsertRowid);
    link.run(String(id), bill.id);
  }
  const members = db.prepare('SELECT uid, nickname FROM yx_user WHERE is_del = 0 AND uid > ? ORDER BY uid LIMIT 8').all(DUMP_MEMBER.uid) as Array<{ uid: number; nickname: string }>;
  for (const [i, member] of members.entries()) {
    const created = at - Math.floor((i * 2 + random()) * DAY);
    const price = [50, 100, 200, 30, 500][i % 5]! * 100;
    insert.run(member.uid, member.nickname, orderNumber(random, created), price, 0, null, created, created);
  }
}

type Review = { status: 0 } | { status: 1 } | { status: -1; reason: string };

/**
 * 提现 in every state (settled 5), each agreeing with the bills: the members whose seeded
 * bills end with a `佣金提现` have that withdrawal (its amount, by WeChat, the commission
 * taken at once), and two more members earn a commission and ask for it by Alipay. A
 * refused one has its `提现失败` bill and its commission back, as a review writes them.
 */
export function demoWithdrawals(db: Db, at: number): void {
  const insert = db.prepare(
    `INSERT INTO yx_user_extract (uid, real_name, extract_type, bank_code, bank_address, alipay_code, extract_price, mark, balance, fail_msg, fail_time, create_time, update_time, status, wechat)
     VALUES (@uid, @name, @type, '0', '', @alipay, @amount, '', 0, @failMsg, @failTime, @created, @updated, @status, @wechat)`,
  );
  const bill = db.prepare(BILL);
  const refund = db.prepare('UPDATE yx_user SET brokerage_price = brokerage_price + ? WHERE uid = ? RETURNING brokerage_price').pluck();
  const nameOf = db.prepare('SELECT nickname FROM yx_user WHERE uid = ?').pluck();

  const write = (uid: number, amount: number, created: number, type: 'weixin' | 'alipay', review: Review, n: number) => {
    const name = String(nameOf.get(uid) ?? '');
    const handled = created + Math.floor((0.3 + n * 0.1) * DAY);
    const refused = review.status === -1;
    const id = Number(
      insert.run({
        uid, name, type, amount, created,
        alipay: type === 'alipay' ? `1${String(3_800_000_000 + n * 7_654_321).padStart(10, '0')}` : '',
        wechat: type === 'weixin' ? `wx_${(uid % 100_000).toString(36)}${n}` : '',
        status: review.status,
        failMsg: refused ? review.reason : '',
        failTime: refused ? handled : null,
        updated: review.status === 0 ? created : handled,
      }).lastInsertRowid,
    );
    if (!refused) return;
    const balance = refund.get(amount, uid) as number;
    bill.run({ uid, linkId: String(id), pm: 1, title: '提现失败', type: 'extract', number: amount, balance, mark: `提现失败,退回佣金${yuanText(amount)}元`, at: handled });
  };

  // The seeded withdrawals (bills' `佣金提现`, by WeChat): the two promoters first.
  const asked = db
    .prepare("SELECT uid, number, create_time AS at FROM yx_user_bill WHERE title = '佣金提现' AND type = 'extract' ORDER BY uid, id")
    .all() as Array<{ uid: number; number: number; at: number }>;
  const promoters = new Set(db.prepare('SELECT uid FROM yx_user WHERE is_promoter = 1').pluck().all() as number[]);
  const ordered = [...asked.filter((a) => promoters.has(a.uid)), ...asked.filter((a) => !promoters.has(a.uid))];
  const reviews: Review[] = [
    { status: 0 },
    { status: -1, reason: '微信实名与提现姓名不一致' },
    { status: 1 },
    { status: 0 },
    { status: 1 },
    { status: -1, reason: '提现账户信息有误，请核对后重新申请' },
  ];
  ordered.forEach((a, n) => write(a.uid, a.number, a.at, 'weixin', reviews[n % reviews.length]!, n));

  // Two members more, by Alipay: a commission earned, then asked for whole.
  const more = db.prepare('SELECT uid FROM yx_user WHERE uid IN (?, ?) AND is_del = 0').pluck().all(DUMP_MEMBER.uid + 30, DUMP_MEMBER.uid + 36) as number[];
  more.forEach((uid, i) => {
    const amount = [8800, 15650][i]!;
    const earned = at - (15 + i) * DAY;
    const created = at - (2 - i) * DAY;
    bill.run({ uid, linkId: '0', pm: 1, title: '获得推广佣金', type: 'brokerage', number: amount, balance: amount, mark: `获得推广佣金${yuanText(amount)}`, at: earned });
    bill.run({ uid, linkId: '0', pm: 0, title: '佣金提现', type: 'extract', number: amount, balance: 0, mark: `使用支付宝提现${yuanText(amount)}元`, at: created });
    write(uid, amount, created, 'alipay', i === 0 ? { status: 1 } : { status: 0 }, ordered.length + i);
  });
}
