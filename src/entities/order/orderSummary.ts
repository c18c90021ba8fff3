/*
 * 订单数 / 商品数 / 订单金额 / 客户数 of the selected orders (CONTRACT-SHOP.md 11.6): the
 * count, the sum of `totalNum`, the sum of `totalPrice` in integer cents (never a float
 * sum) and the buyers counted once each, by uid (two buyers may share a nickname; one
 * without a uid is told apart by nickname).
 */
import type { Order } from './orderRow';

export interface OrderSummary {
  orders: number;
  items: number;
  /** Cents. */
  amount: number;
  customers: number;
}

export const EMPTY_SUMMARY: OrderSummary = { orders: 0, items: 0, amount: 0, customers: 0 };

export function summarize(orders: readonly Pick<Order, 'totalNum' | 'totalPrice' | 'buyer'>[]): OrderSummary {
  const buyers = new Set<string>();
  let items = 0;
  let amount = 0;
  for (const order of orders) {
    items += order.totalNum;
    amount += order.totalPrice;
    buyers.add(order.buyer.uid === null ? `name:${order.buyer.nickname}` : `uid:${order.buyer.uid}`);
  }
  return { orders: orders.length, items, amount, customers: buyers.size };
}
