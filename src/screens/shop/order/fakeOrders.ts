/*
 * The order calls of CONTRACT-SHOP.md section 5 with canned answers, for the screen tests
 * of 订单 and 订单详情: the list (the generic fake resource over the rows a test gives,
 * each row's tab named by the test), the detail with its log, the step times, the traces
 * (物流查询未配置) and 25 express companies. A write answers what the test queued for it
 * (`answer`): the server's reply and the rows it then holds. The fake never works out a
 * state or refuses by a rule: the order state machine is the server's, tested there
 * (server/orders/transitions.ts). `flavour` picks yshop's Vo (epoch ms, numbers, the whole
 * userDTO with a password) or the embedded server's rows (text dates and amounts).
 */
import type { InternalAxiosRequestConfig } from 'axios';
import { fakeHttp, type FakeReply } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';

export type Flavour = 'yshop' | 'embedded';

export interface FakeLine {
  productId: number;
  name: string;
  sku: string;
  /** Cents. */
  price: number;
  quantity: number;
}

/**
 * Section 2's wire states as the server sends them (paid, status, refund_status, `_status`)
 * and the 5.1 tab that lists them: canned, so no test needs the table that derives them.
 */
export const STATES = {
  unpaid: { paid: 0, status: 0, refundStatus: 0, code: 1, tab: '0' },
  toShip: { paid: 1, status: 0, refundStatus: 0, code: 2, tab: '1' },
  refunding: { paid: 1, status: 0, refundStatus: 1, code: 3, tab: '-1' },
  shipped: { paid: 1, status: 1, refundStatus: 0, code: 4, tab: '2' },
  received: { paid: 1, status: 2, refundStatus: 0, code: 5, tab: '3' },
  done: { paid: 1, status: 3, refundStatus: 0, code: 6, tab: '4' },
  refunded: { paid: 1, status: 0, refundStatus: 2, code: 7, tab: '-2' },
  /** After-sales applied, no refund pending: a state the table has no word for, in no tab but 全部. */
  other: { paid: 1, status: -1, refundStatus: 0, code: 0, tab: '' },
} as const;
export type FakeState = keyof typeof STATES;

export interface FakeOrder {
  [key: string]: unknown;
  id: number;
  orderId: string;
  state: FakeState;
  uid: number;
  nickname: string;
  realName: string;
  userPhone: string;
  shippingType: 1 | 2;
  payPrice: number;
  totalPrice: number;
  totalNum: number;
  payIntegral: number;
  lines: FakeLine[];
  createTime: string;
  remark: string;
  mark: string;
  refundReasonWap: string;
  deliveryName: string;
  deliveryId: string;
  verifyCode: string;
  log: { changeType: string; changeMessage: string; changeTime: string }[];
}

let next = 0;
export function order(over: Partial<FakeOrder> & { id: number }): FakeOrder {
  next += 1;
  return {
    orderId: `18721550917550${String(over.id).padStart(5, '0')}`,
    state: 'toShip',
    uid: 41315,
    nickname: '买家甲',
    realName: '胡鹏',
    userPhone: '18000000000',
    shippingType: 1,
    payPrice: 990,
    totalPrice: 990,
    totalNum: 1,
    payIntegral: 0,
    lines: [{ productId: 34, name: '柏黛雅化妆刷', sku: '70,90m', price: 990, quantity: 1 }],
    createTime: `2026-11-2${next % 5} 10:00:00`,
    remark: '',
    mark: '',
    refundReasonWap: '',
    deliveryName: '',
    deliveryId: '',
    verifyCode: '',
    log: [{ changeType: 'yshop_create_order', changeMessage: '订单生成', changeTime: '2026-11-20 10:00:00' }],
    ...over,
  };
}

const yuan = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export const COMPANIES = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, code: `C${index + 1}`, name: index === 24 ? '顺丰速运' : `快递${index + 1}`, sort: 0, isShow: 1 }));

export function toWire(o: FakeOrder, flavour: Flavour) {
  const { paid, status, refundStatus, code } = STATES[o.state];
  const money = (cents: number) => (flavour === 'yshop' ? Number(yuan(cents)) : yuan(cents));
  const time = (text: string) => (flavour === 'yshop' ? new Date(text.replace(' ', 'T')).getTime() : text);
  return {
    id: o.id,
    orderId: o.orderId,
    _status: code,
    statusName: typeof o.statusName === 'string' ? o.statusName : o.state === 'refunding' ? `<b style='color:#f124c7'>申请退款</b><br/><span>退款原因：${o.refundReasonWap}</span>` : '',
    pinkName: o.shippingType === 2 ? '[核销订单]' : o.payIntegral > 0 ? '[积分兑换]' : '[普通订单]',
    payTypeName: paid ? '余额支付' : '未支付',
    payType: 'yue',
    uid: o.uid,
    userDTO: flavour === 'yshop' ? { uid: o.uid, username: o.userPhone, password: '$2a$10$secret', nickname: o.nickname, phone: o.userPhone, nowMoney: 1 } : { uid: o.uid, nickname: o.nickname, phone: o.userPhone, avatar: '' },
    realName: o.realName,
    userPhone: o.userPhone,
    userAddress: '北京市 北京市 东城区 66',
    cartInfoList: o.lines.map((line) => ({
      cartInfoMap: {
        productId: line.productId,
        cartNum: line.quantity,
        truePrice: money(line.price),
        productInfo: { id: line.productId, storeName: line.name, image: `https://img.test/${line.productId}.jpg`, unitName: '件', attrInfo: { sku: line.sku, price: money(line.price), barCode: `B${line.productId}`, image: '' } },
      },
    })),
    totalNum: o.totalNum,
    totalPrice: money(o.totalPrice),
    totalPostage: money(0),
    payPostage: money(0),
    couponPrice: money(0),
    deductionPrice: money(0),
    payPrice: money(o.payPrice),
    payIntegral: money(o.payIntegral),
    gainIntegral: money(0),
    paid,
    status,
    refundStatus,
    shippingType: o.shippingType,
    createTime: time(o.createTime),
    payTime: paid ? time(o.createTime) : null,
    mark: o.mark,
    remark: o.remark,
    refundReasonWap: o.refundReasonWap,
    refundReasonTime: refundStatus === 1 ? time(o.createTime) : null,
    deliveryName: o.deliveryName,
    deliverySn: o.deliveryName ? 'SF' : '',
    deliveryId: o.deliveryId,
    verifyCode: o.verifyCode,
    isChannel: 1,
  };
}

export const refused = (message: string): FakeReply => ({ status: 400, data: { status: 400, message } });

/** What a write answers: the server's reply and, when it went through, the rows as the server then holds them. */
interface Canned {
  reply: FakeReply;
  rows: FakeOrder[];
}

const WRITES = ['PUT api/yxStoreOrder', 'PUT api/yxStoreOrder/updateDelivery', 'PUT api/yxStoreOrder/check', 'POST api/yxStoreOrder/refund', 'POST api/yxStoreOrder/edit', 'POST api/yxStoreOrder/remark'] as const;
export type OrderWrite = (typeof WRITES)[number];

const idFrom = (request: InternalAxiosRequestConfig) => Number(request.url?.split('/').at(-1));

export async function orderBackend(records: FakeOrder[], flavour: Flavour = 'embedded') {
  const resource = fakeResource<FakeOrder>({
    url: 'api/yxStoreOrder',
    records,
    toWire: (o) => toWire(o, flavour),
    deleteByPath: true,
    filters: {
      orderStatus: (o, value) => String(value) === '-9' || STATES[o.state].tab === String(value),
      orderType: (o, value) => (value === '5' ? o.shippingType === 2 : value === '6' ? o.payIntegral > 0 : o.shippingType === 1 || value === '0'),
      createTime: (o, value) => {
        const [from, to] = (value as string[]).map(String);
        return o.createTime >= from! && o.createTime <= to!;
      },
    },
  });
  const queued = new Map<string, Canned[]>();
  /** The rows the server now holds, in place of those with their ids (another operator's change, or a write's). */
  const hold = (...rows: FakeOrder[]) => {
    for (const row of rows) records.splice(records.findIndex((r) => r.id === row.id), 1, row);
  };
  /** Queues a write's next answer: its reply and the rows the server then holds. */
  const answer = (key: OrderWrite, reply: FakeReply, ...rows: FakeOrder[]) => queued.set(key, [...(queued.get(key) ?? []), { reply, rows }]);
  const write = (key: OrderWrite) => () => {
    // Unqueued, a write is taken and changes nothing the test looks at.
    const next = queued.get(key)?.shift() ?? { reply: { status: 204 }, rows: [] };
    hold(...next.rows);
    return next.reply;
  };
  const find = (id: number) => records.find((r) => r.id === id);
  const http = await fakeHttp({
    ...resource.routes,
    ...Object.fromEntries(WRITES.map((key) => [key, write(key)])),
    'GET api/getStoreOrderDetail/:id': (request) => {
      const o = find(idFrom(request));
      if (!o) return refused('订单详情不存在');
      return { status: 200, data: { ...toWire(o, flavour), storeOrderStatusList: o.log.map((entry, index) => ({ id: index + 1, oid: o.id, ...entry })) } };
    },
    // Each step's time as the server reads it from the canned log.
    'GET api/getNowOrderStatus/:id': (request) => {
      const o = find(idFrom(request));
      const first = (type: string) => o?.log.find((entry) => entry.changeType === type)?.changeTime ?? null;
      const steps = { cacheKeyCreateOrder: first('yshop_create_order'), paySuccess: o && STATES[o.state].paid ? o.createTime : null, deliveryGoods: first('delivery_goods'), orderVerific: null, userTakeDelivery: first('user_take_delivery'), checkOrderOver: first('order_eval'), applyRefund: first('apply_refund'), refundOrderSuccess: first('refund_price_success') };
      return { status: 200, data: { ...steps, size: Object.values(steps).slice(0, 5).filter((time) => time !== null).length } };
    },
    'POST api/yxStoreOrder/express': refused('物流查询未配置'),
    'GET api/yxExpress': (request) => {
      const params = (request.params ?? {}) as Record<string, unknown>;
      const size = Number(params.size ?? 20);
      return { status: 200, data: { content: COMPANIES.slice(0, size), totalElements: COMPANIES.length } };
    },
    'GET api/yxStoreOrder/download': { status: 200, data: new Blob(['xlsx']) },
  });
  return { http, records, answer, hold, calls: (key: string) => http.calls.filter((call) => call.key === key) };
}
