/**
 * Orders in every state for tests (not a test file): made as the app makes them
 * (createOrder: stock taken, lines frozen, log rows), then put in the state wanted.
 */
import type { Db } from '../db/connection';
import { createOrder, type NewOrder } from './create';

/** The seed's SKUs tests buy: product 37's single SKU (¥0.01) and product 34's `70,90m` (¥1). */
export const SKU = { tv: 'a5750ad037e44097b7c5d0e6f3d6cd0d' } as const;
export const BUYER = 41315;

/** The states of CONTRACT-SHOP 2 an order can be in, as (paid, status, refund_status, shipping_type). */
export const STATES = {
  unpaid: [0, 0, 0, 1],
  toShip: [1, 0, 0, 1],
  toVerify: [1, 0, 0, 2],
  shipped: [1, 1, 0, 1],
  received: [1, 2, 0, 1],
  done: [1, 3, 0, 1],
  refunding: [1, 0, 1, 1],
  afterSales: [1, -1, 1, 1],
  refunded: [1, 0, 2, 1],
  returned: [1, -2, 2, 1],
} as const;
export type StateName = keyof typeof STATES;

export const skuUnique = (db: Db, productId: number, sku: string): string =>
  db.prepare('SELECT "unique" FROM yx_store_product_attr_value WHERE product_id = ? AND sku = ?').pluck().get(productId, sku) as string;

/** An order of two lines (1 × product 37, 2 × product 34 `70,90m`) in `state`. */
export function orderIn(db: Db, state: StateName, at: number, extra: Partial<NewOrder> = {}): { id: number; orderId: string; verifyCode: string; payPrice: number } {
  const [paid, status, refund, shipping] = STATES[state];
  const id = createOrder(db, {
    uid: BUYER,
    lines: [
      { unique: SKU.tv, cartNum: 1 },
      { unique: skuUnique(db, 34, '70,90m'), cartNum: 2 },
    ],
    at,
    shippingType: shipping,
    ...(paid ? { paidAfterMs: 1000 } : {}),
    ...extra,
  });
  db.prepare('UPDATE yx_store_order SET status = ?, refund_status = ? WHERE id = ?').run(status, refund, id);
  if (status === 1) db.prepare("UPDATE yx_store_order SET delivery_name = '顺丰速运', delivery_sn = 'SF', delivery_id = 'SF1', delivery_type = 'express' WHERE id = ?").run(id);
  return db.prepare('SELECT id, order_id AS orderId, verify_code AS verifyCode, pay_price AS payPrice FROM yx_store_order WHERE id = ?').get(id) as {
    id: number;
    orderId: string;
    verifyCode: string;
    payPrice: number;
  };
}

export const orderRow = (db: Db, id: number) =>
  db.prepare('SELECT paid, status, refund_status, is_del, pay_price, refund_price, delivery_name, delivery_sn, delivery_id, delivery_type, remark FROM yx_store_order WHERE id = ?').get(id) as {
    paid: number;
    status: number;
    refund_status: number;
    is_del: number;
    pay_price: number;
    refund_price: number;
    delivery_name: string | null;
    delivery_sn: string;
    delivery_id: string | null;
    delivery_type: string | null;
    remark: string | null;
  };

export const logOf = (db: Db, id: number) =>
  db.prepare('SELECT change_type AS type, change_message AS message FROM yx_store_order_status WHERE oid = ? ORDER BY id').all(id) as Array<{ type: string; message: string }>;

export const stockOf = (db: Db) => ({
  product37: db.prepare('SELECT stock, sales FROM yx_store_product WHERE id = 37').get(),
  product34: db.prepare('SELECT stock, sales FROM yx_store_product WHERE id = 34').get(),
  sku37: db.prepare('SELECT stock, sales FROM yx_store_product_attr_value WHERE "unique" = ?').get(SKU.tv),
  sku34: db.prepare("SELECT stock, sales FROM yx_store_product_attr_value WHERE product_id = 34 AND sku = '70,90m'").get(),
});

export const balanceOf = (db: Db, uid = BUYER) => db.prepare('SELECT now_money AS money, integral FROM yx_user WHERE uid = ?').get(uid) as { money: number; integral: number };
