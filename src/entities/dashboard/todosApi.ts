/*
 * 首页's 待办 counts (issue 34), each from a list call a real yshop already has (their
 * `totalElements`), in 待办's own chunk. Every call is silent: a list the back end lacks
 * (404) or the user may not read is left out.
 */
import { api } from '../../api/api';
import { ORDER_TAG } from '../order/orderTag';
import { PRODUCT_TAG } from '../product/productTag';
import { countMatching, readTotal, readWaiting, type TodoCount, type TodoKey, type WaitingOrder } from './todosWire';

/** How many of the newest orders waiting to ship the new-order notice looks at. */
export const WAITING_PAGE = 20;
/** How many products on the shelf (出售中, the list the warning opens) the stock warning looks at, fewest in stock first. */
export const STOCK_PAGE = 100;
/** How many withdrawals the 提现 count looks at, newest first. */
const EXTRACT_PAGE = 100;

interface TodoRequest {
  url: string;
  params: Record<string, unknown>;
  read: (body: unknown, threshold: number) => TodoCount | undefined;
}

const orderList = (orderStatus: string, orderType: string): TodoRequest => ({
  url: 'api/yxStoreOrder',
  params: { page: 0, size: 1, orderStatus, orderType },
  read: readTotal,
});

/** Each 待办 as its list is asked (CONTRACT-SHOP 5.1 and 6, CONTRACT-MEMBERS 提现). */
export const TODO_REQUESTS: Record<TodoKey, TodoRequest> = {
  // 待发货 asks a page, not one row: the newest of them feed the new-order notice.
  toShip: { url: 'api/yxStoreOrder', params: { page: 0, size: WAITING_PAGE, orderStatus: '1', orderType: '0', sort: 'id,desc' }, read: readTotal },
  refunding: orderList('-1', '0'),
  toVerify: orderList('1', '5'),
  afterSales: { url: 'api/yxStoreAfterSales/sales/List', params: { page: 0, size: 1, state: 0, salesState: 0 }, read: readTotal },
  extract: {
    url: 'api/yxUserExtract',
    params: { page: 0, size: EXTRACT_PAGE, status: 0, sort: 'id,desc' },
    read: (body) => countMatching(body, EXTRACT_PAGE, (row) => row.status === 0 || row.status === '0'),
  },
  lowStock: {
    url: 'api/yxStoreProduct',
    params: { page: 0, size: STOCK_PAGE, isShow: 1, isDel: 0, sort: 'stock,asc' },
    read: (body, threshold) => countMatching(body, STOCK_PAGE, (row) => typeof row.stock === 'number' && row.stock <= threshold),
  },
};

export interface TodoArgs {
  /** The 待办 the user may see (their lists' permissions). */
  keys: readonly TodoKey[];
  /** 库存预警's threshold. */
  threshold: number;
}

export interface Todos {
  counts: Partial<Record<TodoKey, TodoCount>>;
  /** The newest orders waiting to ship (empty when 待发货 is not asked or failed). */
  waiting: WaitingOrder[];
}

export const todosApi = api.enhanceEndpoints({ addTagTypes: [ORDER_TAG, PRODUCT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** Every 待办 at once; one that failed (a 404, no permission) is left out, not an error. */
    todos: build.query<Todos, TodoArgs>({
      queryFn: async ({ keys, threshold }, _api, _options, baseQuery) => {
        let waiting: WaitingOrder[] = [];
        const answers = await Promise.all(
          keys.map(async (key) => {
            const request = TODO_REQUESTS[key];
            const answer = await baseQuery({ url: request.url, params: request.params, silent: true });
            if (answer.error) return [key, undefined] as const;
            if (key === 'toShip') waiting = readWaiting(answer.data);
            return [key, request.read(answer.data, threshold)] as const;
          }),
        );
        return { data: { counts: Object.fromEntries(answers.filter(([, found]) => found !== undefined)), waiting } };
      },
      providesTags: [ORDER_TAG, PRODUCT_TAG],
    }),
  }),
});

export const { useTodosQuery } = todosApi;
