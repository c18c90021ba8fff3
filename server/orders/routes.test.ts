import ExcelJS from 'exceljs';
import { call, createTestApp, destroyTestApp, login, type TestApp } from '../testing/harness';
import { logRows } from '../testing/system-fixtures';
import type { OrderDto } from './schemas';
import { orderIn, type StateName } from './test-fixtures';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  // The tests count their own orders: the seed's demo orders go.
  t.app.ctx.db.prepare('UPDATE yx_store_order SET is_del = 1').run();
});
afterEach(() => destroyTestApp(t));

type Page = { content: OrderDto[]; totalElements: number };
const list = async (query: string): Promise<Page> => {
  const res = await call(t.app, 'GET', `/api/yxStoreOrder?${query}`, { token: admin });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};
const TABS = ['-9', '0', '1', '2', '3', '4', '-1', '-2'] as const;
const counts = async (query = 'orderType=0'): Promise<Record<string, number>> =>
  Object.fromEntries(await Promise.all(TABS.map(async (tab) => [tab, (await list(`page=0&size=1&orderStatus=${tab}&${query}`)).totalElements] as const)));

/** One order per state, the pickup one too. */
function everyState(): Record<StateName, ReturnType<typeof orderIn>> {
  const states: StateName[] = ['unpaid', 'toShip', 'toVerify', 'shipped', 'received', 'done', 'refunding', 'afterSales', 'refunded', 'returned'];
  return Object.fromEntries(states.map((s, i) => [s, orderIn(t.app.ctx.db, s, t.clock.now() + i * 1000)])) as Record<StateName, ReturnType<typeof orderIn>>;
}

describe('GET api/yxStoreOrder', () => {
  it('each tab lists its orders newest first; the counts are kept (no COUNT) and follow every transition', async () => {
    const o = everyState();
    expect(await counts()).toEqual({ '-9': 10, '0': 1, '1': 2, '2': 1, '3': 1, '4': 1, '-1': 2, '-2': 2 });
    expect((await list('orderStatus=1&orderType=0')).content.map((r) => r.id)).toEqual([o.toVerify.id, o.toShip.id]);
    expect((await list('orderStatus=-1&orderType=0')).content.map((r) => r._status)).toEqual([3, 3]);
    // 核销订单 (type 5) only the pickup order; 普通订单 (1) the express ones.
    expect(await counts('orderType=5')).toEqual({ '-9': 1, '0': 0, '1': 1, '2': 0, '3': 0, '4': 0, '-1': 0, '-2': 0 });
    expect((await counts('orderType=1'))['1']).toBe(1);

    await call(t.app, 'PUT', '/api/yxStoreOrder', { token: admin, body: { orderId: o.toShip.orderId, deliveryName: '顺丰速运', deliveryId: 'SF1' } });
    await call(t.app, 'DELETE', `/api/yxStoreOrder/${o.unpaid.id}`, { token: admin });
    expect(await counts()).toEqual({ '-9': 9, '0': 0, '1': 1, '2': 2, '3': 1, '4': 1, '-1': 2, '-2': 2 });
    // The kept counts equal a real count of the live orders per tab.
    const real = t.app.ctx.db.prepare('SELECT coalesce(tab, 99) AS tab, COUNT(*) AS n FROM yx_store_order WHERE is_del = 0 GROUP BY 1').all();
    const kept = t.app.ctx.db.prepare('SELECT tab, sum(n) AS n FROM yx_store_order_counts GROUP BY tab HAVING sum(n) > 0').all();
    expect(kept).toEqual(real);
  });

  it('answers yshop’s item: lines with cartInfoMap, amounts as numbers, dates as text, userDTO of four fields (never a password)', async () => {
    const o = orderIn(t.app.ctx.db, 'toShip', t.clock.now());
    t.app.ctx.db.prepare("UPDATE yx_user SET password = '$2a$10$secret-hash' WHERE uid = 41315").run();
    const res = await call(t.app, 'GET', '/api/yxStoreOrder?orderStatus=-9&orderType=0', { token: admin });
    expect(res.body).not.toMatch(/password|secret-hash|nowMoney/);
    const item = res.json<Page>().content[0]!;
    expect(item).toMatchObject({
      id: o.id,
      orderId: o.orderId,
      _status: 2,
      statusName: '未发货',
      payTypeName: '余额支付',
      pinkName: '[普通订单]',
      payPrice: 2.01,
      totalPrice: 2.01,
      totalNum: 3,
      storeOrderStatusList: null,
      userDTO: { uid: 41315, nickname: '15136175246', phone: '15136175246', avatar: '' },
      createTime: '2026-11-22 10:00:00',
      payTime: '2026-11-22 10:00:01',
    });
    expect(Object.keys(item.userDTO).sort()).toEqual(['avatar', 'nickname', 'phone', 'uid']);
    expect(item.cartInfoList.map((l) => l.cartInfoMap)).toEqual([
      expect.objectContaining({ productId: 37, cartNum: 1, truePrice: 0.01, productInfo: expect.objectContaining({ storeName: expect.stringContaining('小米电视'), attrInfo: expect.objectContaining({ sku: '默认' }) }) }),
      expect.objectContaining({ productId: 34, cartNum: 2, truePrice: 1, productInfo: expect.objectContaining({ attrInfo: expect.objectContaining({ sku: '70,90m' }) }) }),
    ]);
  });

  it('searches by order number (a prefix), buyer name and phone, type and date range; counts follow the search', async () => {
    const db = t.app.ctx.db;
    const a = orderIn(db, 'toShip', t.clock.now(), { receiver: { realName: '张_三', phone: '13911112222', address: '北京' } });
    const b = orderIn(db, 'shipped', t.clock.now() + 86_400_000 * 2, { receiver: { realName: '李四', phone: '13700001111', address: '上海' } });
    expect((await list(`orderStatus=-9&orderType=0&orderId=${a.orderId}`)).content.map((r) => r.id)).toEqual([a.id]);
    let common = 0;
    while (a.orderId[common] === b.orderId[common]) common += 1;
    expect((await list(`orderStatus=-9&orderType=0&orderId=${a.orderId.slice(0, common)}`)).totalElements).toBe(2);
    expect((await list(`orderStatus=-9&orderType=0&orderId=${a.orderId.slice(0, common + 1)}`)).content.map((r) => r.id)).toEqual([a.id]);
    expect((await list(`orderStatus=-9&orderType=0&orderId=${a.orderId.slice(1)}`)).totalElements).toBe(0);
    expect((await list('orderStatus=-9&orderType=0&realName=_')).content.map((r) => r.id)).toEqual([a.id]);
    expect((await list('orderStatus=-9&orderType=0&userPhone=0000')).content.map((r) => r.id)).toEqual([b.id]);
    expect((await list('orderStatus=-9&orderType=0&createTime=2026-11-24 00:00:00&createTime=2026-11-24 23:59:59')).content.map((r) => r.id)).toEqual([b.id]);
    expect(await counts('orderType=0&userPhone=0000')).toMatchObject({ '-9': 1, '1': 0, '2': 1 });
    const bad = await call(t.app, 'GET', '/api/yxStoreOrder?orderStatus=-9&orderType=0&createTime=x&createTime=y', { token: admin });
    expect(bad.statusCode).toBe(400);
    const missing = await call(t.app, 'GET', '/api/yxStoreOrder?orderType=0', { token: admin });
    expect(missing.json<{ message: string }>().message).toBe('缺少必填参数：orderStatus');
  });

  it('sorts by whitelisted columns only; injection text in sort is ignored', async () => {
    const db = t.app.ctx.db;
    const cheap = orderIn(db, 'toShip', t.clock.now());
    const dear = orderIn(db, 'toShip', t.clock.now() + 1000);
    db.prepare('UPDATE yx_store_order SET pay_price = 1 WHERE id = ?').run(dear.id);
    expect((await list('orderStatus=-9&orderType=0&sort=payPrice,asc')).content.map((r) => r.id)).toEqual([dear.id, cheap.id]);
    expect((await list('orderStatus=-9&orderType=0&sort=id,asc')).content.map((r) => r.id)).toEqual([cheap.id, dear.id]);
    for (const sort of ['pay_price,asc', '(SELECT 1),asc', 'id;DROP TABLE yx_store_order,asc', 'password,desc']) {
      const res = await call(t.app, 'GET', `/api/yxStoreOrder?orderStatus=-9&orderType=0&sort=${encodeURIComponent(sort)}`, { token: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json<Page>().content.map((r) => r.id)).toEqual([dear.id, cheap.id]);
    }
    expect(db.prepare('SELECT COUNT(*) FROM yx_store_order').pluck().get()).toBeGreaterThan(0);
  });
});

describe('detail, steps, traces', () => {
  it('getStoreOrderDetail sends the order with its whole log; getNowOrderStatus the first time of each step', async () => {
    const o = orderIn(t.app.ctx.db, 'toShip', t.clock.now());
    t.clock.advance(60_000);
    await call(t.app, 'PUT', '/api/yxStoreOrder', { token: admin, body: { orderId: o.orderId, deliveryName: '顺丰速运', deliveryId: 'SF9' } });
    const detail = (await call(t.app, 'GET', `/api/getStoreOrderDetail/${o.id}`, { token: admin })).json<OrderDto>();
    expect(detail.storeOrderStatusList!.map((s) => [s.changeType, s.changeMessage, s.changeTime])).toEqual([
      ['yshop_create_order', '订单生成', '2026-11-22 10:00:00'],
      ['pay_success', '用户付款成功', '2026-11-22 10:00:01'],
      ['delivery_goods', '已发货 快递公司：顺丰速运快递单号：SF9', '2026-11-22 10:01:00'],
    ]);
    const steps = (await call(t.app, 'GET', `/api/getNowOrderStatus/${o.id}`, { token: admin })).json<Record<string, unknown>>();
    expect(steps).toEqual({
      cacheKeyCreateOrder: '2026-11-22 10:00:00',
      paySuccess: '2026-11-22 10:00:01',
      deliveryGoods: '2026-11-22 10:01:00',
      orderVerific: null,
      userTakeDelivery: null,
      checkOrderOver: null,
      applyRefund: null,
      refundOrderSuccess: null,
      size: 3,
    });
    const gone = await call(t.app, 'GET', '/api/getStoreOrderDetail/999999', { token: admin });
    expect(gone.json<{ message: string }>().message).toBe('订单详情不存在');
    const unknownSteps = (await call(t.app, 'GET', '/api/getNowOrderStatus/999999', { token: admin })).json<{ size: number }>();
    expect(unknownSteps.size).toBe(0);
    const traces = await call(t.app, 'POST', '/api/yxStoreOrder/express', { token: admin, body: { orderCode: String(o.id), shipperCode: 'SF', logisticCode: 'SF9' } });
    expect({ status: traces.statusCode, message: traces.json<{ message: string }>().message }).toEqual({ status: 400, message: '物流查询未配置' });
  });
});

describe('buyer text in statusName (issue 30, CONTRACT-SHOP 10.5)', () => {
  const HOSTILE = '<img src=x onerror=alert(1)>';
  const EXPLAIN = `"坏了" & '退' </span><script>alert(2)</script>`;

  it('goes out escaped, so a console that renders statusName as HTML (yshop\'s) shows it as text; the raw fields stay as sent', async () => {
    const db = t.app.ctx.db;
    const o = orderIn(db, 'refunding', t.clock.now());
    db.prepare('UPDATE yx_store_order SET refund_reason_wap = ?, refund_reason_wap_explain = ?, refund_reason_time = ? WHERE id = ?').run(HOSTILE, EXPLAIN, t.clock.now(), o.id);
    const detail = (await call(t.app, 'GET', `/api/getStoreOrderDetail/${o.id}`, { token: admin })).json<OrderDto>();
    const [listed] = (await list('page=0&size=10&orderStatus=-9&orderType=0')).content;
    for (const order of [detail, listed!]) {
      // No tag and no attribute the buyer wrote can open: no raw < > " ' & of theirs.
      expect(order.statusName).not.toMatch(/[<>"']/);
      expect(order.statusName).toBe(
        '申请退款 退款原因：&lt;img src=x onerror=alert(1)&gt; 备注说明：&quot;坏了&quot; &amp; &#39;退&#39; &lt;/span&gt;&lt;script&gt;alert(2)&lt;/script&gt; 退款时间：2026-11-22 10:00:00',
      );
      expect(order.refundReasonWap).toBe(HOSTILE);
      expect(order.refundReasonWapExplain).toBe(EXPLAIN);
    }
  });
});

describe('GET api/yxStoreOrder/download', () => {
  const sheet = async (query: string) => {
    const res = await call(t.app, 'GET', `/api/yxStoreOrder/download?${query}`, { token: admin });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const rows: unknown[][] = [];
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    // No buyer's password (hash) in any cell, nor a column for one.
    expect(JSON.stringify(rows)).not.toMatch(/password|密码|secret-hash/i);
    return rows;
  };

  it('is a real xlsx with the contract’s headers; the search or exactly the chosen order numbers; formula-looking text stays text', async () => {
    const db = t.app.ctx.db;
    db.prepare("UPDATE yx_user SET password = '$2a$10$secret-hash'").run();
    const a = orderIn(db, 'toShip', t.clock.now(), { mark: '=HYPERLINK("http://x","y")', receiver: { realName: '+cmd', phone: '-1', address: '@SUM(A1)' } });
    const b = orderIn(db, 'shipped', t.clock.now() + 1000);
    const all = await sheet('page=0&size=10000&orderStatus=-9&orderType=0&listContent=');
    expect(all[0]!.slice(0, 5)).toEqual(['订单号', '用户id', '用户姓名', '用户电话', '详细地址']);
    expect(all[0]).toHaveLength(45);
    expect(all.slice(1).map((r) => r[0])).toEqual([b.orderId, a.orderId]);
    const rowA = all[2]!;
    expect(rowA.slice(2, 5)).toEqual(["'+cmd", "'-1", "'@SUM(A1)"]);
    expect(rowA[10]).toBe(2.01);
    expect(rowA).toContain('\'=HYPERLINK("http://x","y")');
    const chosen = await sheet(`orderStatus=-9&orderType=0&listContent=${encodeURIComponent(JSON.stringify([a.orderId]))}`);
    expect(chosen.slice(1).map((r) => r[0])).toEqual([a.orderId]);
    const tab = await sheet('page=0&size=10000&orderStatus=2&orderType=0&listContent=');
    expect(tab.slice(1).map((r) => r[0])).toEqual([b.orderId]);
    const bad = await call(t.app, 'GET', '/api/yxStoreOrder/download?orderStatus=-9&orderType=0&listContent=%5Bx', { token: admin });
    expect(bad.json<{ message: string }>().message).toBe('listContent 须为订单号数组');
  });
});

describe('operation log', () => {
  it('every accepted write leaves one row; a refused one none', async () => {
    const o = orderIn(t.app.ctx.db, 'toShip', t.clock.now());
    await call(t.app, 'POST', '/api/yxStoreOrder/edit', { token: admin, body: { id: o.id, payPrice: '1' } });
    expect(logRows(t.app, '修改订单')).toHaveLength(0);
    await call(t.app, 'POST', '/api/yxStoreOrder/remark', { token: admin, body: { id: o.id, remark: '好' } });
    expect(logRows(t.app, '修改订单备注')).toHaveLength(1);
  });
});
