import { centsToWire } from '../shared/cents';
import { escapeHtml } from '../shared/html';
import { formatDateTime } from '../shared/time';
import type { OrderDto } from './schemas';

/** A `yx_store_order` row as stored (amounts and points in hundredths, times epoch ms). */
export interface OrderRecord {
  id: number;
  order_id: string;
  extend_order_id: string | null;
  uid: number;
  real_name: string;
  user_phone: string;
  user_address: string;
  cart_id: string;
  freight_price: number;
  total_num: number;
  total_price: number;
  total_postage: number;
  pay_price: number;
  pay_postage: number;
  deduction_price: number;
  coupon_id: number;
  coupon_price: number;
  paid: number;
  pay_time: number | null;
  pay_type: string;
  create_time: number;
  update_time: number | null;
  status: number;
  refund_status: number;
  refund_reason_wap_img: string | null;
  refund_reason_wap_explain: string | null;
  refund_reason_time: number | null;
  refund_reason_wap: string | null;
  refund_reason: string | null;
  refund_price: number;
  delivery_sn: string;
  delivery_name: string | null;
  delivery_type: string | null;
  delivery_id: string | null;
  gain_integral: number;
  use_integral: number;
  back_integral: number;
  pay_integral: number;
  mark: string;
  is_del: number;
  unique: string;
  remark: string | null;
  mer_id: number;
  combination_id: number;
  pink_id: number;
  cost: number;
  seckill_id: number;
  verify_code: string;
  store_id: number;
  shipping_type: number;
  is_channel: number;
}

export interface CartLineRecord {
  id: number;
  oid: number;
  order_id: string;
  cart_id: number;
  product_id: number;
  cart_info: string;
  unique: string;
  is_after_sales: number;
}

export interface StatusLogRecord {
  id: number;
  oid: number;
  change_type: string;
  change_message: string;
  change_time: number;
}

export interface BuyerRecord {
  uid: number;
  nickname: string;
  phone: string;
  avatar: string;
}

/** `_status` (OrderUtil.orderStatus, CONTRACT-SHOP 2): first match wins. */
export function orderState(paid: number, status: number, refund: number): number {
  if (paid === 0 && status === 0 && refund === 0) return 1;
  if (paid === 1 && status === 0 && refund === 0) return 2;
  if (paid === 1 && refund === 1) return 3;
  if (paid === 1 && status === 1 && refund === 0) return 4;
  if (paid === 1 && status === 2 && refund === 0) return 5;
  if (paid === 1 && status === 3 && refund === 0) return 6;
  if (paid === 1 && refund === 2) return 7;
  return 0;
}

/**
 * `statusName` (OrderUtil.orderStatusStr) as plain words (Rec. 10.5): the 申请退款 block
 * carries the buyer's words, which the server never wraps in markup. yshop's own console
 * renders this field as HTML, so the buyer's words go out HTML-escaped (issue 30): there
 * they read as typed and never run; this console drops tags and decodes the entities.
 * The raw fields (`refundReasonWap`...) stay as sent.
 */
export function statusName(o: OrderRecord): string {
  const { paid, status, refund_status: refund, shipping_type: shipping } = o;
  if (paid === 1 && refund === 1) {
    const at = o.refund_reason_time === null ? '' : formatDateTime(o.refund_reason_time);
    return `申请退款 退款原因：${escapeHtml(o.refund_reason_wap ?? '')} 备注说明：${escapeHtml(o.refund_reason_wap_explain ?? '')} 退款时间：${at}`;
  }
  if (paid === 0 && status === 0) return '未支付';
  if (paid === 1 && refund === 2) return '已退款';
  if (paid === 1 && refund === 0) {
    if (shipping === 2 && (status === 0 || status === 1)) return '未核销';
    if (status === 0) return '未发货';
    if (status === 1) return '待收货';
    if (status === 2) return '待评价';
    if (status === 3) return '已完成';
  }
  return '';
}

/** `payTypeName` (OrderUtil.payTypeName). */
export function payTypeName(paid: number, payType: string): string {
  if (paid === 1) return ({ weixin: '微信支付', yue: '余额支付', integral: '积分兑换', offline: '线下支付' } as Record<string, string>)[payType] ?? '其他支付';
  return payType === 'offline' ? '线下支付' : '未支付';
}

/** `pinkName`: 积分兑换 wins over 核销 (YxStoreOrderServiceImpl.orderType). */
export const pinkName = (o: Pick<OrderRecord, 'pay_integral' | 'shipping_type'>): string =>
  o.pay_integral > 0 ? '[积分兑换]' : o.shipping_type === 2 ? '[核销订单]' : '[普通订单]';

const time = (ms: number | null): string | null => (ms === null ? null : formatDateTime(ms));

function cartInfoMap(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const lineDto = (l: CartLineRecord) => ({ id: l.id, oid: l.oid, cartId: l.cart_id, productId: l.product_id, unique: l.unique, cartInfoMap: cartInfoMap(l.cart_info) });

export const logDto = (s: StatusLogRecord) => ({ id: s.id, oid: s.oid, changeType: s.change_type, changeMessage: s.change_message, changeTime: formatDateTime(s.change_time) });

/** yshop's YxStoreOrderDto for one order, its lines, buyer and (detail only) log. */
export function orderDto(o: OrderRecord, lines: readonly CartLineRecord[], buyer: BuyerRecord | undefined, log: readonly StatusLogRecord[] | null): OrderDto {
  return {
    id: o.id,
    payTypeName: payTypeName(o.paid, o.pay_type),
    statusName: statusName(o),
    _status: orderState(o.paid, o.status, o.refund_status),
    pinkName: pinkName(o),
    cartInfoList: lines.map(lineDto),
    storeOrderStatusList: log === null ? null : log.map(logDto),
    orderId: o.order_id,
    uid: o.uid,
    // A member who is gone: yshop's empty user (nickname '', the rest null).
    userDTO: buyer ? { uid: buyer.uid, nickname: buyer.nickname, phone: buyer.phone, avatar: buyer.avatar } : { uid: null, nickname: '', phone: null, avatar: null },
    realName: o.real_name,
    userPhone: o.user_phone,
    userAddress: o.user_address,
    cartId: o.cart_id,
    freightPrice: centsToWire(o.freight_price),
    totalNum: o.total_num,
    totalPrice: centsToWire(o.total_price),
    totalPostage: centsToWire(o.total_postage),
    payPrice: centsToWire(o.pay_price),
    payPostage: centsToWire(o.pay_postage),
    deductionPrice: centsToWire(o.deduction_price),
    couponId: o.coupon_id,
    couponPrice: centsToWire(o.coupon_price),
    paid: o.paid,
    payTime: time(o.pay_time),
    payType: o.pay_type,
    createTime: formatDateTime(o.create_time),
    status: o.status,
    refundStatus: o.refund_status,
    refundReasonWapImg: o.refund_reason_wap_img,
    refundReasonWapExplain: o.refund_reason_wap_explain,
    refundReasonTime: time(o.refund_reason_time),
    refundReasonWap: o.refund_reason_wap,
    refundReason: o.refund_reason,
    refundPrice: centsToWire(o.refund_price),
    deliveryName: o.delivery_name,
    deliverySn: o.delivery_sn,
    deliveryType: o.delivery_type,
    deliveryId: o.delivery_id,
    gainIntegral: centsToWire(o.gain_integral),
    useIntegral: centsToWire(o.use_integral),
    backIntegral: centsToWire(o.back_integral),
    mark: o.mark,
    unique: o.unique,
    remark: o.remark,
    merId: o.mer_id,
    combinationId: o.combination_id,
    pinkId: o.pink_id,
    cost: centsToWire(o.cost),
    seckillId: o.seckill_id,
    verifyCode: o.verify_code,
    storeId: o.store_id,
    storeName: null,
    shippingType: o.shipping_type,
    isChannel: o.is_channel,
    payIntegral: centsToWire(o.pay_integral),
  };
}
