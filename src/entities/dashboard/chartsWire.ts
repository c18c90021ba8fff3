/* 首页's charts' answers (CONTRACT-SHOP.md 8 and 11.12), read in the charts' own chunk: amounts to integer cents, counts to integers; an answer not of the shape is undefined (that chart is left out). */
import { isObject } from '../../api/resource/wire';
import { centsFromYuan } from '../../shared/money/money';
import { count } from './dashboardWire';

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
