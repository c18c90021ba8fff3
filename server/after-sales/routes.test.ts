import ExcelJS from 'exceljs';
import { call, createTestApp, destroyTestApp, login, type TestApp } from '../testing/harness';
import { logRows } from '../testing/system-fixtures';
import { balanceOf, orderIn, orderRow, stockOf } from '../orders/test-fixtures';
import type { SalesDto } from './schemas';
import { application } from './test-fixtures';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  // The tests count their own applications: the seed's go.
  t.app.ctx.db.prepare('UPDATE yx_store_after_sales SET is_del = 1').run();
});
afterEach(() => destroyTestApp(t));

type Page = { content: SalesDto[]; totalElements: number };
const URL = '/api/yxStoreAfterSales';
const list = async (query = ''): Promise<Page> => (await call(t.app, 'GET', `${URL}/sales/List?${query}`, { token: admin })).json<Page>();
const sales = (id: number) => t.app.ctx.db.prepare('SELECT state, sales_state, consignee, address FROM yx_store_after_sales WHERE id = ?').get(id);
const salesLog = (id: number) => t.app.ctx.db.prepare('SELECT change_type, change_message, operator FROM yx_store_after_sales_status WHERE store_after_sales_id = ? ORDER BY id').all(id);
const check = (body: Record<string, unknown>) => call(t.app, 'POST', `${URL}/salesCheck`, { token: admin, body });
const makeMoney = (salesId: number, orderCode: string) => call(t.app, 'POST', `${URL}/makeMoney?salesId=${salesId}&orderCode=${orderCode}`, { token: admin });
const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

describe('售后 flow (CONTRACT-SHOP 6 with its Rec.)', () => {
  it('an application moves the order to 退款中 (status -1) with its refund amount in cents and its log rows', async () => {
    const db = t.app.ctx.db;
    const o = orderIn(db, 'shipped', t.clock.now(), { postage: 100 });
    const res = await call(t.app, 'POST', URL, { token: admin, body: { orderCode: o.orderId, serviceType: 1, reasons: '尺码不合适', explains: '<b>太小</b>' } });
    expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({ status: 201, body: true });
    expect(orderRow(db, o.id)).toMatchObject({ status: -1, refund_status: 1 });
    const page = await list();
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toMatchObject({ orderCode: o.orderId, refundAmount: 3.01, serviceType: 1, state: 0, salesState: 0, explains: '<b>太小</b>', reviewTime: null });
    expect(page.content[0]!.cartInfo.map((c) => c.productId)).toEqual([37, 34]);
    expect((await call(t.app, 'GET', `/api/yxStoreOrder?orderStatus=-1&orderType=0`, { token: admin })).json<{ content: Array<{ id: number }> }>().content.map((x) => x.id)).toContain(o.id);
    const again = await call(t.app, 'POST', URL, { token: admin, body: { orderCode: o.orderId, serviceType: 0, reasons: '再来' } });
    expect(message(again)).toBe('订单状态错误');
  });

  it('仅退款 approved is refunded at once: state 3, order -2 / 已退款, balance and stock back once', async () => {
    const db = t.app.ctx.db;
    const before = stockOf(db);
    const money = balanceOf(db).money;
    const a = application(db, 'pending', t.clock.now(), false);
    const res = await check({ salesId: a.id, orderCode: a.order.orderId, approvalStatus: 0 });
    expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({ status: 200, body: true });
    expect(sales(a.id)).toMatchObject({ state: 3, sales_state: 0 });
    expect(orderRow(db, a.order.id)).toMatchObject({ status: -2, refund_status: 2, refund_price: 201 });
    expect(balanceOf(db).money).toBe(money + 201);
    expect(stockOf(db)).toEqual(before);
    expect(salesLog(a.id)).toEqual([
      { change_type: 0, change_message: '售后订单生成', operator: '用户操作' },
      { change_type: 1, change_message: '平台审核成功', operator: 'admin' },
      { change_type: 3, change_message: '平台打款成功', operator: 'admin' },
    ]);
    expect(message(await check({ salesId: a.id, orderCode: a.order.orderId, approvalStatus: 0 }))).toBe('售后状态错误');
    expect(balanceOf(db).money).toBe(money + 201);
    expect(logRows(t.app, '审核')).toHaveLength(1);
  });

  it('退货退款: approve with a return address (请输入收货人信息 without), the buyer’s parcel, then 打款 once; 打款 before the parcel is refused', async () => {
    const db = t.app.ctx.db;
    const money = balanceOf(db).money;
    const a = application(db, 'pending', t.clock.now());
    expect(message(await check({ salesId: a.id, orderCode: a.order.orderId, approvalStatus: 0, consignee: '王五', phoneNumber: '', address: '上海' }))).toBe('请输入收货人信息');
    expect(sales(a.id)).toMatchObject({ state: 0 });
    expect(message(await makeMoney(a.id, a.order.orderId))).toBe('售后状态错误');
    expect((await check({ salesId: a.id, orderCode: a.order.orderId, approvalStatus: 0, consignee: '王五', phoneNumber: '13800000000', address: '上海市 1号' })).statusCode).toBe(200);
    expect(sales(a.id)).toMatchObject({ state: 1, consignee: '王五', address: '上海市 1号' });
    expect(message(await makeMoney(a.id, a.order.orderId))).toBe('售后状态错误');
    expect((await call(t.app, 'PUT', URL, { token: admin, body: { id: a.id, shipperCode: 'SF', deliveryName: '顺丰速运', deliverySn: 'SF100' } })).statusCode).toBe(204);
    expect(sales(a.id)).toMatchObject({ state: 2 });
    expect(message(await makeMoney(a.id, '123'))).toBe('售后订单不存在');
    const paid = await makeMoney(a.id, a.order.orderId);
    expect({ status: paid.statusCode, body: paid.body }).toEqual({ status: 200, body: '' });
    expect(sales(a.id)).toMatchObject({ state: 3, sales_state: 0 });
    expect(orderRow(db, a.order.id)).toMatchObject({ status: -2, refund_status: 2 });
    expect(message(await makeMoney(a.id, a.order.orderId))).toBe('售后状态错误');
    expect(balanceOf(db).money).toBe(money + 201);
    const item = (await list()).content[0]!;
    expect(item).toMatchObject({ deliveryName: '顺丰速运', deliverySn: 'SF100', shipperCode: 'SF', reviewTime: '2026-11-22 10:00:00', deliveryTime: '2026-11-22 10:00:00', completeTime: '2026-11-22 10:00:00' });
  });

  it('拒绝 ends the application (3 / 2) and puts the order back where it was; it may not be approved afterwards', async () => {
    const db = t.app.ctx.db;
    const a = application(db, 'pending', t.clock.now());
    expect((await check({ salesId: a.id, orderCode: a.order.orderId, approvalStatus: 1 })).statusCode).toBe(200);
    expect(sales(a.id)).toMatchObject({ state: 3, sales_state: 2 });
    expect(orderRow(db, a.order.id)).toMatchObject({ status: 1, refund_status: 0 });
    expect(message(await check({ salesId: a.id, orderCode: a.order.orderId, approvalStatus: 0 }))).toBe('售后状态错误');
    expect(orderRow(db, a.order.id)).toMatchObject({ status: 1, refund_status: 0 });
    // Its lines may apply again.
    expect((await call(t.app, 'POST', URL, { token: admin, body: { orderCode: a.order.orderId, serviceType: 0, reasons: '再申请' } })).statusCode).toBe(201);
  });

  it('an order refunded from the order list settles its open application, which cannot pay a second time', async () => {
    const db = t.app.ctx.db;
    const money = balanceOf(db).money;
    const a = application(db, 'shipped', t.clock.now());
    expect((await call(t.app, 'POST', '/api/yxStoreOrder/refund', { token: admin, body: { orderId: a.order.orderId, payPrice: '2.01' } })).statusCode).toBe(204);
    expect(sales(a.id)).toMatchObject({ state: 3 });
    expect(message(await makeMoney(a.id, a.order.orderId))).toBe('售后状态错误');
    expect(balanceOf(db).money).toBe(money + 201);
  });
});

describe('售后 list, delete, export', () => {
  it('filters exactly (no silent 正常), pages from 0, newest first', async () => {
    const db = t.app.ctx.db;
    const pending = application(db, 'pending', t.clock.now());
    const refused = application(db, 'refused', t.clock.now() + 1000);
    const paid = application(db, 'paid', t.clock.now() + 2000, false);
    expect((await list()).content.map((s) => s.id)).toEqual([paid.id, refused.id, pending.id]);
    expect((await list('salesState=2')).content.map((s) => s.id)).toEqual([refused.id]);
    expect((await list('state=3')).content.map((s) => s.id)).toEqual([paid.id, refused.id]);
    expect((await list('serviceType=0')).content.map((s) => s.id)).toEqual([paid.id]);
    expect((await list(`orderCode=${pending.order.orderId}`)).content.map((s) => s.id)).toEqual([pending.id]);
    expect((await list('page=1&size=2')).content.map((s) => s.id)).toEqual([pending.id]);
    expect((await list('page=0&size=2')).totalElements).toBe(3);
    expect((await call(t.app, 'GET', `${URL}/sales/List?state=9`, { token: admin })).statusCode).toBe(400);
  });

  it('deletes only finished applications, softly, all or nothing', async () => {
    const db = t.app.ctx.db;
    const pending = application(db, 'pending', t.clock.now());
    const refused = application(db, 'refused', t.clock.now());
    const del = (ids: number[]) => call(t.app, 'DELETE', URL, { token: admin, body: ids });
    expect(message(await del([refused.id, pending.id]))).toBe('售后状态错误');
    expect((await list()).totalElements).toBe(2);
    expect((await del([refused.id])).statusCode).toBe(200);
    expect((await list()).content.map((s) => s.id)).toEqual([pending.id]);
    expect(db.prepare('SELECT is_del FROM yx_store_after_sales WHERE id = ?').pluck().get(refused.id)).toBe(1);
  });

  it('exports the filtered applications as a real xlsx with yshop’s headers', async () => {
    const db = t.app.ctx.db;
    application(db, 'pending', t.clock.now());
    const refused = application(db, 'refused', t.clock.now());
    const res = await call(t.app, 'GET', `${URL}/download?salesState=2`, { token: admin });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]!.slice(0, 3)).toEqual(['订单号', '退款金额', '服务类型0仅退款1退货退款']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([refused.order.orderId]);
  });
});
