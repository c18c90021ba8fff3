/**
 * Two operators changing one member's balance at the same moment, for real: two server
 * processes on one SQLite file. Each 修改余额 is one UPDATE that checks the balance it
 * starts from, so every request applies exactly once and none takes the balance below zero.
 */
import { openDatabase, type Db } from '../db/connection';
import { jsonRequest, signIn, startChildServer, type ChildServer } from '../testing/child-server';
import { createTestApp, destroyTestApp, type TestApp } from '../testing/harness';
import { accountOf, memberWith } from './test-fixtures';

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

const change = (server: number, body: unknown) =>
  jsonRequest<{ message?: string }>(`${servers[server]!.url}/api/yxUser/money`, { method: 'POST', token: tokens[server], body });

it('two simultaneous deductions that fit only once: one succeeds, the other is 余额不足, one bill, never below zero', async () => {
  for (let round = 0; round < 10; round += 1) {
    const uid = memberWith(db, `并发扣款${round}`, { money: 1000 });
    const answers = await Promise.all([0, 1].map((s) => change(s, { uid, ptype: 2, money: '6.00' })));
    expect(answers.map((a) => a.status).sort()).toEqual([204, 400]);
    expect(answers.find((a) => a.status === 400)!.body.message).toBe('余额不足');
    expect(accountOf(db, uid)).toMatchObject({ money: 400, bills: [{ pm: 0, number: 600, balance: 400 }] });
  }
});

it('50 simultaneous 增加 of 0.01 through both servers end exactly 0.50 higher, with 50 bills', async () => {
  const uid = memberWith(db, '并发加款', { money: 1234 });
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => change(i % 2, { uid, ptype: 1, money: 0.01 })));
  expect(answers.every((a) => a.status === 204)).toBe(true);
  const account = accountOf(db, uid);
  expect(account.money).toBe(1284);
  expect(account.bills).toHaveLength(50);
  // Every bill's balance is a different step of the way: no two read the same starting value.
  expect(new Set(account.bills.map((b) => (b as { balance: number }).balance)).size).toBe(50);
});
