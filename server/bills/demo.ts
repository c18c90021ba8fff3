import type { SeedContext } from '../db/seed';
import { DEMO_MEMBERS, DUMP_MEMBER, seededRandom } from '../shared/demo';
import { centsText } from '../shared/cents';

const DAY = 86_400_000;

type Kind = readonly [pm: 0 | 1, title: string, category: 'now_money' | 'integral', type: string, mark: (amount: string) => string];
const MONEY: readonly Kind[] = [
  [1, '用户余额充值', 'now_money', 'recharge', (a) => `成功充值余额${a}`],
  [0, '购买商品', 'now_money', 'pay_product', (a) => `余额支付${a}元购买商品`],
  [1, '系统增加余额', 'now_money', 'system_add', (a) => `系统增加了${a}余额`],
  [0, '系统减少余额', 'now_money', 'system_sub', (a) => `系统扣除了${a}余额`],
  [1, '商品退款', 'now_money', 'pay_product_refund', (a) => `订单退款到余额${a}元`],
];
const POINTS: readonly Kind[] = [
  [1, '签到奖励', 'integral', 'sign', (a) => `签到奖励${a}积分`],
  [1, '购买商品赠送积分', 'integral', 'gain', (a) => `购买商品赠送${a}积分`],
  [0, '积分抵扣', 'integral', 'deduction', (a) => `购买商品使用${a}积分抵扣`],
];

/**
 * Demo bills (CONTRACT-MEMBERS settled 5) for the first members: balance and points bills
 * walked back from each member's seeded balance, so every bill's `balance` agrees with the
 * next one and the last with the member; a promoter's commission and its withdrawal.
 */
export function demoBills({ db, at }: Pick<SeedContext, 'db' | 'at'>): void {
  const insert = db.prepare(
    'INSERT INTO yx_user_bill (uid, link_id, pm, title, category, type, number, balance, mark, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const member = db.prepare<[number], { now_money: number; integral: number }>('SELECT now_money, integral FROM yx_user WHERE uid = ?');
  const random = seededRandom(31);
  for (let i = 1; i <= Math.min(24, DEMO_MEMBERS - 1); i += 1) {
    const uid = DUMP_MEMBER.uid + i;
    const found = member.get(uid);
    if (!found) continue;
    for (const [kinds, end] of [[MONEY, found.now_money], [POINTS, found.integral]] as const) {
      let balance = end;
      let when = at - Math.floor(random() * 3 * DAY);
      for (let n = 0; n < 3; n += 1) {
        const kind = kinds[Math.floor(random() * kinds.length)]!;
        const [pm, title, category, type, mark] = kind;
        // A gain can be at most the balance it led to; a spend leaves what was there before.
        const amount = pm === 1 ? Math.min(balance, (1 + Math.floor(random() * 300)) * 100) : (1 + Math.floor(random() * 200)) * 100;
        if (amount === 0) break;
        insert.run(uid, '0', pm, title, category, type, amount, balance, mark(centsText(amount)), when, when);
        balance = pm === 1 ? balance - amount : balance + amount;
        when -= Math.floor((0.5 + random() * 6) * DAY);
      }
    }
    if (i % 4 === 0) {
      // A promoter's commission, then its withdrawal: the seeded brokerage_price is 0.
      const amount = (5 + Math.floor(random() * 60)) * 100;
      insert.run(uid, '0', 1, '获得推广佣金', 'now_money', 'brokerage', amount, amount, `获得推广佣金${centsText(amount)}`, at - 20 * DAY, at - 20 * DAY);
      insert.run(uid, '0', 0, '佣金提现', 'now_money', 'extract', amount, 0, `使用微信提现${centsText(amount)}元`, at - 10 * DAY, at - 10 * DAY);
    }
  }
}
