import type { Db } from '../db/connection';
import { StatementCache } from '../db/statement-cache';
import { readCents } from '../shared/cents';
import type { AppContext } from '../context';
import { badRequest } from '../http/errors';
import { ORDER_GONE, WRONG_STATE } from '../http/order-messages';
import { SALES_GONE, SALES_WRONG_STATE } from './schemas';
import type { SalesRecord } from './repository';

/** The after-sales log's change types (CONTRACT-SHOP 2). */
const LOG = { created: 0, approved: 1, shipped: 2, paid: 3, refused: 4 } as const;

export interface Application {
  orderCode: string;
  serviceType: 0 | 1;
  reasons: string;
  explains: string;
  explainImg: string;
  productIds?: readonly number[] | null | undefined;
}

interface LineRow {
  id: number;
  product_id: number;
  cart_info: string;
}

const PRICE = { label: '单价', missing: '缺少单价', notPositive: '单价为负', zero: true };

/** What a step reads of the order (yx_store_order's columns, named as stored). */
interface OrderRow {
  id: number;
  order_id: string;
  uid: number;
  total_price: number;
  pay_price: number;
  pay_postage: number;
  coupon_price: number;
  status: number;
}

/** A line's paid amount in cents: truePrice × cartNum from its frozen JSON. */
function lineCents(cartInfo: string): number {
  try {
    const c = JSON.parse(cartInfo) as { truePrice?: unknown; cartNum?: unknown };
    const price = readCents(c.truePrice, PRICE);
    const n = typeof c.cartNum === 'number' && Number.isSafeInteger(c.cartNum) ? c.cartNum : 0;
    return price.ok ? price.cents * n : 0;
  } catch {
    return 0;
  }
}

/**
 * 售后 (CONTRACT-SHOP 6 with its Rec.): apply (the app's step, for the seed, tests and an
 * operator entering it for a buyer), 审核 only from state 0 / sales_state 0, the return
 * parcel only from state 1, 打款 only from state 2; one refund path (the order's) that
 * ends with state 3, order status -2 and refund_status 2. Each step is one guarded UPDATE
 * inside the caller's transaction, with its log row.
 */
export class AfterSalesFlow {
  private readonly statements: StatementCache;

  constructor(
    private readonly db: Db,
    private readonly orders: AppContext['orderTransitions'],
  ) {
    this.statements = new StatementCache(db);
  }

  private sql(text: string) {
    return this.statements.get(text);
  }

  private log(salesId: number, type: number, message: string, at: number, operator: string): void {
    this.sql('INSERT INTO yx_store_after_sales_status (store_after_sales_id, change_type, change_message, change_time, operator) VALUES (?, ?, ?, ?, ?)').run(salesId, type, message, at, operator);
  }

  /** applyForAfterSales: paid, not refunding, status >= 0; the order goes to status -1 / refund 1. */
  apply(a: Application, at: number, operator: string): number {
    const o = this.sql('SELECT * FROM yx_store_order WHERE order_id = ? AND +is_del = 0').get(a.orderCode) as OrderRow | undefined;
    if (!o) throw badRequest(ORDER_GONE);
    const moved = this.sql(
      `UPDATE yx_store_order SET status = -1, refund_status = 1, refund_reason_wap = ?, refund_reason_wap_explain = ?, refund_reason_wap_img = ?, refund_reason_time = ?, update_time = ?
       WHERE id = ? AND is_del = 0 AND paid = 1 AND refund_status = 0 AND status = ? AND status >= 0`,
    ).run(a.reasons, a.explains, a.explainImg, at, at, o.id, o.status).changes;
    if (moved === 0) throw badRequest(WRONG_STATE);
    const all = this.sql('SELECT id, product_id, cart_info FROM yx_store_order_cart_info WHERE oid = ? AND is_after_sales = 1 ORDER BY id').all(o.id) as LineRow[];
    const chosen = a.productIds && a.productIds.length > 0 ? all.filter((l) => a.productIds!.includes(l.product_id)) : all;
    if (chosen.length === 0) throw badRequest('请选择要售后的商品');
    const goods = chosen.reduce((n, l) => n + lineCents(l.cart_info), 0);
    // The lines' share of the coupon, in whole cents (floor: never more than the order paid).
    const couponShare = o.total_price > 0 ? Math.floor((o.coupon_price * goods) / o.total_price) : 0;
    const amount = Math.min(o.pay_price, Math.max(0, goods - couponShare + o.pay_postage));
    const id = Number(
      this.sql(
        `INSERT INTO yx_store_after_sales (order_code, refund_amount, service_type, reasons, explains, explain_img, state, sales_state, create_time, user_id, order_status)
         VALUES (?, ?, ?, ?, ?, ?, 0, 0, ?, ?, ?)`,
      ).run(o.order_id, amount, a.serviceType, a.reasons, a.explains, a.explainImg, at, o.uid, o.status).lastInsertRowid,
    );
    const item = this.sql('INSERT INTO yx_store_after_sales_item (store_after_sales_id, product_id, cart_info) VALUES (?, ?, ?)');
    const used = this.sql('UPDATE yx_store_order_cart_info SET is_after_sales = 0 WHERE id = ?');
    for (const l of chosen) {
      item.run(id, l.product_id, l.cart_info);
      used.run(l.id);
    }
    this.log(id, LOG.created, '售后订单生成', at, operator);
    this.orders.log(o.id, 'apply_refund', `用户申请退款，原因：${a.reasons}`, at);
    return id;
  }

  private refused(salesId: number, orderCode: string): never {
    const s = this.sql('SELECT * FROM yx_store_after_sales WHERE id = ? AND is_del = 0').get(salesId) as SalesRecord | undefined;
    if (!s || s.order_code !== orderCode) throw badRequest(SALES_GONE);
    throw badRequest(SALES_WRONG_STATE);
  }

  /** 审核 (salesCheck): 拒绝, or 通过 (退货退款 with a return address; 仅退款 refunds at once). */
  check(
    c: { salesId: number; orderCode: string; approvalStatus: 0 | 1; consignee: string; phoneNumber: string; address: string },
    at: number,
    operator: string,
  ): void {
    if (c.approvalStatus === 1) {
      const s = this.sql(
        `UPDATE yx_store_after_sales SET state = 3, sales_state = 2 WHERE id = ? AND order_code = ? AND is_del = 0 AND state = 0 AND sales_state = 0 RETURNING *`,
      ).get(c.salesId, c.orderCode) as SalesRecord | undefined;
      if (!s) this.refused(c.salesId, c.orderCode);
      this.log(s.id, LOG.refused, '平台审核失败', at, operator);
      // The order goes back to where it was before the application, its lines may apply again.
      const oid = this.sql(
        'UPDATE yx_store_order SET status = ?, refund_status = 0, update_time = ? WHERE order_id = ? AND +is_del = 0 AND refund_status = 1 RETURNING id',
      ).pluck().get(s.order_status, at, s.order_code) as number | undefined;
      if (oid !== undefined) {
        this.sql(
          'UPDATE yx_store_order_cart_info SET is_after_sales = 1 WHERE oid = ? AND product_id IN (SELECT product_id FROM yx_store_after_sales_item WHERE store_after_sales_id = ?)',
        ).run(oid, s.id);
      }
      return;
    }
    const found = this.sql('SELECT service_type, state, sales_state FROM yx_store_after_sales WHERE id = ? AND order_code = ? AND is_del = 0').get(c.salesId, c.orderCode) as
      | { service_type: number; state: number; sales_state: number }
      | undefined;
    if (!found) throw badRequest(SALES_GONE);
    if (found.state !== 0 || found.sales_state !== 0) throw badRequest(SALES_WRONG_STATE);
    if (found.service_type === 1) {
      if (!c.consignee || !c.phoneNumber || !c.address) throw badRequest('请输入收货人信息');
      const s = this.sql(
        `UPDATE yx_store_after_sales SET state = 1, consignee = ?, phone_number = ?, address = ? WHERE id = ? AND is_del = 0 AND state = 0 AND sales_state = 0 RETURNING id`,
      ).get(c.consignee, c.phoneNumber, c.address, c.salesId) as { id: number } | undefined;
      if (!s) this.refused(c.salesId, c.orderCode);
      this.log(s.id, LOG.approved, '平台审核成功', at, operator);
      return;
    }
    const s = this.sql(`UPDATE yx_store_after_sales SET state = 3 WHERE id = ? AND is_del = 0 AND state = 0 AND sales_state = 0 RETURNING *`).get(c.salesId) as SalesRecord | undefined;
    if (!s) this.refused(c.salesId, c.orderCode);
    this.log(s.id, LOG.approved, '平台审核成功', at, operator);
    this.payOut(s, at, operator);
  }

  /** The buyer's return parcel (state 1 -> 2), as the app records it. */
  parcel(p: { id: number; shipperCode: string; deliveryName: string; deliverySn: string }, at: number, operator: string): void {
    const s = this.sql(
      `UPDATE yx_store_after_sales SET state = 2, shipper_code = ?, delivery_name = ?, delivery_sn = ? WHERE id = ? AND is_del = 0 AND state = 1 AND sales_state = 0 AND service_type = 1 RETURNING id`,
    ).get(p.shipperCode, p.deliveryName, p.deliverySn, p.id) as { id: number } | undefined;
    if (!s) throw badRequest(this.sql('SELECT 1 FROM yx_store_after_sales WHERE id = ? AND is_del = 0').get(p.id) ? SALES_WRONG_STATE : SALES_GONE);
    this.log(s.id, LOG.shipped, '用户发货', at, operator);
  }

  /** 打款 (makeMoney): only once the buyer has shipped the goods back (state 2). */
  makeMoney(salesId: number, orderCode: string, at: number, operator: string): void {
    const s = this.sql(`UPDATE yx_store_after_sales SET state = 3 WHERE id = ? AND order_code = ? AND is_del = 0 AND state = 2 AND sales_state = 0 RETURNING *`).get(
      salesId,
      orderCode,
    ) as SalesRecord | undefined;
    if (!s) this.refused(salesId, orderCode);
    this.payOut(s, at, operator);
  }

  /** Log 3, the order to status -2, then the order's refund of the application's amount. */
  private payOut(s: SalesRecord, at: number, operator: string): void {
    this.log(s.id, LOG.paid, '平台打款成功', at, operator);
    const moved = this.sql('UPDATE yx_store_order SET status = -2, update_time = ? WHERE order_id = ? AND +is_del = 0 AND paid = 1 AND refund_status = 1').run(at, s.order_code).changes;
    if (moved === 0) throw badRequest(WRONG_STATE);
    this.orders.refund(s.order_code, s.refund_amount, at, operator);
  }

  /** Soft delete (10.19) of finished applications only, all or nothing. */
  remove(ids: readonly number[]): void {
    const del = this.sql('UPDATE yx_store_after_sales SET is_del = 1 WHERE id = ? AND is_del = 0 AND state = 3');
    for (const id of ids) {
      if (del.run(id).changes === 0) throw badRequest(this.sql('SELECT 1 FROM yx_store_after_sales WHERE id = ? AND is_del = 0').get(id) ? SALES_WRONG_STATE : SALES_GONE);
    }
  }
}
