/*
 * 首页 (issue 34; CONTRACT-SHOP.md 8 and 11.12): the shop's figures `api/data/count`, in
 * the dashboard's own chunk. The charts' calls (chartsApi.ts) and the 待办 counts
 * (todosApi.ts) come with their lazy chunks. Every call is silent: a back end without it
 * (eladmin, or a list that does not exist yet) leaves its part of the page out, with no
 * error shown.
 */
import { api } from '../../api/api';
import { ORDER_TAG } from '../order/orderTag';
import { readFigures, type ShopFigures } from './dashboardWire';

export type { ShopFigures } from './dashboardWire';

export const dashboardApi = api.enhanceEndpoints({ addTagTypes: [ORDER_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    shopFigures: build.query<ShopFigures, void>({
      query: () => ({ url: 'api/data/count', parse: readFigures, silent: true }),
      providesTags: [ORDER_TAG],
    }),
  }),
});

export const { useShopFiguresQuery } = dashboardApi;
