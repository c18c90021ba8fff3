/*
 * 首页's answers (CONTRACT-SHOP.md 8), read once here: amounts to integer cents (yshop's
 * Doubles are read by their digits, never multiplied), counts to integers. An answer
 * that is not the shape is undefined: the page leaves that part out (an eladmin back end
 * answers 404 or an HTML page, and the page shows what it shows without a shop).
 */
import { asTime, isObject } from '../../api/resource/wire';
import { centsFromYuan } from '../../shared/money/money';

export interface ShopFigures {
  todayCents: number;
  todayCount: number;
  yesterdayCents: number;
  yesterdayCount: number;
  weekCents: number;
  weekCount: number;
  monthCents: number;
  monthCount: number;
  userCount: number;
  orderCount: number;
  totalCents: number;
  goodsCount: number;
}

const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined);

/** `api/data/count`: every field, the four amounts yshop's console never showed too. */
export function readFigures(body: unknown): ShopFigures | undefined {
  if (!isObject(body)) return undefined;
  const figures = {
    todayCents: centsFromYuan(body.todayPrice),
    todayCount: count(body.todayCount),
    yesterdayCents: centsFromYuan(body.proPrice),
    yesterdayCount: count(body.proCount),
    weekCents: centsFromYuan(body.lastWeekPrice),
    weekCount: count(body.lastWeekCount),
    monthCents: centsFromYuan(body.monthPrice),
    monthCount: count(body.monthCount),
    userCount: count(body.userCount),
    orderCount: count(body.orderCount),
    totalCents: centsFromYuan(body.priceCount),
    goodsCount: count(body.goodsCount),
  };
  return Object.values(figures).every((value) => value !== undefined) ? (figures as ShopFigures) : undefined;
}

/** One day of a chart: its label (`MM-dd`) and value (cents for takings, a count for orders). */
export interface ChartDay {
  label: string;
  value: number;
}

export interface ChartSeries {
  takings: ChartDay[];
  orders: ChartDay[];
}

/** `api/data/chart`: yshop's `chart` / `chartT`, and, from this project's server, the period before. */
export interface ShopChart extends ChartSeries {
  previous?: ChartSeries;
}

function readPoints(value: unknown, amount: boolean): ChartDay[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const days: ChartDay[] = [];
  for (const point of value) {
    if (!isObject(point) || typeof point.time !== 'string') return undefined;
    // yshop sends the order count as a decimal (1.0): whole, it is a count.
    const number = centsFromYuan(point.num);
    if (number === undefined) return undefined;
    days.push({ label: point.time, value: amount ? number : Math.trunc(number / 100) });
  }
  return days;
}

function readSeries(body: unknown): ChartSeries | undefined {
  if (!isObject(body)) return undefined;
  const takings = readPoints(body.chart, true);
  const orders = readPoints(body.chartT, false);
  return takings && orders ? { takings, orders } : undefined;
}

export function readChart(body: unknown): ShopChart | undefined {
  const series = readSeries(body);
  if (!series || !isObject(body)) return undefined;
  const previous = readSeries(body.previous);
  return previous ? { ...series, previous } : series;
}

export interface Slice {
  label: string;
  value: number;
}

/** `api/yxStoreOrder/orderCount`: a category without a name is 未分类. */
export function readCategorySales(body: unknown): Slice[] | undefined {
  if (!isObject(body) || !Array.isArray(body.orderCountDatas)) return undefined;
  return body.orderCountDatas.flatMap((item) => {
    if (!isObject(item)) return [];
    const value = centsFromYuan(item.value);
    return value === undefined ? [] : [{ label: typeof item.name === 'string' && item.name !== '' ? item.name : '未分类', value: Math.trunc(value / 100) }];
  });
}

/** `api/data/topProducts` (this project's server only). */
export function readTopProducts(body: unknown): Slice[] | undefined {
  if (!isObject(body) || !Array.isArray(body.content)) return undefined;
  return body.content.flatMap((item) => (isObject(item) && typeof item.storeName === 'string' && count(item.sales) !== undefined ? [{ label: item.storeName, value: count(item.sales)! }] : []));
}

/** The lists 首页's 待办 counts, each read by its list call (yshop has no count call). */
export type TodoKey = 'toShip' | 'refunding' | 'toVerify' | 'afterSales' | 'extract' | 'lowStock';

/** A count, `more` when it is at least `count` (only the first page was looked at). */
export interface TodoCount {
  count: number;
  more: boolean;
}

/** An order waiting to ship, as 首页's new-order notice tells them apart. */
export interface WaitingOrder {
  id: number;
  /** `yyyy-MM-dd HH:mm:ss` (or '' when absent): compared as text. */
  payTime: string;
}

export const totalOf = (body: unknown): number | undefined => (isObject(body) ? count(body.totalElements) : undefined);
const rowsOf = (body: unknown): Record<string, unknown>[] => (isObject(body) && Array.isArray(body.content) ? body.content.filter(isObject) : []);

/** A list's total: what the filter found. */
export const readTotal = (body: unknown): TodoCount | undefined => {
  const total = totalOf(body);
  return total === undefined ? undefined : { count: total, more: false };
};

/**
 * Rows matching `test` on a first page of `size`: for a filter the back end lacks (yshop's
 * 提现 list has no status filter, no list a stock filter), so the page is sorted to bring
 * them first. A full page of matches says "at least".
 */
export function countMatching(body: unknown, size: number, test: (row: Record<string, unknown>) => boolean): TodoCount | undefined {
  const total = totalOf(body);
  if (total === undefined) return undefined;
  const rows = rowsOf(body);
  const matching = rows.filter(test).length;
  // Every row matched and there are more than shown: the filter was honoured (count them all) or the page is full.
  if (matching === rows.length && rows.length > 0) return total <= rows.length || rows.length < size ? { count: total, more: false } : { count: rows.length, more: true };
  return { count: matching, more: false };
}

export function readWaiting(body: unknown): WaitingOrder[] {
  return rowsOf(body).flatMap((row) => {
    const id = count(row.id);
    if (id === undefined) return [];
    return [{ id, payTime: typeof row.payTime === 'string' || typeof row.payTime === 'number' ? asTime(row.payTime) : '' }];
  });
}
