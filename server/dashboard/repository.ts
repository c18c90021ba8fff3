import type { Db } from '../db/connection';
import { centsToWire } from '../shared/cents';
import { addDays, dayOf, daysBetween, keyOf, labelOf, monthLength, type Day } from './days';

/** `api/data/count` (CONTRACT-SHOP 8), amounts in yuan with 2 decimals. */
export interface CountFigures {
  todayPrice: number;
  todayCount: number;
  proPrice: number;
  proCount: number;
  monthPrice: number;
  monthCount: number;
  lastWeekCount: number;
  lastWeekPrice: number;
  userCount: number;
  orderCount: number;
  priceCount: number;
  goodsCount: number;
}

export interface ChartPoint {
  num: number;
  time: string;
}

export interface ChartSeries {
  chart: ChartPoint[];
  chartT: ChartPoint[];
  /** The first and last day shown, `yyyy-MM-dd` (ours: yshop sends neither). */
  from: string;
  to: string;
}

/** 本月 (yshop's only period) or the last 7, 30 or 90 days. */
export type ChartPeriod = 'month' | 7 | 30 | 90;

export interface RankedProduct {
  id: number;
  storeName: string;
  image: string;
  sales: number;
}

interface Sum {
  orders: number;
  cents: number;
}

/**
 * The dashboard's figures, all from kept counts: the paid orders per day
 * (`yx_store_order_days`, migration 13), the live orders per tab (migration 10) and the
 * live products per shelf (migration 9). No call reads the orders table.
 */
export class DashboardRepository {
  private readonly range;
  private readonly total;
  private readonly days;
  private readonly liveOrders;
  private readonly liveUsers;
  private readonly liveGoods;
  private readonly categories;
  private readonly ranked;

  constructor(db: Db) {
    this.range = db.prepare<[string, string], Sum>('SELECT coalesce(SUM(orders), 0) AS orders, coalesce(SUM(cents), 0) AS cents FROM yx_store_order_days WHERE day BETWEEN ? AND ?');
    this.total = db.prepare<[], Sum>('SELECT coalesce(SUM(orders), 0) AS orders, coalesce(SUM(cents), 0) AS cents FROM yx_store_order_days');
    this.days = db.prepare<[string, string], Sum & { day: string }>('SELECT day, orders, cents FROM yx_store_order_days WHERE day BETWEEN ? AND ?');
    this.liveOrders = db.prepare<[], number>('SELECT coalesce(SUM(n), 0) FROM yx_store_order_counts').pluck();
    this.liveUsers = db.prepare<[], number>('SELECT COUNT(*) FROM yx_user WHERE is_del = 0').pluck();
    this.liveGoods = db.prepare<[], number>('SELECT coalesce(SUM(n), 0) FROM yx_store_product_counts').pluck();
    // Units sold per category, from the products' kept sales (every order's lines add to
    // them and a refund or cancel takes them back, CONTRACT-SHOP 9.2).
    this.categories = db.prepare<[], { name: string | null; value: number }>(
      `SELECT c.cate_name AS name, SUM(p.sales) AS value FROM yx_store_product p LEFT JOIN yx_store_category c ON c.id = p.cate_id
       WHERE p.is_del = 0 GROUP BY p.cate_id HAVING SUM(p.sales) > 0 ORDER BY value DESC, p.cate_id`,
    );
    this.ranked = db.prepare<[], RankedProduct>(
      'SELECT id, store_name AS storeName, image, sales FROM yx_store_product WHERE is_del = 0 AND sales > 0 ORDER BY sales DESC, id LIMIT 10',
    );
  }

  private sum(from: Day, to: Day): Sum {
    return this.range.get(keyOf(from), keyOf(to))!;
  }

  /** The periods of CONTRACT-SHOP 2 ("Dashboard periods") around `now`. */
  count(now: number): CountFigures {
    const today = dayOf(now);
    const yesterday = addDays(today, -1);
    const t = this.sum(today, today);
    const y = this.sum(yesterday, yesterday);
    // From the 1st: later days hold nothing yet, unless the clock went back.
    const month = this.sum({ ...today, d: 1 }, { ...today, d: monthLength(today.y, today.m) });
    const week = this.sum(addDays(today, -7), yesterday);
    const all = this.total.get()!;
    return {
      todayPrice: centsToWire(t.cents),
      todayCount: t.orders,
      proPrice: centsToWire(y.cents),
      proCount: y.orders,
      monthPrice: centsToWire(month.cents),
      monthCount: month.orders,
      lastWeekCount: week.orders,
      lastWeekPrice: centsToWire(week.cents),
      userCount: this.liveUsers.get()!,
      orderCount: this.liveOrders.get()!,
      priceCount: centsToWire(all.cents),
      goodsCount: this.liveGoods.get()!,
    };
  }

  /** One point per day (days without orders are 0), `MM-dd`, oldest first. */
  private series(from: Day, to: Day): ChartSeries {
    const byDay = new Map(this.days.all(keyOf(from), keyOf(to)).map((row) => [row.day, row]));
    const days = daysBetween(from, to);
    return {
      chart: days.map((day) => ({ num: centsToWire(byDay.get(keyOf(day))?.cents ?? 0), time: labelOf(day) })),
      chartT: days.map((day) => ({ num: byDay.get(keyOf(day))?.orders ?? 0, time: labelOf(day) })),
      from: keyOf(from),
      to: keyOf(to),
    };
  }

  /**
   * The period's takings and orders per day and the same period just before (本月: the
   * previous month's first as many days, at most its length; N days: the N days before).
   */
  chart(now: number, period: ChartPeriod): ChartSeries & { previous: ChartSeries } {
    const today = dayOf(now);
    if (period === 'month') {
      const before = addDays({ ...today, d: 1 }, -1);
      const previousEnd = { ...before, d: Math.min(today.d, before.d) };
      return { ...this.series({ ...today, d: 1 }, today), previous: this.series({ ...before, d: 1 }, previousEnd) };
    }
    const from = addDays(today, 1 - period);
    return { ...this.series(from, today), previous: this.series(addDays(from, -period), addDays(from, -1)) };
  }

  /** yshop's `orderCount` answer: the categories' names and their units sold. */
  categorySales(): { column: Array<string | null>; orderCountDatas: Array<{ name: string | null; value: number }> } {
    const rows = this.categories.all();
    return { column: rows.map((row) => row.name), orderCountDatas: rows };
  }

  /** The ten best sellers (live products with sales, most first). */
  topProducts(): RankedProduct[] {
    return this.ranked.all();
  }
}
