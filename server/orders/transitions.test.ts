import { call, createTestApp, destroyTestApp, login, type TestApp } from '../testing/harness';
import { logRows } from '../testing/system-fixtures';
import { balanceOf, logOf, orderIn, orderRow, STATES, stockOf, type StateName } from './test-fixtures';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

type Order = ReturnType<typeof orderIn>;
type Row = ReturnType<typeof orderRow>;

interface Transition {
  /** The request the console sends for this order. */
  send: (o: Order) => { method: 'PUT' | 'POST' | 'DELETE'; url: string; body?: unknown };
  /** Whether an order in this state may take it; else the 400's message. */
  allowed: Partial<Record<StateName, true | string>>;
  /** The refusal's message in every state not listed. */
  otherwise: string;
  /** What the allowed transition leaves (besides its log row). */
  after: (row: Row, before: StateName) => void;
  /** The log row it writes, or null for none. */
  log: { type: string; message: string } | null;
}

const TRANSITIONS: Record<string, Transition> = {
  发货: {
    send: (o) => ({ method: 'PUT', url: '/api/yxStoreOrder', body: { orderId: o.orderId, deliveryName: '顺丰速运', deliveryId: 'SF123', deliveryType: null } }),
    allowed: { toShip: true, refunding: '订单退款中或已退款', refunded: '订单退款中或已退款' },
    otherwise: '订单状态错误',
    after: (r) => expect(r).toMatchObject({ status: 1, delivery_name: '顺丰速运', delivery_sn: 'SF', delivery_id: 'SF123', delivery_type: 'express' }),
    log: { type: 'delivery_goods', message: '已发货 快递公司：顺丰速运快递单号：SF123' },
  },
  修改快递: {
    send: (o) => ({ method: 'PUT', url: '/api/yxStoreOrder/updateDelivery', body: { orderId: o.orderId, deliveryName: '中通快递', deliveryId: 'ZT9' } }),
    allowed: { shipped: true },
    otherwise: '订单状态错误',
    after: (r) => expect(r).toMatchObject({ status: 1, delivery_name: '中通快递', delivery_sn: 'ZTO', delivery_id: 'ZT9' }),
    log: null,
  },
  核销: {
    send: (o) => ({ method: 'PUT', url: '/api/yxStoreOrder/check', body: { id: o.id, verifyCode: o.verifyCode || '000000000000' } }),
    allowed: {
      toVerify: true,
      unpaid: '核销码不对',
      toShip: '核销码不对',
      shipped: '核销码不对',
      received: '核销码不对',
      done: '核销码不对',
      refunding: '核销码不对',
      afterSales: '核销码不对',
      refunded: '核销码不对',
      returned: '核销码不对',
    },
    otherwise: '核销码不对',
    after: (r) => expect(r).toMatchObject({ status: 2 }),
    log: { type: 'user_take_delivery', message: '已核销' },
  },
  退款: {
    send: (o) => ({ method: 'POST', url: '/api/yxStoreOrder/refund', body: { orderId: o.orderId, payPrice: '2.01' } }),
    allowed: {
      toShip: true,
      toVerify: true,
      shipped: true,
      received: true,
      done: true,
      refunding: true,
      afterSales: true,
      refunded: '订单状态错误',
      returned: '订单状态错误',
    },
    otherwise: '订单状态错误',
    after: (r) => expect(r).toMatchObject({ refund_status: 2, refund_price: 201 }),
    log: { type: 'refund_price_success', message: '退款给用户：2.01元' },
  },
  改价: {
    send: (o) => ({ method: 'POST', url: '/api/yxStoreOrder/edit', body: { id: o.id, orderId: o.orderId, payPrice: '9.90' } }),
    allowed: { unpaid: true },
    otherwise: '订单状态错误',
    after: (r) => expect(r).toMatchObject({ paid: 0, pay_price: 990 }),
    log: { type: 'order_edit', message: '修改订单价格为：9.90' },
  },
  备注: {
    send: (o) => ({ method: 'POST', url: '/api/yxStoreOrder/remark', body: { id: o.id, orderId: o.orderId, remark: '<b>加急</b>' } }),
    allowed: Object.fromEntries(Object.keys(STATES).map((s) => [s, true])),
    otherwise: '',
    after: (r) => expect(r.remark).toBe('<b>加急</b>'),
    log: null,
  },
  删除: {
    send: (o) => ({ method: 'DELETE', url: `/api/yxStoreOrder/${o.id}` }),
    allowed: { unpaid: true, done: true, refunded: true, returned: true },
    otherwise: '订单状态错误',
    after: (r) => expect(r.is_del).toBe(1),
    log: { type: 'remove_order', message: '删除订单' },
  },
};

const CASES = Object.entries(TRANSITIONS).flatMap(([name, tr]) => (Object.keys(STATES) as StateName[]).map((state) => [name, state, tr.allowed[state] ?? tr.otherwise] as const));

describe('every transition from every state (CONTRACT-SHOP 9.1 with its Rec. guards)', () => {
  it.each(CASES)('%s from %s: %s', async (name, state, outcome) => {
    const tr = TRANSITIONS[name]!;
    const o = orderIn(t.app.ctx.db, state, t.clock.now());
    const before = orderRow(t.app.ctx.db, o.id);
    const logBefore = logOf(t.app.ctx.db, o.id);
    const req = tr.send(o);
    const res = await call(t.app, req.method, req.url, { token: admin, ...(req.body !== undefined ? { body: req.body } : {}) });
    if (outcome === true) {
      expect(res.statusCode).toBeLessThan(300);
      tr.after(orderRow(t.app.ctx.db, o.id), state);
      expect(logOf(t.app.ctx.db, o.id)).toEqual(tr.log ? [...logBefore, tr.log] : logBefore);
    } else {
      expect({ status: res.statusCode, message: res.json<{ message: string }>().message }).toEqual({ status: 400, message: outcome });
      // A refusal changes nothing: the order, its log, and no operation-log row.
      expect(orderRow(t.app.ctx.db, o.id)).toEqual(before);
      expect(logOf(t.app.ctx.db, o.id)).toEqual(logBefore);
    }
  });
});

describe('refunds (9.2): stock, points, coupon and balance back exactly once', () => {
  it('a yue refund credits the balance with its bill row, returns every line’s stock (product and SKU), the used points and the coupon', async () => {
    const db = t.app.ctx.db;
    const coupon = Number(db.prepare("INSERT INTO yx_store_coupon_user (uid, coupon_title, coupon_price, create_time, end_time, status) VALUES (41315, '满2减0.5', 50, 0, 0, 1)").run().lastInsertRowid);
    const stockBefore = stockOf(db);
    const o = orderIn(db, 'toShip', t.clock.now(), { coupon: { id: coupon, price: 50 }, usePoints: { points: 1000, cents: 10 } });
    expect(o.payPrice).toBe(201 - 50 - 10);
    expect(stockOf(db)).not.toEqual(stockBefore);
    const money = balanceOf(db);
    const res = await call(t.app, 'POST', '/api/yxStoreOrder/refund', { token: admin, body: { orderId: o.orderId, payPrice: 1.41 } });
    expect(res.statusCode).toBe(204);
    expect(balanceOf(db)).toEqual({ money: money.money + 141, integral: money.integral + 1000 });
    expect(stockOf(db)).toEqual(stockBefore);
    expect(db.prepare('SELECT status FROM yx_store_coupon_user WHERE id = ?').pluck().get(coupon)).toBe(0);
    expect(db.prepare('SELECT back_integral FROM yx_store_order WHERE id = ?').pluck().get(o.id)).toBe(1000);
    expect(db.prepare('SELECT title, category, pm, number, mark FROM yx_user_bill WHERE link_id = ? ORDER BY id').all(o.orderId)).toEqual([
      { title: '商品退款', category: 'now_money', pm: 1, number: 141, mark: '订单退款到余额1.41元' },
      { title: '积分回退', category: 'integral', pm: 1, number: 1000, mark: '购买商品失败,回退积分10' },
    ]);
    expect(logRows(t.app, '订单退款')).toHaveLength(1);

    // A second refund changes nothing.
    const again = await call(t.app, 'POST', '/api/yxStoreOrder/refund', { token: admin, body: { orderId: o.orderId, payPrice: '0.01' } });
    expect(again.json<{ message: string }>().message).toBe('订单状态错误');
    expect(balanceOf(db)).toEqual({ money: money.money + 141, integral: money.integral + 1000 });
    expect(stockOf(db)).toEqual(stockBefore);
  });

  it('refund amounts in cents: 0.01 and the full amount pass; 0, more than paid, 3 decimals and negatives are refused', async () => {
    const db = t.app.ctx.db;
    const refund = (orderId: string, payPrice: unknown) => call(t.app, 'POST', '/api/yxStoreOrder/refund', { token: admin, body: { orderId, payPrice } });
    const cases: Array<[unknown, number | string]> = [
      ['0.01', 1],
      ['2.01', 201],
      [2.01, 201],
      ['1.5', 150],
      ['2.02', '退款金额不正确'],
      ['0', '退款金额必须大于0'],
      ['-1', '退款金额必须大于0'],
      ['0.001', '退款金额最多两位小数'],
      ['abc', '退款金额必须是数字'],
      [null, '请输入退款金额'],
    ];
    for (const [amount, expected] of cases) {
      const o = orderIn(db, 'toShip', t.clock.now());
      const money = balanceOf(db).money;
      const res = await refund(o.orderId, amount);
      if (typeof expected === 'number') {
        expect(res.statusCode).toBe(204);
        expect(orderRow(db, o.id).refund_price).toBe(expected);
        expect(balanceOf(db).money).toBe(money + expected);
      } else {
        expect(res.json<{ message: string }>().message).toBe(expected);
        expect(orderRow(db, o.id).refund_status).toBe(0);
        expect(balanceOf(db).money).toBe(money);
      }
    }
  });

  it('a weixin order is refunded at once too, without touching the balance', async () => {
    const db = t.app.ctx.db;
    const o = orderIn(db, 'shipped', t.clock.now(), { payType: 'weixin' });
    const money = balanceOf(db).money;
    expect((await call(t.app, 'POST', '/api/yxStoreOrder/refund', { token: admin, body: { orderId: o.orderId, payPrice: '2.01' } })).statusCode).toBe(204);
    expect(orderRow(db, o.id).refund_status).toBe(2);
    expect(balanceOf(db).money).toBe(money);
  });

  it('deleting an unpaid order returns its stock and coupon; a closed one keeps stock as it is', async () => {
    const db = t.app.ctx.db;
    const coupon = Number(db.prepare("INSERT INTO yx_store_coupon_user (uid, coupon_title, coupon_price, create_time, end_time, status) VALUES (41315, '券', 10, 0, 0, 1)").run().lastInsertRowid);
    const before = stockOf(db);
    const unpaid = orderIn(db, 'unpaid', t.clock.now(), { coupon: { id: coupon, price: 10 } });
    expect((await call(t.app, 'DELETE', `/api/yxStoreOrder/${unpaid.id}`, { token: admin })).statusCode).toBe(200);
    expect(stockOf(db)).toEqual(before);
    expect(db.prepare('SELECT status FROM yx_store_coupon_user WHERE id = ?').pluck().get(coupon)).toBe(0);
    const done = orderIn(db, 'done', t.clock.now());
    const sold = stockOf(db);
    expect((await call(t.app, 'DELETE', `/api/yxStoreOrder/${done.id}`, { token: admin })).statusCode).toBe(200);
    expect(stockOf(db)).toEqual(sold);
  });
});

describe('核销 and 发货 details', () => {
  it('核销 wants the order’s own code (an empty field is refused) and credits the points the order earns', async () => {
    const db = t.app.ctx.db;
    const o = orderIn(db, 'toVerify', t.clock.now(), { gainIntegral: 300 });
    expect(o.verifyCode).toMatch(/^\d{12}$/);
    const check = (verifyCode: unknown) => call(t.app, 'PUT', '/api/yxStoreOrder/check', { token: admin, body: { id: o.id, verifyCode } });
    expect((await check('')).json<{ message: string }>().message).toBe('核销码不能为空');
    expect((await check('123456789012')).json<{ message: string }>().message).toBe('核销码不对');
    const points = balanceOf(db).integral;
    expect((await check(o.verifyCode)).statusCode).toBe(204);
    expect(balanceOf(db).integral).toBe(points + 300);
    expect((await check(o.verifyCode)).json<{ message: string }>().message).toBe('订单已经核销');
  });

  it('发货 checks the body first (请选择快递公司, 快递单号不能为空), then the company (请后台先添加快递公司); 无需物流 ships without one', async () => {
    const db = t.app.ctx.db;
    const o = orderIn(db, 'toShip', t.clock.now());
    const ship = (body: Record<string, unknown>) => call(t.app, 'PUT', '/api/yxStoreOrder', { token: admin, body: { orderId: o.orderId, ...body } });
    expect((await ship({ deliveryName: ' ', deliveryId: '1' })).json<{ message: string }>().message).toBe('请选择快递公司');
    expect((await ship({ deliveryName: '顺丰速运', deliveryId: '' })).json<{ message: string }>().message).toBe('快递单号不能为空');
    expect((await ship({ deliveryName: '不存在快递', deliveryId: '1' })).json<{ message: string }>().message).toBe('请后台先添加快递公司');
    expect((await call(t.app, 'PUT', '/api/yxStoreOrder', { token: admin, body: { orderId: '1', deliveryName: '顺丰速运', deliveryId: '1' } })).json<{ message: string }>().message).toBe('订单不存在');
    expect(orderRow(db, o.id).status).toBe(0);
    expect((await ship({ deliveryName: '', deliveryId: '', deliveryType: 'fictitious' })).statusCode).toBe(204);
    expect(orderRow(db, o.id)).toMatchObject({ status: 1, delivery_name: null, delivery_sn: '', delivery_id: null, delivery_type: 'fictitious' });
    expect(logOf(db, o.id).at(-1)).toEqual({ type: 'delivery_goods', message: '已发货 无需物流' });
  });

  it('改价 and 备注 read only their fields: paid, status or prices in the body change nothing else', async () => {
    const db = t.app.ctx.db;
    const o = orderIn(db, 'unpaid', t.clock.now());
    await call(t.app, 'POST', '/api/yxStoreOrder/edit', { token: admin, body: { id: o.id, orderId: o.orderId, payPrice: '1.00', paid: 1, status: 3, refundPrice: 1, totalPrice: 0 } });
    await call(t.app, 'POST', '/api/yxStoreOrder/remark', { token: admin, body: { id: o.id, orderId: o.orderId, remark: '备注', paid: 1, status: 2, payPrice: 0 } });
    expect(orderRow(db, o.id)).toMatchObject({ paid: 0, status: 0, refund_status: 0, pay_price: 100, refund_price: 0, remark: '备注' });
    expect(db.prepare('SELECT total_price, extend_order_id IS NOT NULL AS extended FROM yx_store_order WHERE id = ?').get(o.id)).toEqual({ total_price: 201, extended: 1 });
  });
});
