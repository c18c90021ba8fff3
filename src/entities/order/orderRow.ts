/*
 * One order as the console shows it (CONTRACT-SHOP.md sections 2, 3 and 5.1), read from
 * yshop's `YxStoreOrderDto` or the embedded server's row: dates as epoch ms or text,
 * amounts as numbers or decimal text (read into exact integer cents), the lines from
 * `cartInfoList[].cartInfoMap` (or the stored `cartInfo` JSON text), and the buyer as
 * `{ uid, nickname, phone, avatar }` only: yshop's `userDTO.password` is never read.
 * Read by hand, once per row: a list of ten orders of three lines each must be on screen
 * within 100 ms of its answer.
 */
import { asId, asNumber, asText, asTime, isObject, type Json } from '../../api/resource/wire';
import { centsFromYuan } from '../../shared/money/money';
import { orderStateOf, type OrderState } from './orderState';

export interface OrderLine {
  productId: number | null;
  name: string;
  /** The SKU's picture, else the product's. */
  image: string;
  /** `attrInfo.sku` (`70,90m`); '' for none. */
  sku: string;
  unitName: string;
  barCode: string;
  /** `truePrice`: the unit price paid, in cents. */
  unitPrice: number;
  /** The SKU's list price (`attrInfo.price`), in cents. */
  skuPrice: number;
  quantity: number;
}

export interface OrderBuyer {
  uid: number | null;
  nickname: string;
  phone: string;
  avatar: string;
}

export interface OrderLogEntry {
  id: number;
  changeType: string;
  changeMessage: string;
  changeTime: string;
}

export interface Order {
  id: number;
  /** The order number (a snowflake as text). */
  orderId: string;
  /** `[普通订单]`, `[核销订单]`, `[积分兑换]`. */
  pinkName: string;
  state: OrderState;
  /** The server's `statusName` as plain text (yshop's markup dropped), for a state the table has no word for. */
  statusText: string;
  paid: boolean;
  status: number;
  refundStatus: number;
  /** 1 快递, 2 门店自提. */
  shippingType: number;
  payType: string;
  payTypeName: string;
  buyer: OrderBuyer;
  realName: string;
  userPhone: string;
  userAddress: string;
  totalNum: number;
  /** Amounts in integer cents. */
  totalPrice: number;
  totalPostage: number;
  payPostage: number;
  payPrice: number;
  couponPrice: number;
  deductionPrice: number;
  refundPrice: number;
  /** Points, in hundredths (decimal(8,2) columns). */
  payIntegral: number;
  useIntegral: number;
  gainIntegral: number;
  createTime: string;
  payTime: string;
  deliveryName: string;
  /** The express company's code (`SF`). */
  deliverySn: string;
  deliveryId: string;
  deliveryType: string;
  /** The buyer's note, the admin's note: text typed by people, shown as text. */
  mark: string;
  remark: string;
  refundReasonWap: string;
  refundReasonWapExplain: string;
  refundReasonTime: string;
  verifyCode: string;
  storeName: string;
  isChannel: number;
  lines: OrderLine[];
  /** 操作信息: the detail's status log (empty in the list). */
  log: OrderLogEntry[];
}

const cents = (value: unknown): number => centsFromYuan(value) ?? 0;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * yshop's statusName with its tags dropped and its entities decoded (the server escapes
 * the buyer's words for consoles that render the field as HTML): what is left is only
 * ever shown as text. One pass, so `&amp;lt;` reads `&lt;`.
 */
const plainText = (html: string): string =>
  html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .trim();

/** yshop's frozen cart line: an object, or the stored JSON text. */
function cartMapOf(entry: unknown): Json | undefined {
  if (!isObject(entry)) return undefined;
  if (isObject(entry.cartInfoMap)) return entry.cartInfoMap;
  if (typeof entry.cartInfo === 'string') {
    try {
      const parsed: unknown = JSON.parse(entry.cartInfo);
      return isObject(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
  return isObject(entry.productInfo) ? entry : undefined;
}

export function readLine(entry: unknown): OrderLine | undefined {
  const line = cartMapOf(entry);
  if (!line) return undefined;
  const product = isObject(line.productInfo) ? line.productInfo : {};
  const attr = isObject(product.attrInfo) ? product.attrInfo : {};
  return {
    productId: asId(line.productId ?? product.id) ?? null,
    name: asText(product.storeName),
    image: asText(attr.image) || asText(product.image),
    sku: asText(attr.sku),
    unitName: asText(product.unitName),
    barCode: asText(attr.barCode),
    unitPrice: cents(line.truePrice),
    skuPrice: cents(attr.price),
    quantity: asNumber(line.cartNum, 0),
  };
}

function readBuyer(raw: unknown, uid: unknown): OrderBuyer {
  const user = isObject(raw) ? raw : {};
  return { uid: asId(user.uid ?? uid) ?? null, nickname: asText(user.nickname), phone: asText(user.phone), avatar: asText(user.avatar) };
}

function readLog(raw: unknown): OrderLogEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    if (!isObject(entry)) return [];
    return [{ id: asId(entry.id) ?? 0, changeType: asText(entry.changeType), changeMessage: asText(entry.changeMessage), changeTime: asTime(entry.changeTime) }];
  });
}

/** An order, or undefined without a usable id and order number. */
export function readOrder(raw: unknown): Order | undefined {
  if (!isObject(raw)) return undefined;
  const id = asId(raw.id);
  const orderId = asText(raw.orderId).trim();
  if (id === undefined || orderId === '') return undefined;
  const paid = asNumber(raw.paid, 0) === 1 || raw.paid === true;
  const status = asNumber(raw.status, 0);
  const refundStatus = asNumber(raw.refundStatus, 0);
  const lines = Array.isArray(raw.cartInfoList) ? raw.cartInfoList.flatMap((entry: unknown) => readLine(entry) ?? []) : [];
  return {
    id,
    orderId,
    pinkName: asText(raw.pinkName),
    state: orderStateOf(raw._status, paid, status, refundStatus),
    statusText: plainText(asText(raw.statusName)),
    paid,
    status,
    refundStatus,
    shippingType: asNumber(raw.shippingType, 1),
    payType: asText(raw.payType),
    payTypeName: asText(raw.payTypeName),
    buyer: readBuyer(raw.userDTO, raw.uid),
    realName: asText(raw.realName),
    userPhone: asText(raw.userPhone),
    userAddress: asText(raw.userAddress),
    totalNum: asNumber(raw.totalNum, 0),
    totalPrice: cents(raw.totalPrice),
    totalPostage: cents(raw.totalPostage),
    payPostage: cents(raw.payPostage),
    payPrice: cents(raw.payPrice),
    couponPrice: cents(raw.couponPrice),
    deductionPrice: cents(raw.deductionPrice),
    refundPrice: cents(raw.refundPrice),
    payIntegral: cents(raw.payIntegral),
    useIntegral: cents(raw.useIntegral),
    gainIntegral: cents(raw.gainIntegral),
    createTime: asTime(raw.createTime),
    payTime: asTime(raw.payTime),
    deliveryName: asText(raw.deliveryName),
    deliverySn: asText(raw.deliverySn),
    deliveryId: asText(raw.deliveryId),
    deliveryType: asText(raw.deliveryType),
    mark: asText(raw.mark),
    remark: asText(raw.remark),
    refundReasonWap: asText(raw.refundReasonWap),
    refundReasonWapExplain: asText(raw.refundReasonWapExplain),
    refundReasonTime: asTime(raw.refundReasonTime),
    verifyCode: asText(raw.verifyCode),
    storeName: asText(raw.storeName),
    isChannel: asNumber(raw.isChannel, 0),
    lines,
    log: readLog(raw.storeOrderStatusList),
  };
}
