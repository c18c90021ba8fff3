import { memberWith } from '../members/test-fixtures';
import { signInWith } from '../testing/shop-fixtures';
import { logRows, readXlsx } from '../testing/system-fixtures';
import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';
import type { RechargeDto } from './schemas';
import { rechargeWith } from './test-fixtures';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

type Page = { content: RechargeDto[]; totalElements: number };
const list = async (query: string, token = admin): Promise<Page> => {
  const res = await call(t.app, 'GET', `/api/yxUserRecharge?${query}`, { token });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};
const remove = (ids: unknown, token = admin, url = '/api/yxUserRecharge') => call(t.app, 'DELETE', url, { token, body: ids });
const liveIds = (nickname: string) =>
  t.app.ctx.db.prepare('SELECT id FROM yx_user_recharge WHERE nickname = ? AND is_del = 0 ORDER BY id').pluck().all(nickname) as number[];
const account = (uid: number) => ({
  money: t.app.ctx.db.prepare('SELECT now_money FROM yx_user WHERE uid = ?').pluck().get(uid),
  bills: t.app.ctx.db.prepare('SELECT COUNT(*) FROM yx_user_bill WHERE uid = ?').pluck().get(uid),
});

describe('GET api/yxUserRecharge', () => {
  it('lists live recharges newest first in yshop’s fields and order, money in yuan, times as text, no givePrice', async () => {
    const uid = memberWith(t.app.ctx.db, '充值测试员');
    rechargeWith(t.app.ctx.db, uid, '充值测试员', 1000, false, '2026-11-01 09:00:00');
    const paid = rechargeWith(t.app.ctx.db, uid, '充值测试员', 12050, true, '2026-11-02 10:00:00');
    const page = await list('page=0&size=10&sort=id,desc&nickname=充值测试');
    expect(page.totalElements).toBe(2);
    expect(Object.keys(page.content[0]!)).toEqual(['id', 'uid', 'orderId', 'price', 'rechargeType', 'paid', 'payTime', 'createTime', 'refundPrice', 'nickname']);
    expect(page.content[0]).toEqual({
      id: paid, uid, orderId: expect.any(String), price: 120.5, rechargeType: 'weixin', paid: 1,
      payTime: '2026-11-02 10:01:00', createTime: '2026-11-02 10:00:00', refundPrice: 0, nickname: '充值测试员',
    });
    expect(page.content[1]).toMatchObject({ price: 10, paid: 0, payTime: null });
  });

  it('searches by nickname (LIKE, literal % and _), ignores an empty filter, sorts only by its own columns', async () => {
    const db = t.app.ctx.db;
    rechargeWith(db, 1, '搜索甲_1', 100, false);
    rechargeWith(db, 1, '搜索乙', 300, false);
    const names = async (q: string) => (await list(`page=0&size=50&${q}`)).content.map((r) => r.nickname);
    expect(await names('nickname=搜索')).toEqual(['搜索乙', '搜索甲_1']);
    expect(await names('nickname=甲_')).toEqual(['搜索甲_1']);
    expect(await names('nickname=%')).toEqual([]);
    expect(await names('nickname=搜索&sort=price,asc')).toEqual(['搜索甲_1', '搜索乙']);
    expect(await names('nickname=搜索&sort=orderId;drop table,asc')).toEqual(['搜索乙', '搜索甲_1']);
    expect((await list('nickname=')).totalElements).toBe((await list('')).totalElements);
  });

  it('needs yxUserRecharge:list (admin passes); a caller without it is refused', async () => {
    const reader = await signInWith(t.app, ['yxUserRecharge:list']);
    expect((await list('page=0&size=1', reader)).content).toHaveLength(1);
    const other = await signInWith(t.app, ['YXUSER_SELECT']);
    expect((await call(t.app, 'GET', '/api/yxUserRecharge', { token: other })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/yxUserRecharge/download', { token: other })).statusCode).toBe(403);
  });
});

describe('GET api/yxUserRecharge/download', () => {
  it('exports 充值管理数据.xlsx with yshop’s columns for the filtered rows, text that starts like a formula kept as text', async () => {
    const db = t.app.ctx.db;
    rechargeWith(db, 7, '导出测试', 2005, true, '2026-11-05 08:00:00');
    rechargeWith(db, 8, '=导出测试+1', 99, false, '2026-11-06 08:00:00');
    const res = await call(t.app, 'GET', '/api/yxUserRecharge/download?nickname=导出测试', { token: admin });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('充值管理数据.xlsx'));
    expect(await readXlsx(res)).toEqual([
      ['充值用户UID', '订单号', '充值金额', '充值类型', '是否充值', '充值支付时间', '退款金额', '昵称'],
      ['8', expect.any(String), '0.99', 'weixin', '否', '', '0.00', "'=导出测试+1"],
      ['7', expect.any(String), '20.05', 'weixin', '是', '2026-11-05 08:01:00', '0.00', '导出测试'],
    ]);
  });
});

describe('DELETE api/yxUserRecharge', () => {
  it('soft-deletes unpaid recharges (with or without the trailing slash), logged; balance and bills untouched', async () => {
    const db = t.app.ctx.db;
    const uid = memberWith(db, '删除测试员', { money: 5000 });
    const [a, b] = [rechargeWith(db, uid, '删除测试员', 100, false), rechargeWith(db, uid, '删除测试员', 200, false)];
    const before = account(uid);
    const allBills = db.prepare('SELECT COUNT(*) FROM yx_user_bill').pluck().get();
    expect((await remove([a])).statusCode).toBe(200);
    expect((await remove([b], admin, '/api/yxUserRecharge/')).statusCode).toBe(200);
    expect(liveIds('删除测试员')).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) FROM yx_user_recharge WHERE id IN (?, ?) AND is_del = 1').pluck().get(a, b)).toBe(2);
    expect((await list('nickname=删除测试员')).totalElements).toBe(0);
    expect(account(uid)).toEqual(before);
    expect(db.prepare('SELECT COUNT(*) FROM yx_user_bill').pluck().get()).toBe(allBills);
    expect(logRows(t.app, '删除充值管理')).toHaveLength(2);
  });

  it('refuses a paid recharge (a payment record) and an unknown or deleted id, deleting none of the call’s rows', async () => {
    const db = t.app.ctx.db;
    const unpaid = rechargeWith(db, 1, '拒删测试', 100, false);
    const paid = rechargeWith(db, 1, '拒删测试', 100, true);
    expectError(await remove([unpaid, paid]), 400, '已支付的充值记录不能删除');
    expectError(await remove([unpaid, 99_999_999]), 400, '数据不存在');
    expect(liveIds('拒删测试')).toEqual([unpaid, paid]);
    expect((await remove([unpaid])).statusCode).toBe(200);
    expectError(await remove([unpaid]), 400, '数据不存在');
    expectError(await remove([]), 400, '请至少选择一条数据');
    expect(logRows(t.app, '删除充值管理')).toHaveLength(1);
  });

  it('needs yxUserRecharge:del: a reader may list but not delete', async () => {
    const id = rechargeWith(t.app.ctx.db, 1, '权限测试', 100, false);
    const reader = await signInWith(t.app, ['yxUserRecharge:list']);
    expect((await remove([id], reader)).statusCode).toBe(403);
    const deleter = await signInWith(t.app, ['yxUserRecharge:del']);
    expect((await remove([id], deleter)).statusCode).toBe(200);
  });
});
