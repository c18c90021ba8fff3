import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';
import { signInWith } from '../testing/shop-fixtures';
import { logRows } from '../testing/system-fixtures';
import type { CouponDto, CouponUserDto, IssueDto } from './schemas';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

const DAY = 86_400_000;
type Page<T> = { content: T[]; totalElements: number };
const get = async <T>(url: string, token = admin): Promise<Page<T>> => {
  const res = await call(t.app, 'GET', url, { token });
  expect(res.statusCode).toBe(200);
  return res.json<Page<T>>();
};
const coupons = (query = '') => get<CouponDto>(`/api/yxStoreCoupon?page=0&size=50&sort=id,desc&isDel=0${query}`);
const issues = (query = '') => get<IssueDto>(`/api/yxStoreCouponIssue?page=0&size=50&sort=id,desc&isDel=0${query}`);
const claims = (query = '') => get<CouponUserDto>(`/api/yxStoreCouponUser?page=0&size=50&sort=id,desc${query}`);
const send = (method: 'POST' | 'PUT', url: string, body: unknown, token = admin) => call(t.app, method, url, { token, body });
const couponRow = (id: number) => t.app.ctx.db.prepare('SELECT title, coupon_price, use_min_price, coupon_time, type, product_id, status, sort, is_del FROM yx_store_coupon WHERE id = ?').get(id);
const issueRow = (id: number) => t.app.ctx.db.prepare('SELECT cname, cid, ctype, start_time, end_time, total_count, remain_count, is_permanent, status, is_del FROM yx_store_coupon_issue WHERE id = ?').get(id);
const count = (table: string) => t.app.ctx.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

const full = { title: '满50减5', couponPrice: 5, useMinPrice: 50, couponTime: 7, sort: 2, status: 1, type: 0, productId: null };

describe('GET api/yxStoreCoupon', () => {
  it('lists the live coupons in yshop’s shape, money in yuan, a 商品券 with its products', async () => {
    const page = await coupons();
    expect(page.totalElements).toBe(6);
    expect(page.content.map((c) => c.title)).toEqual(['口红礼盒券', '周末满减券', '彩妆专享券', '满200减20', '新人礼金', '双十一优惠券']);
    const eleven = page.content.find((c) => c.id === 1)!;
    expect(eleven).toEqual({
      id: 1, title: '双十一优惠券', integral: 0, couponPrice: 5, useMinPrice: 100, couponTime: 20, sort: 0, status: 1, type: 1, productId: '32',
      product: [{ id: 32, image: expect.any(String), storeName: 'TOMFORD汤姆福特唇膏4色TF口红黑管套装礼盒16', price: 10 }],
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(page.content.find((c) => c.id === 5)!.product!.map((p) => p.id)).toEqual([33, 34, 35]);
    expect(page.content.find((c) => c.id === 3)!.product).toBeNull();
  });

  it('sorts by whitelisted columns only and ignores isDel (deleted rows never show)', async () => {
    expect((await get<CouponDto>('/api/yxStoreCoupon?sort=couponPrice,asc&sort=nonsense,desc')).content.map((c) => c.id).slice(0, 2)).toEqual([7, 6]);
    expect((await get<CouponDto>('/api/yxStoreCoupon?isDel=1')).content.map((c) => c.id)).not.toContain(2);
  });
});

describe('POST / PUT api/yxStoreCoupon', () => {
  it('creates a 满减券 and a 商品券 (201 true), cents stored, with log rows', async () => {
    const res = await send('POST', '/api/yxStoreCoupon', { ...full, createTime: 'x', isDel: 1 });
    expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({ status: 201, body: true });
    const id = (await coupons()).content[0]!.id;
    expect(couponRow(id)).toEqual({ title: '满50减5', coupon_price: 500, use_min_price: 5000, coupon_time: 7, type: 0, product_id: null, status: 1, sort: 2, is_del: 0 });
    expect((await send('POST', '/api/yxStoreCoupon', { ...full, title: '唇釉券', type: 1, productId: '33,32,33', couponPrice: '0.1', useMinPrice: '0.2' })).statusCode).toBe(201);
    const made = (await coupons()).content[0]!;
    expect(made).toMatchObject({ title: '唇釉券', type: 1, productId: '33,32', couponPrice: 0.1, useMinPrice: 0.2 });
    expect(made.product!.map((p) => p.id)).toEqual([33, 32]);
    expect(logRows(t.app, '新增优惠券')).toHaveLength(2);
  });

  it.each([
    [{ ...full, title: ' ' }, '请填写优惠券名称'],
    [{ ...full, title: undefined }, '请填写优惠券名称'],
    [{ ...full, couponTime: null }, '请输入有效期限'],
    [{ ...full, couponTime: 0 }, '请输入有效期限'],
    [{ ...full, couponPrice: 0 }, '优惠券面值不在合法范围内'],
    [{ ...full, couponPrice: -1 }, '优惠券面值不在合法范围内'],
    [{ ...full, couponPrice: null }, '优惠券面值不在合法范围内'],
    [{ ...full, couponPrice: '100000000' }, '优惠券面值不在合法范围内'],
    [{ ...full, couponPrice: '1.234' }, '优惠券面值最多两位小数'],
    [{ ...full, useMinPrice: -1 }, '最低消费不在合法范围内'],
    [{ ...full, useMinPrice: '100000000.00' }, '最低消费不在合法范围内'],
    [{ ...full, type: 1, productId: '' }, '请选择商品'],
    [{ ...full, type: 1, productId: null }, '请选择商品'],
    [{ ...full, couponPrice: 50 }, '优惠券金额不能高于最低消费金额'],
    [{ ...full, couponPrice: 0.01, useMinPrice: 0 }, '优惠券金额不能高于最低消费金额'],
    [{ ...full, type: 1, productId: '32,9999' }, '商品不存在：9999'],
    [{ ...full, type: 1, productId: '32,abc' }, '商品ID格式不正确'],
    [{ ...full, type: 2 }, '优惠券类型只能是 0 或 1'],
  ])('refuses %j: %s, creating nothing', async (body, message) => {
    expectError(await send('POST', '/api/yxStoreCoupon', body), 400, message);
    expect(count('yx_store_coupon')).toBe(7);
  });

  it('edits with the same checks (204); an unknown or deleted id is 数据不存在', async () => {
    expect((await send('PUT', '/api/yxStoreCoupon', { ...full, id: 3, title: '新人礼金2' })).statusCode).toBe(204);
    expect(couponRow(3)).toMatchObject({ title: '新人礼金2', coupon_price: 500, use_min_price: 5000 });
    expectError(await send('PUT', '/api/yxStoreCoupon', { ...full, id: 3, couponPrice: 60 }), 400, '优惠券金额不能高于最低消费金额');
    expectError(await send('PUT', '/api/yxStoreCoupon', { ...full, id: 9999 }), 400, '数据不存在');
    expectError(await send('PUT', '/api/yxStoreCoupon', { ...full, id: 2 }), 400, '数据不存在');
    expectError(await send('PUT', '/api/yxStoreCoupon', full), 400, '数据不存在');
    expect(logRows(t.app, '修改优惠券')).toHaveLength(1);
  });

  it('a 商品券 made a 满减券 forgets its products', async () => {
    expect((await send('PUT', '/api/yxStoreCoupon', { ...full, id: 5, type: 0, productId: '33' })).statusCode).toBe(204);
    expect(couponRow(5)).toMatchObject({ type: 0, product_id: null });
  });
});

describe('DELETE api/yxStoreCoupon/{id}', () => {
  it('soft-deletes and closes its live issues in the same write (settled 6); its claims stay', async () => {
    const before = (await claims()).content.filter((c) => c.cid === 4).length;
    expect((await call(t.app, 'DELETE', '/api/yxStoreCoupon/4', { token: admin })).statusCode).toBe(200);
    expect(couponRow(4)).toMatchObject({ is_del: 1 });
    expect(issueRow(3)).toMatchObject({ status: 0, is_del: 0 });
    expect(issueRow(6)).toMatchObject({ status: 0, is_del: 0 });
    expect(issueRow(1)).toMatchObject({ status: 1 });
    expect((await claims()).content.filter((c) => c.cid === 4)).toHaveLength(before);
    expect((await coupons()).content.map((c) => c.id)).not.toContain(4);
    expect(logRows(t.app, '删除优惠券')).toHaveLength(1);
    expectError(await call(t.app, 'DELETE', '/api/yxStoreCoupon/4', { token: admin }), 400, '数据不存在');
    expectError(await call(t.app, 'DELETE', '/api/yxStoreCoupon/9999', { token: admin }), 400, '数据不存在');
    expectError(await call(t.app, 'DELETE', '/api/yxStoreCoupon/x', { token: admin }), 400);
  });
});

describe('api/yxStoreCouponIssue', () => {
  const window = () => ({ startTime: t.clock.now(), endTime: t.clock.now() + 7 * DAY });

  it('lists the issues, times as text, counts as stored', async () => {
    const page = await issues();
    expect(page.totalElements).toBe(6);
    expect(page.content.find((i) => i.id === 2)).toEqual({
      id: 2, cname: '双十一优惠券', cid: 1, ctype: 1, startTime: expect.any(String), endTime: expect.any(String),
      totalCount: 100, remainCount: 97, isPermanent: 0, status: 1, createTime: expect.any(String),
    });
  });

  it('publishes (201 true): name and type from the coupon, what remains is the count; epoch ms or text times', async () => {
    const res = await send('POST', '/api/yxStoreCouponIssue', { cid: 5, cname: '假名', ctype: 0, ...window(), totalCount: 30, remainCount: 1, isPermanent: 0, status: 1 });
    expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({ status: 201, body: true });
    const id = (await issues()).content[0]!.id;
    expect(issueRow(id)).toEqual({ cname: '彩妆专享券', cid: 5, ctype: 1, start_time: t.clock.now(), end_time: t.clock.now() + 7 * DAY, total_count: 30, remain_count: 30, is_permanent: 0, status: 1, is_del: 0 });
    expect((await send('POST', '/api/yxStoreCouponIssue', { cid: 3, startTime: '2026-12-01 00:00:00', endTime: '2026-12-31T16:00:00.000Z', totalCount: 0, isPermanent: 1 })).statusCode).toBe(201);
    const second = (await issues()).content[0]!;
    expect(second).toMatchObject({ cname: '新人礼金', startTime: '2026-12-01 00:00:00', totalCount: 0, remainCount: 0, isPermanent: 1, status: 1 });
    expect(issueRow(second.id)).toMatchObject({ end_time: Date.parse('2026-12-31T16:00:00.000Z') });
    expect(logRows(t.app, '发布优惠券')).toHaveLength(2);
  });

  it.each([
    [{ startTime: undefined }, '请选择开启时间'],
    [{ startTime: '' }, '请选择开启时间'],
    [{ endTime: null }, '请选择结束时间'],
    [{ endTime: 'tomorrow' }, '请选择结束时间'],
    [{ endTime: 'same' }, '结束时间必须大于开始时间'],
    [{ totalCount: null }, '请输入发布数量'],
    [{ totalCount: -1 }, '发布数量不能小于 0'],
    [{ cid: 2 }, '优惠劵不存在'],
    [{ cid: 9999 }, '优惠劵不存在'],
    [{ cid: undefined }, '优惠劵不存在'],
  ])('refuses %j: %s', async (change, message) => {
    const body: Record<string, unknown> = { cid: 5, ...window(), totalCount: 10, isPermanent: 0, status: 1, ...change };
    if (body.endTime === 'same') body.endTime = body.startTime;
    expectError(await send('POST', '/api/yxStoreCouponIssue', body), 400, message);
    expect(count('yx_store_coupon_issue')).toBe(6);
  });

  it('修改状态 writes the status only, whatever else the stale row says', async () => {
    const stale = (await issues()).content.find((i) => i.id === 2)!;
    expect((await send('PUT', '/api/yxStoreCouponIssue', { ...stale, status: 0, remainCount: 100, totalCount: 1, cid: 3, cname: 'x', isPermanent: 1 })).statusCode).toBe(204);
    expect(issueRow(2)).toMatchObject({ cname: '双十一优惠券', cid: 1, total_count: 100, remain_count: 97, is_permanent: 0, status: 0 });
    expect((await send('PUT', '/api/yxStoreCouponIssue', { id: 2, status: 1 })).statusCode).toBe(204);
    expect(issueRow(2)).toMatchObject({ status: 1 });
    expectError(await send('PUT', '/api/yxStoreCouponIssue', { id: 2, status: 3 }), 400, '状态只能是 0 或 1');
    expectError(await send('PUT', '/api/yxStoreCouponIssue', { id: 9999, status: 0 }), 400, '数据不存在');
    expect(logRows(t.app, '修改已发布优惠券状态')).toHaveLength(2);
  });

  it('an issue of a deleted coupon may not be opened again', async () => {
    await call(t.app, 'DELETE', '/api/yxStoreCoupon/1', { token: admin });
    expectError(await send('PUT', '/api/yxStoreCouponIssue', { id: 2, status: 1 }), 400, '优惠劵不存在');
    expect(issueRow(2)).toMatchObject({ status: 0 });
  });

  it('deletes softly; claimed coupons stay', async () => {
    expect((await call(t.app, 'DELETE', '/api/yxStoreCouponIssue/1', { token: admin })).statusCode).toBe(200);
    expect(issueRow(1)).toMatchObject({ is_del: 1 });
    expect((await issues()).content.map((i) => i.id)).not.toContain(1);
    expect((await claims('&couponTitle=新人礼金')).totalElements).toBe(6);
    expectError(await call(t.app, 'DELETE', '/api/yxStoreCouponIssue/1', { token: admin }), 400, '数据不存在');
  });
});

describe('GET api/yxStoreCouponUser', () => {
  it('lists the members’ coupons with their nickname, createTime, and 已过期 for an unused one past its end', async () => {
    const page = await claims();
    expect(page.totalElements).toBe(18);
    const row = page.content[0]!;
    expect(Object.keys(row)).toEqual(['id', 'cid', 'uid', 'nickname', 'couponTitle', 'couponPrice', 'useMinPrice', 'addTime', 'createTime', 'endTime', 'useTime', 'type', 'status', 'isFail']);
    expect(page.content.every((c) => typeof c.nickname === 'string')).toBe(true);
    const statuses = new Set(page.content.map((c) => c.status));
    expect(statuses).toEqual(new Set([0, 1, 2]));
    expect(page.content.filter((c) => c.status === 1).every((c) => c.useTime !== null)).toBe(true);
    expect(page.content.filter((c) => c.status === 2).every((c) => c.couponTitle === '满200减20')).toBe(true);
  });

  it('searches the title (LIKE, literally); a member gone reads as a null nickname', async () => {
    expect((await claims('&couponTitle=礼金')).content.every((c) => c.couponTitle === '新人礼金')).toBe(true);
    expect((await claims('&couponTitle=%')).totalElements).toBe(0);
    t.app.ctx.db.prepare("INSERT INTO yx_store_coupon_user (cid, uid, coupon_title, coupon_price, create_time, end_time) VALUES (3, 999999, '孤儿券', 100, 0, 0)").run();
    expect((await claims('&couponTitle=孤儿券')).content[0]).toMatchObject({ nickname: null, couponPrice: 1, status: 2 });
  });
});

describe('who may call them (CONTRACT-MEMBERS 2.5)', () => {
  it('each string its own action; _ALL everything; the editor reads only', async () => {
    const reader = await signInWith(t.app, ['YXSTORECOUPON_SELECT']);
    expect((await call(t.app, 'GET', '/api/yxStoreCoupon', { token: reader })).statusCode).toBe(200);
    expectError(await send('POST', '/api/yxStoreCoupon', full, reader), 403);
    expectError(await call(t.app, 'GET', '/api/yxStoreCouponIssue', { token: reader }), 403);
    const all = await signInWith(t.app, ['YXSTORECOUPONISSUE_ALL']);
    expect((await send('POST', '/api/yxStoreCouponIssue', { cid: 3, startTime: t.clock.now(), endTime: t.clock.now() + DAY, totalCount: 1 }, all)).statusCode).toBe(201);
    const editor = await login(t.app, 'editor');
    expect((await call(t.app, 'GET', '/api/yxStoreCouponUser', { token: editor })).statusCode).toBe(200);
    expectError(await send('PUT', '/api/yxStoreCouponIssue', { id: 2, status: 0 }, editor), 403);
  });
});
