/*
 * 首页 (issue 34; CONTRACT-SHOP.md 8 and 11.12): the shop's figures `api/data/count`, the
 * takings and orders per day `api/data/chart`, sales per category
 * `api/yxStoreOrder/orderCount`, this project's top 10 `api/data/topProducts`, and the
 * 待办 counts (todosApi.ts, loaded with 待办). Every call is silent: a
 * back end without it (eladmin, or a list that does not exist yet) leaves its part of
 * the page out, with no error shown.
 */
import { api } from '../../api/api';
import { ORDER_TAG } from '../order/orderTag';
import { PRODUCT_TAG } from '../product/productTag';
import { readCategorySales, readChart, readFigures, readTopProducts, type ShopChart, type ShopFigures, type Slice } from './dashboardWire';

export type { ChartDay, ChartSeries, ShopChart, ShopFigures, Slice, TodoCount, TodoKey, WaitingOrder } from './dashboardWire';

/** 本月 (every back end) or the last 7, 30 or 90 days (this project's server). */
export type ChartPeriod = 'month' | 7 | 30 | 90;

export const dashboardApi = api.enhanceEndpoints({ addTagTypes: [ORDER_TAG, PRODUCT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    shopFigures: build.query<ShopFigures, void>({
      query: () => ({ url: 'api/data/count', parse: readFigures, silent: true }),
      providesTags: [ORDER_TAG],
    }),
    shopChart: build.query<ShopChart, ChartPeriod>({
      query: (period) => ({ url: 'api/data/chart', params: period === 'month' ? {} : { days: period }, parse: readChart, silent: true }),
      providesTags: [ORDER_TAG],
    }),
    categorySales: build.query<Slice[], void>({
      query: () => ({ url: 'api/yxStoreOrder/orderCount', parse: readCategorySales, silent: true }),
      providesTags: [ORDER_TAG, PRODUCT_TAG],
    }),
    topProducts: build.query<Slice[], void>({
      query: () => ({ url: 'api/data/topProducts', parse: readTopProducts, silent: true }),
      providesTags: [ORDER_TAG, PRODUCT_TAG],
    }),
  }),
});

export const { useShopFiguresQuery, useShopChartQuery, useCategorySalesQuery, useTopProductsQuery } = dashboardApi;
