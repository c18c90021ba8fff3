import type { Db } from '../db/connection';
import { badRequest } from '../http/errors';
import { StatementCache } from '../db/statement-cache';
import { yuanText, centsText } from '../shared/cents';
import type { OrderRecord } from './dto';
import { ORDER_GONE, WRONG_STATE } from './schemas';
import { snowflake } from './snowflake';

/** 无需物流 (the console's choice, CRMEB's word): shipped without a company or number. */
export const NO_LOGISTICS = 'fictitious';

export interface Delivery {
  orderId: string;
  deliveryName?: string | null | undefined;
  deliveryId?: string | null | undefined;
  deliveryType?: string | null | undefined;
}

/** What an order line's frozen cart JSON says about stock (CONTRACT-SHOP 3). */
interface LineStock {
  productId: number;
  unique: string;
  cartNum: number;
}

function lineStock(cartInfo: string, productId: number): LineStock | null {
  try {
    const c = JSON.parse(cartInfo) as { productId?: unknown; productAttrUnique?: unknown; cartNum?: unknown };
    const cartNum = Number(c.cartNum);
    if (!Number.isSafeInteger(cartNum) || cartNum <= 0) return null;
    return { productId: typeof c.productId === 'number' ? c.productId : productId, unique: typeof c.productAttrUnique === 'string' ? c.productAttrUnique : '', cartNum };
  } catch {
    return null;
  }
}

/** `WHERE` of the order a body's number names (order_id, unique or extend_order_id, 5.3). */
// min(id) and `+is_del`: the three indexes are read (a multi-index OR); `ORDER BY id LIMIT 1`
// made the planner walk every order by id instead.
const BY_NUMBER = `id = (SELECT min(id) FROM yx_store_order WHERE +is_del = 0 AND (order_id = @number OR "unique" = @number OR extend_order_id = @number))`;

/**
 * Every admin transition of CONTRACT-SHOP 9.1 with its Rec. guards. Each runs inside the
 * caller's transaction and starts with one `UPDATE ... WHERE <the state it starts from>`:
 * of two operators acting on one order at once, the second finds the state changed and
 * is refused, so nothing happens twice. Only when that UPDATE changes nothing are the rows
 * read, to say why. Each writes its status-log row with the contract's change_type.
 */
export class OrderTransitions {
  private readonly statements: StatementCache;

  constructor(private readonly db: Db) {
    this.statements = new StatementCache(db);
  }

  private sql(text: string) {
    return this.statements.get(text);
  }

  private byNumber(number: string): OrderRecord | undefined {
    return this.sql(`SELECT * FROM yx_store_order WHERE ${BY_NUMBER}`).get({ number }) as OrderRecord | undefined;
  }

  private byId(id: number): OrderRecord | undefined {
    return this.sql('SELECT * FROM yx_store_order WHERE id = ? AND is_del = 0').get(id) as OrderRecord | undefined;
  }

  log(oid: number, changeType: string, message: string, at: number): void {
    this.sql('INSERT INTO yx_store_order_status (oid, change_type, change_message, change_time) VALUES (?, ?, ?, ?)').run(oid, changeType, message, at);
  }

  private bill(uid: number, linkId: string, pm: 0 | 1, title: string, category: 'now_money' | 'integral', type: string, number: number, balance: number, mark: string, at: number): void {
    this.sql(
      'INSERT INTO yx_user_bill (uid, link_id, pm, title, category, type, number, balance, mark, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(uid, linkId, pm, title, category, type, number, balance, mark, at, at);
  }

  /** 发货 (5.3): paid, unshipped, not refunding, an express order; a live company of that name. */
  ship(body: Delivery, at: number): void {
    const d = this.delivery(body);
    const shipped = this.sql(
      `UPDATE yx_store_order SET status = 1, delivery_id = @deliveryId, delivery_type = @type,
         delivery_name = CASE WHEN @none THEN NULL ELSE (SELECT name FROM yx_express WHERE is_del = 0 AND name = @name) END,
         delivery_sn = CASE WHEN @none THEN '' ELSE (SELECT code FROM yx_express WHERE is_del = 0 AND name = @name) END,
         update_time = @at
       WHERE ${BY_NUMBER} AND paid = 1 AND status = 0 AND refund_status = 0 AND shipping_type = 1
         AND (@none OR EXISTS (SELECT 1 FROM yx_express WHERE is_del = 0 AND name = @name))
       RETURNING id`,
    ).get({ ...d.params, number: body.orderId, at }) as { id: number } | undefined;
    if (!shipped) {
      const o = this.byNumber(body.orderId);
      if (!o) throw badRequest(ORDER_GONE);
      if (o.paid !== 1 || o.status !== 0) throw badRequest(WRONG_STATE);
      if (o.refund_status !== 0) throw badRequest('订单退款中或已退款');
      if (o.shipping_type !== 1) throw badRequest(WRONG_STATE);
      throw badRequest('请后台先添加快递公司');
    }
    this.log(shipped.id, 'delivery_goods', d.none ? '已发货 无需物流' : `已发货 快递公司：${d.params.name}快递单号：${d.params.deliveryId}`, at);
  }

  /** 修改快递 (5.4): shipped, not refunding (Rec.), an express order. No log row, as yshop. */
  changeDelivery(body: Delivery, at: number): void {
    const d = this.delivery(body);
    const changed = this.sql(
      `UPDATE yx_store_order SET delivery_id = @deliveryId, delivery_type = @type,
         delivery_name = CASE WHEN @none THEN NULL ELSE (SELECT name FROM yx_express WHERE is_del = 0 AND name = @name) END,
         delivery_sn = CASE WHEN @none THEN '' ELSE (SELECT code FROM yx_express WHERE is_del = 0 AND name = @name) END,
         update_time = @at
       WHERE ${BY_NUMBER} AND paid = 1 AND status = 1 AND refund_status = 0 AND shipping_type = 1
         AND (@none OR EXISTS (SELECT 1 FROM yx_express WHERE is_del = 0 AND name = @name))`,
    ).run({ ...d.params, number: body.orderId, at }).changes;
    if (changed === 0) {
      const o = this.byNumber(body.orderId);
      if (!o) throw badRequest(ORDER_GONE);
      if (o.paid !== 1 || o.status !== 1 || o.refund_status !== 0 || o.shipping_type !== 1) throw badRequest(WRONG_STATE);
      throw badRequest('请后台先添加快递公司');
    }
  }

  /** The body's checks in yshop's order (请选择快递公司, 快递单号不能为空), or 无需物流. */
  private delivery(body: Delivery) {
    const none = body.deliveryType === NO_LOGISTICS;
    const name = (body.deliveryName ?? '').trim();
    const deliveryId = (body.deliveryId ?? '').trim();
    if (!none && name === '') throw badRequest('请选择快递公司');
    if (!none && deliveryId === '') throw badRequest('快递单号不能为空');
    return { none, params: { none: none ? 1 : 0, name, deliveryId: none ? null : deliveryId, type: none ? NO_LOGISTICS : 'express' } };
  }

  /** 核销 (5.5): the order's own code, paid, not refunding, not yet verified, a pickup order. */
  verify(id: number, code: string, at: number): void {
    if (code.trim() === '') throw badRequest('核销码不能为空');
    const done = this.sql(
      `UPDATE yx_store_order SET status = 2, update_time = ?
       WHERE id = ? AND is_del = 0 AND verify_code = ? AND paid = 1 AND refund_status = 0 AND status = 0 AND shipping_type = 2
       RETURNING id, uid, order_id, gain_integral`,
    ).get(at, id, code.trim()) as { id: number; uid: number; order_id: string; gain_integral: number } | undefined;
    if (!done) {
      const o = this.byId(id);
      if (!o) throw badRequest(ORDER_GONE);
      if (o.verify_code === '' || o.verify_code !== code.trim()) throw badRequest('核销码不对');
      if (o.paid !== 1) throw badRequest('订单未支付');
      if (o.refund_status !== 0) throw badRequest('核销的订单不存在或未支付或已退款');
      if (o.status !== 0) throw badRequest('订单已经核销');
      throw badRequest(WRONG_STATE);
    }
    this.gainPoints(done.uid, done.order_id, done.gain_integral, at);
    this.log(done.id, 'user_take_delivery', '已核销', at);
  }

  /** The points an order earns, credited at 核销 (9.2) with their bill row. */
  private gainPoints(uid: number, orderId: string, points: number, at: number): void {
    if (points <= 0) return;
    const balance = this.sql('UPDATE yx_user SET integral = integral + ? WHERE uid = ? RETURNING integral').pluck().get(points, uid) as number | undefined;
    if (balance === undefined) return;
    this.bill(uid, orderId, 1, '购买商品赠送积分', 'integral', 'gain', points, balance, `购买商品赠送${centsText(points)}积分`, at);
  }

  /**
   * 退款 (5.6, Rec.): paid, not yet refunded, 0 < amount <= pay_price, synchronous for
   * every pay type; `yue` credits the balance (with its bill row); stock, points and coupon
   * come back (9.2). Returns the refunded order.
   */
  refund(number: string, amount: number, at: number, operator: string): OrderRecord {
    const refunded = this.sql(
      `UPDATE yx_store_order SET refund_status = 2, refund_price = @amount, update_time = @at
       WHERE ${BY_NUMBER} AND paid = 1 AND refund_status <> 2 AND pay_price >= @amount
         AND EXISTS (SELECT 1 FROM yx_user u WHERE u.uid = yx_store_order.uid)
       RETURNING *`,
    ).get({ number, amount, at }) as OrderRecord | undefined;
    if (!refunded) {
      const o = this.byNumber(number);
      if (!o) throw badRequest(ORDER_GONE);
      if (this.sql('SELECT 1 FROM yx_user WHERE uid = ?').get(o.uid) === undefined) throw badRequest('用户不存在');
      // Refunded already (by another operator, maybe a moment ago): the word, not
      // yshop's 订单已经退款了哦！ (docs/decisions.md, "Orders server").
      if (o.refund_status === 2 || o.paid !== 1) throw badRequest(WRONG_STATE);
      throw badRequest('退款金额不正确');
    }
    if (refunded.pay_type === 'yue') {
      const balance = this.sql('UPDATE yx_user SET now_money = now_money + ? WHERE uid = ? RETURNING now_money').pluck().get(amount, refunded.uid) as number;
      this.bill(refunded.uid, refunded.order_id, 1, '商品退款', 'now_money', 'pay_product_refund', amount, balance, `订单退款到余额${yuanText(amount)}元`, at);
    }
    this.giveBack(refunded, at);
    // An application still open for this order is settled by this refund: approving or
    // paying it later would refund twice.
    for (const salesId of this.sql(
      `UPDATE yx_store_after_sales SET state = 3 WHERE order_code = ? AND is_del = 0 AND state < 3 AND sales_state = 0 RETURNING id`,
    ).pluck().all(refunded.order_id) as number[]) {
      this.sql('INSERT INTO yx_store_after_sales_status (store_after_sales_id, change_type, change_message, change_time, operator) VALUES (?, 3, ?, ?, ?)').run(salesId, '平台打款成功', at, operator);
    }
    this.log(refunded.id, 'refund_price_success', `退款给用户：${yuanText(amount)}元`, at);
    return refunded;
  }

  /**
   * regressionStock / regressionIntegral / regressionCoupon (9.2): each line's product and
   * SKU stock back (sales down), the points the order used (or paid, for 积分 orders) back
   * with a bill row, the coupon unused again. Called once per order: after the guarded
   * UPDATE that made it refunded or deleted.
   */
  private giveBack(o: OrderRecord, at: number): void {
    const product = this.sql('UPDATE yx_store_product SET stock = stock + ?, sales = max(sales - ?, 0) WHERE id = ?');
    const sku = this.sql('UPDATE yx_store_product_attr_value SET stock = stock + ?, sales = max(sales - ?, 0) WHERE "unique" = ? AND product_id = ?');
    for (const line of this.sql('SELECT product_id, cart_info FROM yx_store_order_cart_info WHERE oid = ? ORDER BY id').all(o.id) as Array<{ product_id: number; cart_info: string }>) {
      const s = lineStock(line.cart_info, line.product_id);
      if (!s) continue;
      product.run(s.cartNum, s.cartNum, s.productId);
      if (s.unique !== '') sku.run(s.cartNum, s.cartNum, s.unique, s.productId);
    }
    const points = o.pay_integral > 0 ? o.pay_integral : o.use_integral;
    if (points > 0) {
      const balance = this.sql('UPDATE yx_user SET integral = integral + ? WHERE uid = ? RETURNING integral').pluck().get(points, o.uid) as number | undefined;
      if (balance !== undefined) this.bill(o.uid, o.order_id, 1, '积分回退', 'integral', 'deduction', points, balance, `购买商品失败,回退积分${centsText(points)}`, at);
      this.sql('UPDATE yx_store_order SET back_integral = ? WHERE id = ?').run(points, o.id);
    }
    if (o.coupon_id > 0) this.sql('UPDATE yx_store_coupon_user SET status = 0, use_time = NULL, update_time = ? WHERE id = ? AND status = 1').run(at, o.coupon_id);
  }

  /** 改价 (5.7, Rec.): unpaid only; pay_price and a new extend_order_id when it changes. */
  editPrice(id: number, payPrice: number, at: number): void {
    const changed = this.sql(
      `UPDATE yx_store_order SET extend_order_id = CASE WHEN pay_price <> @payPrice THEN @extend ELSE extend_order_id END, pay_price = @payPrice, update_time = @at
       WHERE id = @id AND is_del = 0 AND paid = 0 AND status = 0 AND refund_status = 0`,
    ).run({ id, payPrice, extend: snowflake(at), at }).changes;
    if (changed === 0) throw badRequest(this.byId(id) ? WRONG_STATE : ORDER_GONE);
    this.log(id, 'order_edit', `修改订单价格为：${yuanText(payPrice)}`, at);
  }

  /** 备注 (5.8, Rec.): the admin's note and nothing else. */
  remark(id: number, remark: string, at: number): void {
    const changed = this.sql('UPDATE yx_store_order SET remark = ?, update_time = ? WHERE id = ? AND is_del = 0').run(remark, at, id).changes;
    if (changed === 0) throw badRequest(ORDER_GONE);
  }

  /**
   * 删除 (5.9, Rec.): an unpaid order (its stock, points and coupon come back, as the app's
   * cancel) or a closed one (完成, or refunded); soft.
   */
  remove(id: number, at: number): void {
    const removed = this.sql(
      `UPDATE yx_store_order SET is_del = 1, update_time = ?
       WHERE id = ? AND is_del = 0 AND ((paid = 0 AND status = 0 AND refund_status = 0) OR (paid = 1 AND (refund_status = 2 OR (status = 3 AND refund_status = 0))))
       RETURNING *`,
    ).get(at, id) as OrderRecord | undefined;
    if (!removed) throw badRequest(this.byId(id) ? WRONG_STATE : ORDER_GONE);
    if (removed.paid === 0) this.giveBack(removed, at);
    this.log(id, 'remove_order', '删除订单', at);
  }
}
