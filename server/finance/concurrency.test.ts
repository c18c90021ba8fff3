/**
 * Two operators reviewing the same withdrawals at once, for real: two server processes on
 * one SQLite file. A review starts with the one UPDATE guarded by `status = 0`, so of each
 * pair exactly one is applied and the other is told 该申请已经处理过啦！; a refusal returns
 * the commission once, with one 提现失败 bill.
 */
import { accountOf, memberWith } from '../members/test-fixtures';
import { twoOperators } from '../testing/two-operators';
import { extractRow, extractWith } from './test-fixtures';

jest.setTimeout(120_000);

const ops = twoOperators();

const review = (server: 0 | 1, body: unknown) => ops.call(server, '/api/yxUserExtract', 'PUT', body);

it('驳回 pressed on both servers at once: one 204, one 该申请已经处理过啦！, the commission returned once with one bill', async () => {
  for (let round = 0; round < 10; round += 1) {
    const uid = memberWith(ops.db, `并发驳回${round}`);
    const id = extractWith(ops.db, uid, `并发驳回${round}`, 1250);
    const answers = await Promise.all(([0, 1] as const).map((s) => review(s, { id, status: -1, failMsg: `原因${s}` })));
    expect(answers.map((a) => a.status).sort()).toEqual([204, 400]);
    expect(answers.find((a) => a.status === 400)!.body.message).toBe('该申请已经处理过啦！');
    expect(extractRow(ops.db, id)).toMatchObject({ status: -1, failed: 1 });
    expect(accountOf(ops.db, uid)).toMatchObject({ commission: 700 + 1250, bills: [{ title: '提现失败', number: 1250, balance: 1950 }] });
  }
});

it('通过 on one server and 驳回 on the other at once: exactly one applies, and money moves only if the refusal won', async () => {
  for (let round = 0; round < 10; round += 1) {
    const uid = memberWith(ops.db, `并发审核${round}`);
    const id = extractWith(ops.db, uid, `并发审核${round}`, 300);
    const [approve, refuse] = await Promise.all([review(round % 2 === 0 ? 0 : 1, { id, status: 1 }), review(round % 2 === 0 ? 1 : 0, { id, status: -1, failMsg: '信息不符' })]);
    expect([approve.status, refuse.status].sort()).toEqual([204, 400]);
    const loser = approve.status === 400 ? approve : refuse;
    expect(loser.body.message).toBe('该申请已经处理过啦！');
    const account = accountOf(ops.db, uid);
    if (approve.status === 204) {
      expect(extractRow(ops.db, id).status).toBe(1);
      expect(account).toMatchObject({ commission: 700, bills: [] });
    } else {
      expect(extractRow(ops.db, id).status).toBe(-1);
      expect(account).toMatchObject({ commission: 1000, bills: [{ title: '提现失败', number: 300 }] });
    }
  }
});
