import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connection';
import { centsToWire } from '../shared/cents';
import { snowflake } from './snowflake';

/** One line of a new order: a SKU by its `unique`, and how many. */
export interface NewLine {
  unique: string;
  cartNum: number;
}

/**
 * What the shop app does when a buyer orders and pays (CONTRACT-SHOP 9.1 rows 1 and 3),
 * for the seed and for tests: this console never creates orders.
 */
export interface NewOrder {
  uid: number;
  lines: readonly NewLine[];
  at: number;
  /** 1 快递 (default), 2 门店自提 (gets a 12-digit 核销码). */
  shippingType?: 1 | 2;
  payType?: 'yue' | 'weixin' | 'integral';
  /** Paid this long after `at`; absent: unpaid. */
  paidAfterMs?: number;
  postage?: number;
  /** A `yx_store_coupon_user` row the order used (status 1), and its value in cents. */
  coupon?: { id: number; price: number };
  /** Points (hundredths) used as deduction, and their value in cents. */
  usePoints?: { points: number; cents: number };
  /** For 积分 orders: the points paid (hundredths). */
  payIntegral?: number;
  gainIntegral?: number;
  mark?: string;
  receiver?: { realName: string; phone: string; address: string };
  /** False for the seed's past orders: the dump's stock and sales already count them. */
  takeStock?: boolean;
  /** The seed's dump orders keep their ids and numbers. */
  id?: number;
  orderId?: string;
  isChannel?: 0 | 1;
}

interface SkuRow {
  product_id: number;
  sku: string;
  unique: string;
  price: number;
  ot_price: number;
  cost: number;
  stock: number;
  sales: number;
  image: string;
  bar_code: string;
  integral: number;
  store_name: string;
  product_image: string;
  unit_name: string;
  cate_id: number;
  spec_type: number;
  is_integral: number;
  temp_id: number | null;
}

/** The cart line frozen into the order (cart_info JSON, camelCase as fastjson writes it). */
function cartInfo(uid: number, cartId: number, s: SkuRow, cartNum: number): Record<string, unknown> {
  const price = centsToWire(s.price);
  return {
    id: cartId,
    uid,
    type: 'product',
    productId: s.product_id,
    productAttrUnique: s.unique,
    cartNum,
    truePrice: price,
    vipTruePrice: price,
    costPrice: centsToWire(s.cost),
    trueStock: s.stock,
    combinationId: 0,
    seckillId: 0,
    productInfo: {
      id: s.product_id,
      storeName: s.store_name,
      image: s.product_image,
      price,
      otPrice: centsToWire(s.ot_price),
      cost: centsToWire(s.cost),
      stock: s.stock,
      sales: s.sales,
      unitName: s.unit_name,
      cateId: String(s.cate_id),
      specType: s.spec_type,
      isIntegral: s.is_integral,
      tempId: s.temp_id,
      attrInfo: {
        productId: s.product_id,
        sku: s.sku,
        unique: s.unique,
        price,
        otPrice: centsToWire(s.ot_price),
        cost: centsToWire(s.cost),
        stock: s.stock,
        sales: s.sales,
        image: s.image,
        barCode: s.bar_code,
        integral: s.integral,
      },
    },
  };
}

let cartSerial = 0;

/**
 * Inserts an order as the app would: each line's stock taken from the product and its SKU
 * (refused when short, 9.2), the lines frozen, the status log's 订单生成 (and 用户付款成功
 * when paid). Inside the caller's transaction. Returns the order's id.
 */
export function createOrder(db: Db, o: NewOrder): number {
  const skuOf = db.prepare<[string], SkuRow>(`SELECT v.product_id, v.sku, v."unique", v.price, v.ot_price, v.cost, v.stock, v.sales, v.image, v.bar_code, v.integral,
      p.store_name, p.image AS product_image, p.unit_name, p.cate_id, p.spec_type, p.is_integral, p.temp_id
    FROM yx_store_product_attr_value v JOIN yx_store_product p ON p.id = v.product_id WHERE v."unique" = ?`);
  const takeProduct = db.prepare('UPDATE yx_store_product SET stock = stock - ?, sales = sales + ? WHERE id = ? AND stock >= ?');
  const takeSku = db.prepare('UPDATE yx_store_product_attr_value SET stock = stock - ?, sales = sales + ? WHERE "unique" = ? AND stock >= ?');
  const skus = o.lines.map((l) => {
    const s = skuOf.get(l.unique);
    if (!s) throw new Error(`no SKU ${l.unique}`);
    if (o.takeStock !== false) {
      if (takeProduct.run(l.cartNum, l.cartNum, s.product_id, l.cartNum).changes !== 1) throw new Error('共享商品库存不足');
      if (takeSku.run(l.cartNum, l.cartNum, l.unique, l.cartNum).changes !== 1) throw new Error('商品库存不足');
    }
    return { s, cartNum: l.cartNum, cartId: ++cartSerial };
  });
  const totalNum = skus.reduce((n, l) => n + l.cartNum, 0);
  const totalPrice = skus.reduce((n, l) => n + l.s.price * l.cartNum, 0);
  const cost = skus.reduce((n, l) => n + l.s.cost * l.cartNum, 0);
  const postage = o.postage ?? 0;
  const couponPrice = o.coupon?.price ?? 0;
  const deduction = o.usePoints?.cents ?? 0;
  const payIntegral = o.payIntegral ?? 0;
  const payPrice = payIntegral > 0 ? 0 : Math.max(0, totalPrice + postage - couponPrice - deduction);
  const shipping = o.shippingType ?? 1;
  const orderId = o.orderId ?? snowflake(o.at);
  const paid = o.paidAfterMs !== undefined;
  const receiver = o.receiver ?? { realName: '买家', phone: '13800000000', address: '北京市 北京市 东城区 1号' };
  const payType = payIntegral > 0 ? 'integral' : (o.payType ?? 'yue');
  const id = Number(
    db
      .prepare(
        `INSERT INTO yx_store_order (id, order_id, uid, real_name, user_phone, user_address, cart_id, freight_price, total_num, total_price, total_postage, pay_price, pay_postage,
          deduction_price, coupon_id, coupon_price, paid, pay_time, pay_type, create_time, update_time, gain_integral, use_integral, pay_integral, mark, "unique", cost,
          verify_code, shipping_type, is_channel)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        o.id ?? null,
        orderId,
        o.uid,
        receiver.realName,
        receiver.phone,
        receiver.address,
        skus.map((l) => l.cartId).join(','),
        postage,
        totalNum,
        totalPrice,
        postage,
        payPrice,
        postage,
        deduction,
        o.coupon?.id ?? 0,
        couponPrice,
        paid ? 1 : 0,
        paid ? o.at + o.paidAfterMs! : null,
        paid ? payType : '',
        o.at,
        o.at,
        o.gainIntegral ?? 0,
        o.usePoints?.points ?? 0,
        payIntegral,
        o.mark ?? '',
        randomUUID().replace(/-/g, ''),
        cost,
        shipping === 2 ? orderId.slice(-12) : '',
        shipping,
        o.isChannel ?? 1,
      ).lastInsertRowid,
  );
  const line = db.prepare('INSERT INTO yx_store_order_cart_info (oid, order_id, cart_id, product_id, cart_info, "unique") VALUES (?, ?, ?, ?, ?, ?)');
  for (const l of skus) line.run(id, orderId, l.cartId, l.s.product_id, JSON.stringify(cartInfo(o.uid, l.cartId, l.s, l.cartNum)), randomUUID().replace(/-/g, ''));
  const log = db.prepare('INSERT INTO yx_store_order_status (oid, change_type, change_message, change_time) VALUES (?, ?, ?, ?)');
  log.run(id, 'yshop_create_order', '订单生成', o.at);
  if (paid) log.run(id, 'pay_success', '用户付款成功', o.at + o.paidAfterMs!);
  return id;
}
