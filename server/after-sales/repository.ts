import type { Db } from '../db/connection';
import { Where, type Page } from '../db/list';
import { StatementCache } from '../db/statement-cache';
import { centsToWire } from '../shared/cents';
import { formatDateTime } from '../shared/time';
import type { SalesDto } from './schemas';

/** A `yx_store_after_sales` row (refund_amount in cents). */
export interface SalesRecord {
  id: number;
  order_code: string;
  refund_amount: number;
  service_type: number;
  reasons: string;
  explains: string;
  explain_img: string;
  shipper_code: string | null;
  delivery_sn: string | null;
  delivery_name: string | null;
  state: number;
  sales_state: number;
  create_time: number;
  is_del: number;
  user_id: number;
  consignee: string | null;
  phone_number: string | null;
  address: string | null;
  order_status: number;
}

export interface SalesFilter {
  orderCode?: string | undefined;
  serviceType?: number | undefined;
  salesState?: number | undefined;
  state?: number | undefined;
  time?: readonly [number, number] | null;
}

function parsed(text: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** 售后 applications with their lines and log times, newest first (CONTRACT-SHOP 6). */
export class AfterSalesRepository {
  private readonly statements: StatementCache;

  constructor(private readonly db: Db) {
    this.statements = new StatementCache(db);
  }

  private sql(text: string) {
    return this.statements.get(text);
  }

  private where(f: SalesFilter): Where {
    return new Where()
      .add('s.is_del = 0')
      .equals('s.order_code', f.orderCode)
      .equals('s.service_type', f.serviceType)
      .equals('s.sales_state', f.salesState)
      .equals('s.state', f.state)
      .between('s.create_time', f.time ?? null);
  }

  page(f: SalesFilter, page: number, size: number): Page<SalesDto> {
    const w = this.where(f);
    const rows = this.sql(`SELECT s.* FROM yx_store_after_sales s ${w.sql} ORDER BY s.create_time DESC, s.id DESC LIMIT ? OFFSET ?`).all(...w.params, size, page * size) as SalesRecord[];
    const total = this.sql(`SELECT COUNT(*) FROM yx_store_after_sales s ${w.sql}`).pluck().get(...w.params) as number;
    return { content: rows.map((r) => this.dto(r)), totalElements: total };
  }

  /** The matches, newest first, at most `limit` (an export asks one more than it holds). */
  all(f: SalesFilter, limit: number): SalesRecord[] {
    const w = this.where(f);
    return this.sql(`SELECT s.* FROM yx_store_after_sales s ${w.sql} ORDER BY s.create_time DESC, s.id DESC LIMIT ?`).all(...w.params, limit) as SalesRecord[];
  }

  find(id: number): SalesRecord | null {
    return (this.sql('SELECT * FROM yx_store_after_sales WHERE id = ? AND is_del = 0').get(id) as SalesRecord | undefined) ?? null;
  }

  private dto(r: SalesRecord): SalesDto {
    const items = this.sql('SELECT cart_info FROM yx_store_after_sales_item WHERE store_after_sales_id = ? ORDER BY id').pluck().all(r.id) as string[];
    const times = new Map(
      (this.sql('SELECT change_type, min(change_time) AS at FROM yx_store_after_sales_status WHERE store_after_sales_id = ? GROUP BY change_type').all(r.id) as Array<{ change_type: number; at: number }>).map(
        (x) => [x.change_type, formatDateTime(x.at)],
      ),
    );
    return {
      id: r.id,
      orderCode: r.order_code,
      refundAmount: centsToWire(r.refund_amount),
      serviceType: r.service_type,
      reasons: r.reasons,
      explains: r.explains,
      explainImg: r.explain_img,
      deliverySn: r.delivery_sn,
      deliveryName: r.delivery_name,
      shipperCode: r.shipper_code,
      state: r.state,
      salesState: r.sales_state,
      createTime: formatDateTime(r.create_time),
      isDel: r.is_del,
      userId: r.user_id,
      cartInfo: items.map(parsed),
      consignee: r.consignee,
      phoneNumber: r.phone_number,
      address: r.address,
      reviewTime: times.get(1) ?? null,
      deliveryTime: times.get(2) ?? null,
      completeTime: times.get(3) ?? null,
      auditFailedTime: times.get(4) ?? null,
      revocationTime: times.get(5) ?? null,
      closeAfterSaleTime: null,
    };
  }
}
