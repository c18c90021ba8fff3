/*
 * 首页's answers (CONTRACT-SHOP.md 8), read once here: amounts to integer cents (yshop's
 * Doubles are read by their digits, never multiplied), counts to integers. An answer
 * that is not the shape is undefined: the page leaves that part out (an eladmin back end
 * answers 404 or an HTML page, and the page shows what it shows without a shop).
 */
// Not api/resource/wire: its date readers would bring dayjs into the dashboard's first chunk.
import { isObject } from '../../shared/json/isObject';
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

/** A whole count of at least 0, or undefined. */
export const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined);

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
