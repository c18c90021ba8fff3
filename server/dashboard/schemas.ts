import { z } from 'zod';

/** `api/data/count` (CONTRACT-SHOP 8), in yshop's field order. */
export const countDto = z.object({
  todayPrice: z.number(),
  todayCount: z.number(),
  proPrice: z.number(),
  proCount: z.number(),
  monthPrice: z.number(),
  monthCount: z.number(),
  lastWeekCount: z.number(),
  lastWeekPrice: z.number(),
  userCount: z.number(),
  orderCount: z.number(),
  priceCount: z.number(),
  goodsCount: z.number(),
});

const point = z.object({ num: z.number(), time: z.string() });
const series = { chart: z.array(point), chartT: z.array(point), from: z.string(), to: z.string() };

/** yshop's `{ chart, chartT }` plus what only this server sends: the period and the one before. */
export const chartDto = z.object({ ...series, previous: z.object(series) });

/** `days` absent: 本月, as yshop; else the last 7, 30 or 90 days. */
export const chartQuery = z.object({
  days: z
    .enum(['7', '30', '90'], { message: '统计天数只能是 7、30 或 90' })
    .optional()
    .transform((days) => (days === undefined ? ('month' as const) : (Number(days) as 7 | 30 | 90))),
});

/** `api/yxStoreOrder/orderCount`: category names and their units sold. */
export const categorySalesDto = z.object({
  column: z.array(z.string().nullable()),
  orderCountDatas: z.array(z.object({ name: z.string().nullable(), value: z.number() })),
});

/** `api/data/topProducts` (ours only): the ten best sellers. */
export const topProductsDto = z.object({
  content: z.array(z.object({ id: z.number(), storeName: z.string(), image: z.string(), sales: z.number() })),
});
