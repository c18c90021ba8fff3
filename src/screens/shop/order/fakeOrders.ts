/*
 * The order calls of CONTRACT-SHOP.md section 5 over the generic in-memory back end, for
 * the screen tests of 订单 and 订单详情: the list with its tabs and order types, the
 * transitions with the server's guards and messages (section 9.1's Rec.), the detail
 * with its log, the step times, the traces (物流查询未配置) and 25 express companies.
 * `flavour` picks yshop's Vo (epoch ms, numbers, the whole userDTO with a password) or
 * the embedded server's rows (text dates and amounts, userDTO of four fields).
 */
import type { InternalAxiosRequestConfig } from 'axios';
import { fakeHttp } from '@/testing/fakeHttp';
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

export interface FakeOrder {
  [key: string]: unknown;
  id: number;
  orderId: string;
  uid: number;
  nickname: string;
  realName: string;
  userPhone: string;
  paid: 0 | 1;
  status: number;
  refundStatus: number;
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
    uid: 41315,
    nickname: '买家甲',
    realName: '胡鹏',
    userPhone: '18000000000',
    paid: 1,
    status: 0,
    refundStatus: 0,
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

function stateOf(o: FakeOrder): number {
  if (!o.paid) return o.status === 0 && o.refundStatus === 0 ? 1 : 0;
  if (o.refundStatus === 1) return 3;
  if (o.refundStatus === 2) return 7;
  return ({ 0: 2, 1: 4, 2: 5, 3: 6 } as Record<number, number>)[o.status] ?? 0;
}

/** Section 5.1's tab filter. */
const TAB: Record<string, (o: FakeOrder) => boolean> = {
  '0': (o) => !o.paid && o.status === 0 && o.refundStatus === 0,
  '1': (o) => o.paid === 1 && o.status === 0 && o.refundStatus === 0,
  '2': (o) => o.paid === 1 && o.status === 1 && o.refundStatus === 0,
  '3': (o) => o.paid === 1 && o.status === 2 && o.refundStatus === 0,
  '4': (o) => o.paid === 1 && o.status === 3 && o.refundStatus === 0,
  '-1': (o) => o.paid === 1 && o.refundStatus === 1,
  '-2': (o) => o.paid === 1 && o.refundStatus === 2,
};

export const COMPANIES = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, code: `C${index + 1}`, name: index === 24 ? '顺丰速运' : `快递${index + 1}`, sort: 0, isShow: 1 }));

export function toWire(o: FakeOrder, flavour: Flavour) {
  const money = (cents: number) => (flavour === 'yshop' ? Number(yuan(cents)) : yuan(cents));
  const time = (text: string) => (flavour === 'yshop' ? new Date(text.replace(' ', 'T')).getTime() : text);
  return {
    id: o.id,
    orderId: o.orderId,
    _status: stateOf(o),
    statusName: typeof o.statusName === 'string' ? o.statusName : stateOf(o) === 3 ? `<b style='color:#f124c7'>申请退款</b><br/><span>退款原因：${o.refundReasonWap}</span>` : '',
    pinkName: o.shippingType === 2 ? '[核销订单]' : o.payIntegral > 0 ? '[积分兑换]' : '[普通订单]',
    payTypeName: o.paid ? '余额支付' : '未支付',
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
    paid: o.paid,
    status: o.status,
    refundStatus: o.refundStatus,
    shippingType: o.shippingType,
    createTime: time(o.createTime),
    payTime: o.paid ? time(o.createTime) : null,
    mark: o.mark,
    remark: o.remark,
    refundReasonWap: o.refundReasonWap,
    refundReasonTime: o.refundStatus === 1 ? time(o.createTime) : null,
    deliveryName: o.deliveryName,
    deliverySn: o.deliveryName ? 'SF' : '',
    deliveryId: o.deliveryId,
    verifyCode: o.verifyCode,
    isChannel: 1,
  };
}

const refused = (message: string) => ({ status: 400, data: { status: 400, message } });
const bodyOf = (request: InternalAxiosRequestConfig) => (typeof request.data === 'string' ? JSON.parse(request.data) : request.data) as Record<string, unknown>;
const centsOf = (text: unknown) => Math.round(Number(text) * 100); // the test's own back end; amounts here have 2 decimals at most
const NOW = '2026-11-25 09:00:00';

export async function orderBackend(records: FakeOrder[], flavour: Flavour = 'embedded') {
  const resource = fakeResource<FakeOrder>({
    url: 'api/yxStoreOrder',
    records,
    toWire: (o) => toWire(o, flavour),
    deleteByPath: true,
    filters: {
      orderStatus: (o, value) => TAB[String(value)]?.(o) ?? true,
      orderType: (o, value) => (value === '5' ? o.shippingType === 2 : value === '6' ? o.payIntegral > 0 : o.shippingType === 1 || value === '0'),
      createTime: (o, value) => {
        const [from, to] = (value as string[]).map(String);
        return o.createTime >= from! && o.createTime <= to!;
      },
    },
    refuse: {
      remove: (ids, all) => {
        const o = all.find((r) => r.id === ids[0]);
        return o && [1, 6, 7].includes(stateOf(o)) ? undefined : '订单状态错误';
      },
    },
  });
  const find = (by: (o: FakeOrder) => boolean) => records.find(by);
  const log = (o: FakeOrder, changeType: string, changeMessage: string) => o.log.push({ changeType, changeMessage, changeTime: NOW });
  const ship = (update: boolean) => (request: InternalAxiosRequestConfig) => {
    const body = bodyOf(request);
    const o = find((r) => r.orderId === body.orderId);
    if (!o) return refused('订单不存在');
    if (body.deliveryType === 'express' && !String(body.deliveryName ?? '').trim()) return refused('请选择快递公司');
    if (update ? !(o.paid && o.status === 1) : !(o.paid && o.status === 0 && o.refundStatus === 0 && o.shippingType === 1)) return refused('订单状态错误');
    o.status = 1;
    o.deliveryName = String(body.deliveryName);
    o.deliveryId = String(body.deliveryId);
    if (!update) log(o, 'delivery_goods', `已发货 快递公司：${o.deliveryName}快递单号：${o.deliveryId}`);
    return { status: 204 };
  };
  const http = await fakeHttp({
    ...resource.routes,
    'PUT api/yxStoreOrder': ship(false),
    'PUT api/yxStoreOrder/updateDelivery': ship(true),
    'PUT api/yxStoreOrder/check': (request) => {
      const body = bodyOf(request);
      const o = find((r) => r.id === body.id);
      if (!o) return refused('订单不存在');
      if (body.verifyCode !== o.verifyCode) return refused('核销码不对');
      if (!(o.paid && o.status === 0 && o.refundStatus === 0 && o.shippingType === 2)) return refused('订单状态错误');
      o.status = 2;
      log(o, 'user_take_delivery', '已核销');
      return { status: 204 };
    },
    'POST api/yxStoreOrder/refund': (request) => {
      const body = bodyOf(request);
      const o = find((r) => r.orderId === body.orderId);
      if (!o) return refused('订单不存在');
      if (o.refundStatus === 2) return refused('订单已经退款了哦！');
      if (centsOf(body.payPrice) > o.payPrice) return refused('退款金额不正确');
      o.refundStatus = 2;
      log(o, 'refund_price_success', `退款给用户：${String(body.payPrice)}元`);
      return { status: 204 };
    },
    'POST api/yxStoreOrder/edit': (request) => {
      const body = bodyOf(request);
      const o = find((r) => r.id === body.id);
      if (!o) return refused('订单不存在');
      if (o.paid) return refused('订单状态错误');
      o.payPrice = centsOf(body.payPrice);
      log(o, 'order_edit', `修改订单价格为：${String(body.payPrice)}`);
      return { status: 200 };
    },
    'POST api/yxStoreOrder/remark': (request) => {
      const body = bodyOf(request);
      const o = find((r) => r.id === body.id);
      if (!o) return refused('订单不存在');
      o.remark = String(body.remark);
      return { status: 200 };
    },
    'GET api/getStoreOrderDetail/:id': (request) => {
      const o = find((r) => r.id === Number(request.url?.split('/').at(-1)));
      if (!o) return refused('订单详情不存在');
      return { status: 200, data: { ...toWire(o, flavour), storeOrderStatusList: o.log.map((entry, index) => ({ id: index + 1, oid: o.id, ...entry })) } };
    },
    'GET api/getNowOrderStatus/:id': (request) => {
      const o = find((r) => r.id === Number(request.url?.split('/').at(-1)));
      const first = (type: string) => o?.log.find((entry) => entry.changeType === type)?.changeTime ?? null;
      const steps = { cacheKeyCreateOrder: first('yshop_create_order'), paySuccess: o?.paid ? o.createTime : null, deliveryGoods: first('delivery_goods'), orderVerific: null, userTakeDelivery: first('user_take_delivery'), checkOrderOver: first('order_eval'), applyRefund: first('apply_refund'), refundOrderSuccess: first('refund_price_success') };
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
  return { http, records, calls: (key: string) => http.calls.filter((call) => call.key === key) };
}
