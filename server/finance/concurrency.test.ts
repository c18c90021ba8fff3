/**
 * Two operators reviewing the same withdrawals at once, for real: two server processes on
 * one SQLite file. A review starts with the one UPDATE guarded by `status = 0`, so of each
 * pair exactly one is applied and the other is told 该申请已经处理过啦！; a refusal returns
 * the commission once, with one 提现失败 bill.
 */
import { openDatabase, type Db } from '../db/connection';
import { accountOf, memberWith } from '../members/test-fixtures';
import { jsonRequest, signIn, startChildServer, type ChildServer } from '../testing/child-server';
import { createTestApp, destroyTestApp, type TestApp } from '../testing/harness';
import { extractRow, extractWith } from './test-fixtures';

jest.setTimeout(120_000);

let t: TestApp;
let servers: ChildServer[] = [];
let db: Db;
let tokens: string[];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.close();
  servers = await Promise.all([0, 1].map(() => startChildServer({ dbPath: t.options.dbPath, env: { BCRYPT_ROUNDS: '4', LOGIN_RATE_LIMIT: '0' } })));
  tokens = await Promise.all(servers.map((s) => signIn(s.url)));
  db = openDatabase(t.options.dbPath);
});

afterAll(async () => {
  db?.close();
  await Promise.all(servers.map((s) => s.stop()));
  await destroyTestApp(t).catch(() => undefined);
});

const review = (server: number, body: unknown) =>
  jsonRequest<{ message?: string }>(`${servers[server]!.url}/api/yxUserExtract`, { method: 'PUT', token: tokens[server], body });

it('驳回 pressed on both servers at once: one 204, one 该申请已经处理过啦！, the commission returned once with one bill', async () => {
  for (let round = 0; round < 10; round += 1) {
    const uid = memberWith(db, `并发驳回${round}`);
    const id = extractWith(db, uid, `并发驳回${round}`, 1250);
    const answers = await Promise.all([0, 1].map((s) => review(s, { id, status: -1, failMsg: `原因${s}` })));
    expect(answers.map((a) => a.status).sort()).toEqual([204, 400]);
    expect(answers.find((a) => a.status === 400)!.body.message).toBe('该申请已经处理过啦！');
    expect(extractRow(db, id)).toMatchObject({ status: -1, failed: 1 });
    expect(accountOf(db, uid)).toMatchObject({ commission: 700 + 1250, bills: [{ title: '提现失败', number: 1250, balance: 1950 }] });
  }
});

it('通过 on one server and 驳回 on the other at once: exactly one applies, and money moves only if the refusal won', async () => {
  for (let round = 0; round < 10; round += 1) {
    const uid = memberWith(db, `并发审核${round}`);
    const id = extractWith(db, uid, `并发审核${round}`, 300);
    const [approve, refuse] = await Promise.all([review(round % 2, { id, status: 1 }), review((round + 1) % 2, { id, status: -1, failMsg: '信息不符' })]);
    expect([approve.status, refuse.status].sort()).toEqual([204, 400]);
    const loser = approve.status === 400 ? approve : refuse;
    expect(loser.body.message).toBe('该申请已经处理过啦！');
    const account = accountOf(db, uid);
    if (approve.status === 204) {
      expect(extractRow(db, id).status).toBe(1);
      expect(account).toMatchObject({ commission: 700, bills: [] });
    } else {
      expect(extractRow(db, id).status).toBe(-1);
      expect(account).toMatchObject({ commission: 1000, bills: [{ title: '提现失败', number: 300 }] });
    }
  }
});
