import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';
import type { BillDto } from './schemas';
import { billsOf } from './test-fixtures';

let t: TestApp;
let admin: string;
let uid: number;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  uid = billsOf(t.app.ctx.db, '账单测试员').uid;
});
afterEach(() => destroyTestApp(t));

type Page = { content: BillDto[]; totalElements: number };
const list = async (query: string): Promise<Page> => {
  const res = await call(t.app, 'GET', `/api/yxUserBill?nickname=账单测试员&${query.includes('sort=') ? '' : 'sort=id,desc&'}${query}`, { token: admin });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};
const titles = async (query: string) => (await list(query)).content.map((b) => b.title);

describe('GET api/yxUserBill', () => {
  it('lists a member’s bills newest first, amounts in yuan, with the fields yshop’s SQL forgot; deleted bills never', async () => {
    const page = await list('page=0&size=10');
    expect(page.totalElements).toBe(3);
    expect(page.content.map((b) => b.title)).toEqual(['签到奖励', '购买商品', '系统增加余额']);
    expect(page.content[1]).toEqual({
      id: expect.any(Number),
      uid,
      linkId: '0',
      pm: 0,
      title: '购买商品',
      category: 'now_money',
      type: 'pay_product',
      number: 0.2,
      balance: 10.3,
      mark: '余额支付0.20元购买商品',
      createTime: '2026-11-03 23:59:59',
      status: 1,
      nickname: '账单测试员',
    });
  });

  it('filters by category, type, exact title and 进出账', async () => {
    expect(await titles('category=integral')).toEqual(['签到奖励']);
    expect(await titles('category=now_money&type=pay_product')).toEqual(['购买商品']);
    expect(await titles('title=购买商品')).toEqual(['购买商品']);
    expect(await titles('title=购买')).toEqual([]);
    expect(await titles('pm=1')).toEqual(['签到奖励', '系统增加余额']);
    expect(await titles('pm=&category=')).toHaveLength(3);
  });

  it('takes yshop’s days as whole days, each bound on its own (yshop drops endTime without startTime)', async () => {
    expect(await titles('startTime=2026-11-02&endTime=2026-11-03')).toEqual(['购买商品']);
    expect(await titles('startTime=2026-11-03')).toEqual(['签到奖励', '购买商品']);
    expect(await titles('endTime=2026-11-01')).toEqual(['系统增加余额']);
  });

  it('refuses a day or a 进出账 it cannot read rather than ignoring it', async () => {
    expectError(await call(t.app, 'GET', '/api/yxUserBill?startTime=11/02/2026', { token: admin }), 400, '开始日期格式应为 yyyy-MM-dd');
    expectError(await call(t.app, 'GET', '/api/yxUserBill?endTime=2026-02-31', { token: admin }), 400, '结束日期格式应为 yyyy-MM-dd');
    expectError(await call(t.app, 'GET', '/api/yxUserBill?pm=2', { token: admin }), 400, '进出账只能是 0 或 1');
  });

  it('sorts only by its own columns, and has no export or writes (bills are append-only)', async () => {
    expect((await list('sort=balance,asc&sort=mark,desc')).content.map((b) => b.title)).toEqual(['签到奖励', '购买商品', '系统增加余额']);
    expect((await list('sort=createTime,asc')).content.map((b) => b.title)).toEqual(['系统增加余额', '购买商品', '签到奖励']);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) expect((await call(t.app, method, '/api/yxUserBill', { token: admin, body: [] })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/yxUserBill/download', { token: admin })).statusCode).toBe(404);
  });

  it('shows the demo shop’s bills, each balance agreeing with its member’s', async () => {
    const res = await call(t.app, 'GET', '/api/yxUserBill?page=0&size=200&category=now_money', { token: admin });
    const bills = res.json<Page>().content.filter((b) => b.type !== 'brokerage' && b.type !== 'extract' && b.uid !== uid);
    expect(bills.length).toBeGreaterThan(20);
    const latest = new Map<number, BillDto>();
    for (const bill of bills) if (!latest.has(bill.uid) || latest.get(bill.uid)!.createTime < bill.createTime) latest.set(bill.uid, bill);
    const money = t.app.ctx.db.prepare<[number], number>('SELECT now_money FROM yx_user WHERE uid = ?').pluck();
    for (const [member, bill] of latest) expect(Math.round(bill.balance * 100)).toBe(money.get(member));
  });
});
