/**
 * Two operators changing one member's balance at the same moment, for real: two server
 * processes on one SQLite file. Each 修改余额 is one UPDATE that checks the balance it
 * starts from, so every request applies exactly once and none takes the balance below zero.
 */
import { twoOperators } from '../testing/two-operators';
import { accountOf, memberWith } from './test-fixtures';

jest.setTimeout(120_000);

const ops = twoOperators();

const change = (server: 0 | 1, body: unknown) => ops.call(server, '/api/yxUser/money', 'POST', body);

it('two simultaneous deductions that fit only once: one succeeds, the other is 余额不足, one bill, never below zero', async () => {
  for (let round = 0; round < 10; round += 1) {
    const uid = memberWith(ops.db, `并发扣款${round}`, { money: 1000 });
    const answers = await Promise.all(([0, 1] as const).map((s) => change(s, { uid, ptype: 2, money: '6.00' })));
    expect(answers.map((a) => a.status).sort()).toEqual([204, 400]);
    expect(answers.find((a) => a.status === 400)!.body.message).toBe('余额不足');
    expect(accountOf(ops.db, uid)).toMatchObject({ money: 400, bills: [{ pm: 0, number: 600, balance: 400 }] });
  }
});

it('50 simultaneous 增加 of 0.01 through both servers end exactly 0.50 higher, with 50 bills', async () => {
  const uid = memberWith(ops.db, '并发加款', { money: 1234 });
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => change((i % 2) as 0 | 1, { uid, ptype: 1, money: 0.01 })));
  expect(answers.every((a) => a.status === 204)).toBe(true);
  const account = accountOf(ops.db, uid);
  expect(account.money).toBe(1284);
  expect(account.bills).toHaveLength(50);
  // Every bill's balance is a different step of the way: no two read the same starting value.
  expect(new Set(account.bills.map((b) => (b as { balance: number }).balance)).size).toBe(50);
});
