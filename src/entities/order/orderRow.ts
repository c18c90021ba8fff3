/*
 * One order as the console shows it (CONTRACT-SHOP.md sections 2, 3 and 5.1), read from
 * yshop's `YxStoreOrderDto` or the embedded server's row through the resource layer's
 * field readers (`wire`), like every other entity: dates as epoch ms or text, amounts as
 * numbers or decimal text (read into exact integer cents), the lines from
 * `cartInfoList[].cartInfoMap` (or the stored `cartInfo` JSON text), and the buyer as
 * `{ uid, nickname, phone, avatar }` only: yshop's `userDTO.password` is never read.
 */
import * as z from 'zod/mini';
import { wire, wireRow, type RowSchema } from '../../api/resource/schema';
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

/** An amount the order cannot leave blank: nonsense reads 0 (as both consoles show it), never a float. */
const cents = (value: unknown): number => centsFromYuan(value) ?? 0;
const amount = wire.read(cents);
/** Points are decimal(8,2) columns: hundredths, read like money. */
const points = amount;

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

const linesOf = (raw: unknown): OrderLine[] => (Array.isArray(raw) ? raw.flatMap((entry: unknown) => readLine(entry) ?? []) : []);

function logOf(raw: unknown): OrderLogEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    if (!isObject(entry)) return [];
    return [{ id: asId(entry.id) ?? 0, changeType: asText(entry.changeType), changeMessage: asText(entry.changeMessage), changeTime: asTime(entry.changeTime) }];
  });
}

/** The order number, trimmed; undefined (the row refused) when blank. */
const orderNumberOf = (value: unknown): string | undefined => asText(value).trim() || undefined;

const shape = {
  id: wire.id,
  orderId: wire.required(orderNumberOf, '订单号'),
  pinkName: wire.text,
  /** yshop's `_status`, taken over the derivation when it is a code. */
  sentState: wire.read((value) => value),
  statusText: wire.read((value) => plainText(asText(value))),
  paid: wire.read((value) => asNumber(value, 0) === 1 || value === true),
  status: wire.number(0),
  refundStatus: wire.number(0),
  shippingType: wire.number(1),
  payType: wire.text,
  payTypeName: wire.text,
  /** The buyer's own fields only: the rest of yshop's userDTO (its password) is dropped here. */
  user: wire.read((value): Json => (isObject(value) ? value : {})),
  uid: wire.read((value) => value),
  realName: wire.text,
  userPhone: wire.text,
  userAddress: wire.text,
  totalNum: wire.number(0),
  totalPrice: amount,
  totalPostage: amount,
  payPostage: amount,
  payPrice: amount,
  couponPrice: amount,
  deductionPrice: amount,
  refundPrice: amount,
  payIntegral: points,
  useIntegral: points,
  gainIntegral: points,
  createTime: wire.time,
  payTime: wire.time,
  deliveryName: wire.text,
  deliverySn: wire.text,
  deliveryId: wire.text,
  deliveryType: wire.text,
  mark: wire.text,
  remark: wire.text,
  refundReasonWap: wire.text,
  refundReasonWapExplain: wire.text,
  refundReasonTime: wire.time,
  verifyCode: wire.text,
  storeName: wire.text,
  isChannel: wire.number(0),
  lines: wire.read(linesOf),
  log: wire.read(logOf),
};

/**
 * The order's row schema: its fields through the readers, then what more than one field
 * decides (the state from `_status` or paid/status/refundStatus; the buyer's uid from
 * userDTO or the row).
 */
export const orderRow: RowSchema<Order> = z.pipe(
  wireRow(shape, { sentState: ['_status'], statusText: ['statusName'], user: ['userDTO'], lines: ['cartInfoList'], log: ['storeOrderStatusList'] }),
  z.transform(({ sentState, user, uid, ...order }): Order => ({
    ...order,
    state: orderStateOf(sentState, order.paid, order.status, order.refundStatus),
    buyer: { uid: asId(user.uid ?? uid) ?? null, nickname: asText(user.nickname), phone: asText(user.phone), avatar: asText(user.avatar) },
  })),
);

/** An order read outside a list (the detail's answer), or undefined without a usable id and order number. */
export function readOrder(raw: unknown): Order | undefined {
  const read = orderRow.safeParse(raw);
  return read.success ? read.data : undefined;
}
