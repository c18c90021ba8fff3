import fc from 'fast-check';
import { deliveryBody, exportParams, orders, priceBody, readExpressChoices, readSteps, readTraces, refundBody, remarkBody, verifyBody } from './order';
import { readOrder, type Order } from './orderRow';
import { ACTION_LABELS, actionsFor, deriveState, orderStateOf, permissionOf, stateLabel, type OrderState } from './orderState';
import { summarize } from './orderSummary';

const line = (over: Record<string, unknown> = {}) => ({
  id: null,
  cartInfo: null,
  cartInfoMap: {
    productId: 34,
    cartNum: 2,
    truePrice: 1.2,
    productInfo: { id: 34, storeName: '柏黛雅化妆刷', image: 'https://img/p.jpg', unitName: '套', attrInfo: { sku: '70,90m', image: 'https://img/sku.jpg', price: 1.5, barCode: 'B1' } },
    ...over,
  },
});

/** Seed order 13673 as yshop sends it (section 5.1): epoch ms, numbers, the whole userDTO with its password. */
const yshopRow = {
  id: 13673,
  payTypeName: '余额支付',
  statusName: '未发货',
  _status: 2,
  pinkName: '[普通订单]',
  cartInfoList: [line()],
  storeOrderStatusList: null,
  orderId: '1872155091755073536',
  uid: 41315,
  userDTO: { uid: 41315, username: '15136175246', password: '$2a$10$hash', nickname: '15136175246', phone: '15136175246', nowMoney: 9997.8 },
  realName: 'hupeng',
  userPhone: '18000000000',
  userAddress: '北京市 北京市 东城区 66',
  totalNum: 2,
  totalPrice: 2.4,
  totalPostage: 0,
  payPrice: 2.4,
  payPostage: 0,
  deductionPrice: 0,
  couponPrice: 0,
  paid: 1,
  payTime: 1735191532000,
  payType: 'yue',
  createTime: 1735191531000,
  status: 0,
  refundStatus: 0,
  refundPrice: 0,
  deliveryName: null,
  deliverySn: '',
  deliveryId: null,
  mark: '<b>尽快</b>',
  remark: null,
  verifyCode: '',
  shippingType: 1,
  isChannel: 1,
  payIntegral: 0,
};

/** The instant as the embedded server writes it, in the test's own time zone. */
function localText(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The same order from the embedded server: text dates, amounts as decimal text, userDTO of four fields. */
const embeddedRow = {
  ...yshopRow,
  userDTO: { uid: 41315, nickname: '15136175246', phone: '15136175246', avatar: '' },
  totalPrice: '2.40',
  payPrice: '2.40',
  payTime: localText(1735191532000),
  createTime: localText(1735191531000),
  cartInfoList: [line({ truePrice: '1.20' })],
};

const read = (raw: unknown): Order => {
  const order = readOrder(raw);
  if (!order) throw new Error('unread');
  return order;
};

describe('the order entity', () => {
  it('reads yshop’s Vo (epoch ms, numbers) and the embedded server’s row (text) into one shape, in cents', () => {
    const fromYshop = read(yshopRow);
    const fromEmbedded = read(embeddedRow);
    expect(fromYshop).toEqual(fromEmbedded);
    expect(fromYshop).toMatchObject({
      id: 13673,
      orderId: '1872155091755073536',
      state: 2,
      totalPrice: 240,
      payPrice: 240,
      buyer: { uid: 41315, nickname: '15136175246', phone: '15136175246', avatar: '' },
      mark: '<b>尽快</b>',
      remark: '',
      lines: [{ productId: 34, name: '柏黛雅化妆刷', image: 'https://img/sku.jpg', sku: '70,90m', unitName: '套', barCode: 'B1', unitPrice: 120, skuPrice: 150, quantity: 2 }],
    });
    // Epoch ms and the text form name the same local time.
    expect(fromYshop.createTime).toMatch(/^2024-12-2\d \d\d:38:51$/);
    expect(fromEmbedded.payTime).toBe(localText(1735191532000));
    expect(JSON.stringify(fromYshop)).not.toContain('hash');
    expect(JSON.stringify(fromYshop)).not.toContain('nowMoney');
  });

  it('reads amounts exactly: 0.1 + 0.2 is 30 cents, a third decimal or nonsense is 0, not a float', () => {
    expect(read({ ...yshopRow, totalPrice: 0.1, payPrice: '99999999.99' })).toMatchObject({ totalPrice: 10, payPrice: 9_999_999_999 });
    expect(read({ ...yshopRow, payPrice: 'abc' }).payPrice).toBe(0);
  });

  it('reads a line stored as cart JSON text, and the picture of a SKU without one from its product', () => {
    const stored = { cartInfo: JSON.stringify({ productId: 7, cartNum: 1, truePrice: 9.9, productInfo: { storeName: '杯子', image: 'https://img/cup.jpg', attrInfo: { sku: '默认' } } }) };
    expect(read({ ...yshopRow, cartInfoList: [stored, { cartInfo: '{broken' }] }).lines).toEqual([
      { productId: 7, name: '杯子', image: 'https://img/cup.jpg', sku: '默认', unitName: '', barCode: '', unitPrice: 990, skuPrice: 0, quantity: 1 },
    ]);
  });

  it('refuses a row without an id or an order number, saying why', () => {
    expect(orders.parseRow({ ...yshopRow, orderId: '' })).toEqual({ ok: false, reason: '订单 13673 缺少订单号' });
    expect(orders.parseRow({ ...yshopRow, id: null })).toEqual({ ok: false, reason: '缺少有效的订单 id' });
  });

  it('keeps statusName as plain text only, yshop’s markup dropped', () => {
    expect(read({ ...yshopRow, statusName: "<b style='color:#f124c7'>申请退款</b><br/><span>退款原因：<i>坏了</i></span>" }).statusText).toBe('申请退款 退款原因：坏了');
  });

  it('shows the buyer’s escaped words in statusName as they typed them (the server escapes them for yshop’s console)', () => {
    const escaped = '申请退款 退款原因：&lt;img src=x onerror=alert(1)&gt; 备注说明：&quot;坏&quot; &amp; &#39;退&#39; &amp;lt;';
    expect(read({ ...yshopRow, statusName: escaped }).statusText).toBe(`申请退款 退款原因：<img src=x onerror=alert(1)> 备注说明："坏" & '退' &lt;`);
  });

  it('reads the log of the detail with its text dates', () => {
    const detail = read({ ...yshopRow, storeOrderStatusList: [{ id: 1, oid: 13673, changeType: 'delivery_goods', changeMessage: '已发货 快递公司：顺丰速运快递单号：SF1', changeTime: '2024-12-26 14:00:00' }] });
    expect(detail.log).toEqual([{ id: 1, changeType: 'delivery_goods', changeMessage: '已发货 快递公司：顺丰速运快递单号：SF1', changeTime: '2024-12-26 14:00:00' }]);
  });
});

describe('the order state', () => {
  // (paid, status, refund_status) → _status, section 2.
  it.each([
    [false, 0, 0, 1],
    [true, 0, 0, 2],
    [true, 0, 1, 3],
    [true, 1, 1, 3],
    [true, 1, 0, 4],
    [true, 2, 0, 5],
    [true, 3, 0, 6],
    [true, 1, 2, 7],
    [true, -1, 0, 0],
    [true, -2, 0, 0],
    [false, 0, 1, 0],
  ] as const)('paid %p, status %p, refund %p is %p', (paid, status, refund, state) => {
    expect(deriveState(paid, status, refund)).toBe(state);
    expect(orderStateOf(undefined, paid, status, refund)).toBe(state);
  });

  it('takes the row’s _status (number or text) over the derivation, and derives when it is not a code', () => {
    expect(orderStateOf(4, false, 0, 0)).toBe(4);
    expect(orderStateOf('7', false, 0, 0)).toBe(7);
    expect(orderStateOf(9, true, 1, 0)).toBe(4);
    expect(orderStateOf(null, true, 3, 0)).toBe(6);
  });

  it('names the state as text, 未核销 for a pickup order not yet verified', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((state) => stateLabel(state as OrderState, 1))).toEqual(['未支付', '未发货', '退款中', '待收货', '待评价', '已完成', '已退款']);
    expect(stateLabel(2, 2)).toBe('未核销');
  });
});

describe('the actions each state allows (section 9.1, Rec.)', () => {
  const words = (state: OrderState, shipping: number) => actionsFor(state, shipping).map((action) => ACTION_LABELS[action]);
  it.each([
    [1, 1, ['修改订单', '订单备注', '删除', '订单详情']],
    [2, 1, ['去发货', '订单备注', '立即退款', '订单详情']],
    [2, 2, ['订单核销', '订单备注', '立即退款', '订单详情']],
    [3, 1, ['订单备注', '立即退款', '订单详情']],
    [4, 1, ['修改快递', '订单备注', '立即退款', '订单详情']],
    [4, 2, ['订单备注', '立即退款', '订单详情']],
    [5, 1, ['订单备注', '立即退款', '订单详情']],
    [6, 1, ['订单备注', '立即退款', '删除', '订单详情']],
    [7, 1, ['订单备注', '删除', '订单详情']],
    [0, 1, ['订单备注', '订单详情']],
  ] as const)('_status %p, shipping %p: %p', (state, shipping, expected) => {
    expect(words(state, shipping)).toEqual(expected);
  });

  it('offers each write in its states only: 改价 unpaid, 发货 express, 核销 pickup, 删除 unpaid or closed', () => {
    const where = (action: string) =>
      ([0, 1, 2, 3, 4, 5, 6, 7] as OrderState[]).flatMap((state) => [1, 2].filter((shipping) => words(state, shipping).includes(action)).map((shipping) => `${state}/${shipping}`));
    expect(where('修改订单')).toEqual(['1/1', '1/2']);
    expect(where('去发货')).toEqual(['2/1']);
    expect(where('订单核销')).toEqual(['2/2']);
    expect(where('修改快递')).toEqual(['4/1']);
    expect(where('删除')).toEqual(['1/1', '1/2', '6/1', '6/2', '7/1', '7/2']);
    expect(where('立即退款')).toEqual(['2/1', '2/2', '3/1', '3/2', '4/1', '4/2', '5/1', '5/2', '6/1', '6/2']);
  });

  it('asks yshop’s strings: EDIT for the writes, DELETE for 删除, the list’s for 订单详情', () => {
    expect(permissionOf('ship')).toEqual(['admin', 'YXSTOREORDER_ALL', 'YXSTOREORDER_EDIT']);
    expect(permissionOf('remove')).toEqual(['admin', 'YXSTOREORDER_ALL', 'YXSTOREORDER_DELETE']);
    expect(permissionOf('detail')).toEqual(['admin', 'YXSTOREORDER_ALL', 'YXSTOREORDER_SELECT']);
    expect(orders.permissions).toEqual({ list: ['admin', 'YXSTOREORDER_ALL', 'YXSTOREORDER_SELECT'], del: ['admin', 'YXSTOREORDER_ALL', 'YXSTOREORDER_DELETE'] });
  });
});

describe('the write bodies', () => {
  const order = read({ ...yshopRow, remark: 'old', status: 1, paid: 1 });

  it('take only their fields: 改价 {id, orderId, payPrice}, 备注 {id, orderId, remark}, amounts as exact text', () => {
    expect(priceBody(order, 990)).toEqual({ id: 13673, orderId: '1872155091755073536', payPrice: '9.90' });
    expect(remarkBody(order, '<i>加急</i>')).toEqual({ id: 13673, orderId: '1872155091755073536', remark: '<i>加急</i>' });
    expect(refundBody(order, 1)).toEqual({ orderId: '1872155091755073536', payPrice: '0.01' });
    expect(verifyBody(order, ' 123456789012 ')).toEqual({ id: 13673, verifyCode: '123456789012' });
  });

  it('ships with a company and a number, or with no logistics', () => {
    expect(deliveryBody('1', { kind: 'express', deliveryName: ' 顺丰速运 ', deliveryId: ' SF1 ' })).toEqual({ orderId: '1', deliveryName: '顺丰速运', deliveryId: 'SF1', deliveryType: 'express' });
    expect(deliveryBody('1', { kind: 'none' })).toEqual({ orderId: '1', deliveryName: '', deliveryId: '', deliveryType: 'fictitious' });
  });

  it('exports what the search finds, or exactly the selected order numbers', () => {
    const filters = { orderStatus: '1', orderType: '0' };
    expect(exportParams(filters, undefined)).toEqual({ orderStatus: '1', orderType: '0', page: 0, size: 10000, listContent: '' });
    expect(exportParams(filters, [order])).toEqual({ orderStatus: '1', orderType: '0', page: 0, size: 10000, listContent: '["1872155091755073536"]' });
  });
});

describe('the detail’s other answers', () => {
  it('reads the step times in either date form', () => {
    expect(readSteps({ cacheKeyCreateOrder: '2024-12-26 13:38:51', paySuccess: '2024-12-26 13:38:52', deliveryGoods: null, orderVerific: null, userTakeDelivery: null, checkOrderOver: null, applyRefund: null, refundOrderSuccess: null, size: 2 })).toEqual({
      created: '2024-12-26 13:38:51',
      paid: '2024-12-26 13:38:52',
      shipped: '',
      received: '',
      finished: '',
      refundAsked: '',
      refunded: '',
      size: 2,
    });
    expect(readSteps('x')).toBeUndefined();
  });

  it('reads 快递鸟 traces, capitalised or as Jackson’s copy', () => {
    expect(readTraces({ Traces: [{ AcceptStation: '已签收', AcceptTime: '2024-12-27 10:00:00' }] })).toEqual([{ station: '已签收', time: '2024-12-27 10:00:00' }]);
    expect(readTraces({ traces: [{ acceptStation: '运输中', acceptTime: 't' }] })).toEqual([{ station: '运输中', time: 't' }]);
    expect(readTraces({ Traces: 'x' })).toBeUndefined();
  });

  it('reads every express company of the answer, skipping nameless ones', () => {
    expect(readExpressChoices({ content: [{ id: 1, code: 'SF', name: '顺丰速运' }, { id: 2, code: 'X', name: ' ' }], totalElements: 2 })).toEqual([{ id: 1, code: 'SF', name: '顺丰速运' }]);
  });
});

describe('the summary line', () => {
  /** Yuan as yshop or the embedded server may send them: up to 2 decimals, as a number or as text. */
  const amount = fc.tuple(fc.integer({ min: 0, max: 9_999_999_999 }), fc.boolean()).map(([cents, asText]) => {
    const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    return asText ? text : Number(text);
  });
  const row = fc.record({ id: fc.nat(), totalNum: fc.integer({ min: 0, max: 1000 }), totalPrice: amount, uid: fc.integer({ min: 1, max: 20 }) });

  /** The reference: every amount's digits summed as BigInt cents, buyers as a set of uids. */
  const reference = (rows: { totalNum: number; totalPrice: number | string; uid: number }[]) => {
    let cents = 0n;
    for (const { totalPrice } of rows) {
      const [whole, fraction = ''] = String(totalPrice).split('.');
      cents += BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
    }
    return { orders: rows.length, items: rows.reduce((sum, r) => sum + r.totalNum, 0), amount: cents, customers: new Set(rows.map((r) => r.uid)).size };
  };

  it('sums the selection in integer cents, equal to a BigInt reference', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), (rows) => {
        const read = rows.map((r, index) => readOrder({ ...yshopRow, id: index + 1, totalNum: r.totalNum, totalPrice: r.totalPrice, userDTO: { uid: r.uid, nickname: 'same' } })!);
        const summary = summarize(read);
        const expected = reference(rows);
        expect({ ...summary, amount: BigInt(summary.amount) }).toEqual(expected);
      }),
    );
  });

  it('is 0.30 for 0.10 + 0.20, and counts buyers without a uid by nickname', () => {
    const a = read({ ...yshopRow, totalPrice: 0.1, uid: null, userDTO: { nickname: '甲' } });
    const b = read({ ...yshopRow, totalPrice: 0.2, uid: null, userDTO: { nickname: '乙' } });
    expect(summarize([a, b])).toEqual({ orders: 2, items: 4, amount: 30, customers: 2 });
  });
});
