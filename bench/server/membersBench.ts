/**
 * 会员 and 用户账单 on the embedded server (issue 32's budgets), seeded into a throwaway
 * database: 200,000 members and 2,000,000 bills (ten a member). Each figure is a p99 at 32
 * connections, 10 s after a 2 s warm-up, against a server without test mode:
 * - `GET api/yxUser` first page as 会员 asks it, and a phone search (seven digits of one
 *   member's number, as an operator types part of it): under 20 ms each;
 * - `GET api/yxUserBill` first page, and one member's bills as the member row's 账单 link
 *   asks them (`nickname=`): under 30 ms each.
 *
 *   node -r ts-node/register/transpile-only bench/server/membersBench.ts
 */
import Database from 'better-sqlite3';
import { p99At32 } from './p99';
import { onSeededServer, withBenchDb } from './seededServer';
import { runAlone, type Figure } from '../figure';

export const SEEDED_MEMBERS = 200_000;
const BILLS_EACH = 10;
/** The member the searches look for, in the middle of the table. */
const SOUGHT = 123_457;
const phoneOf = (i: number) => `13${String(i * 7919 % 1_000_000_000).padStart(9, '0')}`;
const nicknameOf = (i: number) => `会员${i}`;

function seedMembersAndBills(dbPath: string): void {
  const db = new Database(dbPath);
  try {
    const member = db.prepare(`INSERT INTO yx_user (username, nickname, avatar, phone, create_time, update_time, now_money, integral, status, user_type)
      VALUES (?, ?, '', ?, ?, ?, ?, ?, 1, 'routine')`);
    const bill = db.prepare(`INSERT INTO yx_user_bill (uid, link_id, pm, title, category, type, number, balance, mark, create_time, update_time)
      VALUES (?, '0', ?, ?, ?, ?, ?, ?, '', ?, ?)`);
    const start = Date.UTC(2025, 0, 1);
    db.transaction(() => {
      for (let i = 0; i < SEEDED_MEMBERS; i += 1) {
        const at = start + i * 60_000;
        const uid = Number(member.run(`bench${i}`, nicknameOf(i), phoneOf(i), at, at, (i % 5000) * 100, (i % 300) * 100).lastInsertRowid);
        for (let k = 0; k < BILLS_EACH; k += 1) {
          const income = k % 3 !== 2;
          const points = k % 4 === 0;
          bill.run(uid, income ? 1 : 0, points ? '签到奖励' : income ? '用户余额充值' : '购买商品', points ? 'integral' : 'now_money', points ? 'sign' : income ? 'recharge' : 'pay_product', 100 + k, 1000 + k, at + k * 1000, at + k * 1000);
        }
      }
    })();
  } finally {
    db.close();
  }
}

export async function benchMembers(): Promise<Figure[]> {
  return withBenchDb('members', async ({ dbPath }) => {
    const { measured } = await onSeededServer({ dbPath }, seedMembersAndBills, async (url, token) => {
      const members = `${url}/api/yxUser?page=0&size=10&sort=uid,desc`;
      const bills = `${url}/api/yxUserBill?page=0&size=10&sort=id,desc`;
      return {
        first: await p99At32(members, token),
        phone: await p99At32(`${members}&phone=${phoneOf(SOUGHT).slice(2, 9)}`, token),
        billsFirst: await p99At32(bills, token),
        memberBills: await p99At32(`${bills}&nickname=${encodeURIComponent(nicknameOf(SOUGHT))}`, token),
      };
    });
    const { first, phone, billsFirst, memberBills } = measured;
    const row = (name: string, m: { p99: number; errors: number }, budget: number): Figure => ({ name, value: m.p99, unit: 'ms', budget: `< ${budget}`, pass: m.p99 < budget && m.errors === 0 });
    return [
      row(`server: api/yxUser first page p99, ${SEEDED_MEMBERS} members, 32 connections`, first, 20),
      row(`server: api/yxUser phone search p99, ${SEEDED_MEMBERS} members, 32 connections`, phone, 20),
      row(`server: api/yxUserBill first page p99, ${SEEDED_MEMBERS * BILLS_EACH} bills, 32 connections`, billsFirst, 30),
      row(`server: api/yxUserBill one member's bills p99, ${SEEDED_MEMBERS * BILLS_EACH} bills, 32 connections`, memberBills, 30),
    ];
  });
}

if (require.main === module) runAlone(benchMembers);
