/*
 * 首页's charts (issue 34; CONTRACT-SHOP.md 8 and 11.12), in the charts' chunk: takings and
 * orders per day `api/data/chart`, sales per category `api/yxStoreOrder/orderCount`, this
 * project's top 10 `api/data/topProducts`. Silent: a chart whose call fails is left out.
 */
import { api } from '../../api/api';
import { ORDER_TAG } from '../order/orderTag';
import { PRODUCT_TAG } from '../product/productTag';
import { readCategorySales, readChart, readTopProducts, type ShopChart, type Slice } from './chartsWire';

export type { ChartDay, ChartSeries, ShopChart, Slice } from './chartsWire';

/** 本月 (every back end) or the last 7, 30 or 90 days (this project's server). */
export type ChartPeriod = 'month' | 7 | 30 | 90;

export const chartsApi = api.enhanceEndpoints({ addTagTypes: [ORDER_TAG, PRODUCT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
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

export const { useShopChartQuery, useCategorySalesQuery, useTopProductsQuery } = chartsApi;
