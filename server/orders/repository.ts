import type { Db } from '../db/connection';
import { likePattern, orderBy, Where, type Page } from '../db/list';
import { StatementCache } from '../db/statement-cache';
import { orderDto, type BuyerRecord, type CartLineRecord, type OrderRecord, type StatusLogRecord } from './dto';
import type { OrderDto } from './schemas';

/** The list's filters (CONTRACT-SHOP 5.1). */
export interface OrderFilter {
  orderStatus: string;
  orderType: string;
  orderId?: string | undefined;
  realName?: string | undefined;
  userPhone?: string | undefined;
  storeId?: number | undefined;
  createTime?: readonly [number, number] | null;
}

/** The sortable columns (10.1's whitelist); anything else gives the default order. */
export const ORDER_SORT = { id: 'o.id', createTime: 'o.create_time', payTime: 'o.pay_time', payPrice: 'o.pay_price', totalPrice: 'o.total_price' } as const;
const DEFAULT_ORDER = 'o.id DESC';

/** `orderStatus` -> `tab` (5.1); any other value is 全部. */
const TABS: Readonly<Record<string, number>> = { '0': 0, '1': 1, '2': 2, '3': 3, '4': 4, '-1': -1, '-2': -2 };

/**
 * `orderType` -> a condition on `shipping_type` and `kind` (migration 10), the same over the
 * orders (alias `o.`) and their counts (no alias). 0 (所有订单) is every order, pickup ones
 * too: 核销 lives on this list (decisions); yshop showed pickup orders under 5 only.
 * 4 (砍价) has no column and filters express orders only, as yshop.
 */
function typeCondition(orderType: string, p: string): string | null {
  switch (orderType) {
    case '1':
      return `${p}shipping_type = 1 AND (${p}kind & 3) = 0`;
    case '2':
      return `${p}shipping_type = 1 AND (${p}kind & 1) <> 0`;
    case '3':
      return `${p}shipping_type = 1 AND (${p}kind & 2) <> 0`;
    case '4':
      return `${p}shipping_type = 1`;
    case '5':
      return `${p}shipping_type = 2`;
    case '6':
      return `${p}shipping_type = 1 AND (${p}kind & 4) <> 0`;
    default:
      return null;
  }
}

/** The filters beyond tab and type: these need the rows themselves to count. */
const isSearch = (f: OrderFilter): boolean => Boolean(f.orderId || f.realName || f.userPhone || f.storeId !== undefined || f.createTime);

/** The next string after every string starting with `prefix` (the order-number range's end). */
const afterPrefix = (prefix: string): string => `${prefix}\uffff`;

/** Orders with their lines, buyer and log, as the list, the detail and the export read them. */
export class OrderRepository {
  private readonly statements: StatementCache;

  constructor(private readonly db: Db) {
    this.statements = new StatementCache(db);
  }

  private sql(text: string) {
    return this.statements.get(text);
  }

  order(sort: string | readonly string[] | undefined): string {
    return orderBy(sort, ORDER_SORT, DEFAULT_ORDER, 'o.id');
  }

  private where(f: OrderFilter): Where {
    // An order-number search finds a handful of rows through its own index: the unary `+`
    // keeps SQLite from walking a tab's (or the time) index instead, which is a scan of
    // hundreds of thousands of orders.
    const o = f.orderId ? '+o.' : 'o.';
    const w = new Where().add(`${o}is_del = 0`);
    const tab = TABS[f.orderStatus];
    if (tab !== undefined) w.add(`${o}tab = ?`, tab);
    const type = typeCondition(f.orderType, o);
    if (type !== null) w.add(type);
    if (f.orderId) w.add('o.order_id >= ? AND o.order_id < ?', f.orderId, afterPrefix(f.orderId));
    if (f.realName) w.add("o.real_name LIKE ? ESCAPE '\\'", likePattern(f.realName));
    if (f.userPhone) w.add("o.user_phone LIKE ? ESCAPE '\\'", likePattern(f.userPhone));
    w.equals(`${o}store_id`, f.storeId).between(`${o}create_time`, f.createTime ?? null);
    return w;
  }

  /** The filter's total: from the kept counts for a tab and type alone, else counted. */
  total(f: OrderFilter): number {
    if (!isSearch(f)) {
      const w = new Where();
      const tab = TABS[f.orderStatus];
      if (tab !== undefined) w.add('tab = ?', tab);
      const type = typeCondition(f.orderType, '');
      if (type !== null) w.add(type);
      return this.sql(`SELECT coalesce(sum(n), 0) FROM yx_store_order_counts ${w.sql}`).pluck().get(...w.params) as number;
    }
    const w = this.where(f);
    return this.sql(`SELECT COUNT(*) FROM yx_store_order o ${w.sql}`).pluck().get(...w.params) as number;
  }

  /** One page: the page's ids from the indexes, then those orders with their lines and buyers. */
  page(f: OrderFilter, order: string, page: number, size: number): Page<OrderDto> {
    const w = this.where(f);
    const rows = this.sql(`SELECT o.* FROM yx_store_order o ${w.sql} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...w.params, size, page * size) as OrderRecord[];
    const totalElements = page === 0 && rows.length < size ? rows.length : this.total(f);
    return { content: this.withParts(rows, false), totalElements };
  }

  /** Every order the filter finds (the export: at most `limit`), as wire objects. */
  rows(f: OrderFilter, order: string, limit: number, offset: number): OrderRecord[] {
    const w = this.where(f);
    return this.sql(`SELECT o.* FROM yx_store_order o ${w.sql} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...w.params, limit, offset) as OrderRecord[];
  }

  /** Live orders by number (导出选中), newest first. */
  byNumbers(numbers: readonly string[]): OrderRecord[] {
    return this.sql('SELECT o.* FROM yx_store_order o WHERE +o.is_del = 0 AND o.order_id IN (SELECT value FROM json_each(?)) ORDER BY o.id DESC').all(JSON.stringify(numbers)) as OrderRecord[];
  }

  /** Rows to DTOs: lines and buyers read for all of them at once. */
  withParts(rows: readonly OrderRecord[], withLog: boolean): OrderDto[] {
    if (rows.length === 0) return [];
    const ids = JSON.stringify(rows.map((r) => r.id));
    const lines = this.sql('SELECT * FROM yx_store_order_cart_info WHERE oid IN (SELECT value FROM json_each(?)) ORDER BY id').all(ids) as CartLineRecord[];
    const buyers = this.sql('SELECT uid, nickname, phone, avatar FROM yx_user WHERE uid IN (SELECT value FROM json_each(?))').all(JSON.stringify(rows.map((r) => r.uid))) as BuyerRecord[];
    const byOrder = new Map<number, CartLineRecord[]>();
    for (const l of lines) byOrder.set(l.oid, [...(byOrder.get(l.oid) ?? []), l]);
    const byUid = new Map(buyers.map((b) => [b.uid, b]));
    return rows.map((r) => orderDto(r, byOrder.get(r.id) ?? [], byUid.get(r.uid), withLog ? this.log(r.id) : null));
  }

  /** A live order by id, or null. */
  find(id: number): OrderRecord | null {
    return (this.sql('SELECT * FROM yx_store_order WHERE id = ? AND is_del = 0').get(id) as OrderRecord | undefined) ?? null;
  }

  /** A live order by the number the console sends (`order_id`, `unique` or `extend_order_id`, 5.3). */
  findByNumber(number: string): OrderRecord | null {
    return (
      (this.sql('SELECT * FROM yx_store_order WHERE id = (SELECT min(id) FROM yx_store_order WHERE +is_del = 0 AND (order_id = ? OR "unique" = ? OR extend_order_id = ?))').get(number, number, number) as
        | OrderRecord
        | undefined) ?? null
    );
  }

  detail(id: number): OrderDto | null {
    const row = this.find(id);
    return row ? this.withParts([row], true)[0]! : null;
  }

  lines(oid: number): CartLineRecord[] {
    return this.sql('SELECT * FROM yx_store_order_cart_info WHERE oid = ? ORDER BY id').all(oid) as CartLineRecord[];
  }

  log(oid: number): StatusLogRecord[] {
    return this.sql('SELECT * FROM yx_store_order_status WHERE oid = ? ORDER BY id').all(oid) as StatusLogRecord[];
  }

  /** The earliest log time of each type (getNowOrderStatus). */
  firstTimes(oid: number): Map<string, number> {
    const rows = this.sql('SELECT change_type, min(change_time) AS at FROM yx_store_order_status WHERE oid = ? GROUP BY change_type').all(oid) as Array<{ change_type: string; at: number }>;
    return new Map(rows.map((r) => [r.change_type, r.at]));
  }
}
