import type { ShopFigures } from '../../entities/dashboard/dashboard';
import { formatCents } from '../../shared/money/money';
import { linkTo, type ShopPlaces } from './shopLinks';

export interface FigureCard {
  label: string;
  value: string;
  /** The list behind the figure, filtered; absent when the user cannot open it. */
  to?: string | undefined;
}

/** A local day `n` days from `now`, as the order search's `createTime` bound. */
const dayText = (now: Date, n: number, end: boolean): string => {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + n);
  const pad = (v: number) => String(v).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${end ? '23:59:59' : '00:00:00'}`;
};

/** The order list between two days (its 下单时间 search: yshop filters no other date). */
const ordersBetween = (places: ShopPlaces, now: Date, from: number, to: number, month = false): string | undefined => {
  const start = month ? dayText(new Date(now.getFullYear(), now.getMonth(), 1), 0, false) : dayText(now, from, false);
  return linkTo(places, 'order', { createTime: `${start},${dayText(now, to, true)}` });
};

/**
 * Every field of `api/data/count` (CONTRACT-SHOP 8), the four amounts yshop's console
 * fetched but never showed included, each with the list it comes from.
 */
export function figureCards(f: ShopFigures, places: ShopPlaces, now: Date): { totals: FigureCard[]; periods: Array<FigureCard & { takings: string }> } {
  return {
    totals: [
      { label: '会员总数', value: String(f.userCount), to: linkTo(places, 'member') },
      { label: '订单总数', value: String(f.orderCount), to: linkTo(places, 'order') },
      { label: '总金额', value: `¥${formatCents(f.totalCents)}`, to: linkTo(places, 'order') },
      { label: '商品总数', value: String(f.goodsCount), to: linkTo(places, 'goods') },
    ],
    periods: [
      { label: '今日订单', value: `${f.todayCount} 单`, takings: `¥${formatCents(f.todayCents)}`, to: ordersBetween(places, now, 0, 0) },
      { label: '昨日订单', value: `${f.yesterdayCount} 单`, takings: `¥${formatCents(f.yesterdayCents)}`, to: ordersBetween(places, now, -1, -1) },
      { label: '近七天订单', value: `${f.weekCount} 单`, takings: `¥${formatCents(f.weekCents)}`, to: ordersBetween(places, now, -7, -1) },
      { label: '本月订单', value: `${f.monthCount} 单`, takings: `¥${formatCents(f.monthCents)}`, to: ordersBetween(places, now, 0, 0, true) },
    ],
  };
}
