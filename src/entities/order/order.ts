/*
 * 订单 (CONTRACT-SHOP.md sections 1, 5 and 9.1): the list `GET api/yxStoreOrder` with its
 * required `orderStatus` (the tab) and `orderType`, one id deleted by path, and the calls
 * beyond CRUD: 发货, 修改快递, 核销, 退款, 改价, 备注, the detail with its step times, the
 * 快递鸟 traces, the tabs' counts, 导出 and the express companies 去发货 offers. Every
 * write sends only its fields (改价 `{ id, orderId, payPrice }`, 备注 `{ id, orderId,
 * remark }`), amounts as exact decimal text; and every write, refused or not, makes the
 * list, the counts and the detail stale, so a row another operator changed first shows
 * as it now is.
 */
import { api } from '../../api/api';
import { defineResource } from '../../api/resource/defineResource';
import { asId, asText, asTime, isObject } from '../../api/resource/wire';
import { formatCents } from '../../shared/money/money';
import { PRODUCT_TAG } from '../product/productTag';
import { orderRow, readOrder, type Order } from './orderRow';
import { ORDER_PERMISSIONS } from './orderState';

export type { Order, OrderLine, OrderLogEntry } from './orderRow';

import { ORDER_TAG } from './orderTag';

export { ORDER_TAG };
/** The express companies' tag (物流快递's writes make 去发货's choices stale). */
const EXPRESS_TAG = 'Express' as const;
const URL = 'api/yxStoreOrder';

/** Section 5.1's tabs: the `orderStatus` each sends. */
export const ORDER_TABS = [
  { status: '-9', label: '全部' },
  { status: '0', label: '未支付' },
  { status: '1', label: '未发货' },
  { status: '2', label: '待收货' },
  { status: '3', label: '待评价' },
  { status: '4', label: '交易完成' },
  { status: '-1', label: '退款中' },
  { status: '-2', label: '已退款' },
] as const;
export type OrderTab = (typeof ORDER_TABS)[number]['status'];

/** 订单类型 (the decisions: 普通, 核销, 积分; 所有 sends 0). */
export const ORDER_TYPES = [
  { value: '0', label: '所有订单' },
  { value: '1', label: '普通订单' },
  { value: '5', label: '核销订单' },
  { value: '6', label: '积分订单' },
] as const;

export const orders = defineResource({
  name: 'order',
  title: '订单',
  url: URL,
  row: orderRow,
  idOf: (order: Order) => order.id,
  labelOf: (order) => order.orderId,
  newForm: (): { id?: number } => ({}),
  formOf: (order) => ({ id: order.id }),
  bodyOf: (): Record<string, never> => ({}),
  tag: ORDER_TAG,
  actions: ['del'],
  authorities: { list: ORDER_PERMISSIONS.list.slice(1), del: ORDER_PERMISSIONS.del.slice(1) },
  deleteByPath: true,
  // Deleting an unpaid order gives its stock back (section 9.4).
  invalidates: [PRODUCT_TAG],
  // 导出 sends `listContent` (exportOrders below), which the kit's 导出 does not.
  exportable: false,
  sort: ['id,desc'],
});

/** 发货 / 修改快递: a company by name and a tracking number, or no logistics at all. */
export type Delivery = { kind: 'express'; deliveryName: string; deliveryId: string } | { kind: 'none' };

/** The body of 发货 and 修改快递 (section 5.3): `deliveryType` `express`, or CRMEB's `fictitious` (无需物流) with nothing else. */
export function deliveryBody(orderId: string, delivery: Delivery) {
  return delivery.kind === 'express'
    ? { orderId, deliveryName: delivery.deliveryName.trim(), deliveryId: delivery.deliveryId.trim(), deliveryType: 'express' }
    : { orderId, deliveryName: '', deliveryId: '', deliveryType: 'fictitious' };
}

export const priceBody = (order: Pick<Order, 'id' | 'orderId'>, cents: number) => ({ id: order.id, orderId: order.orderId, payPrice: formatCents(cents) });
export const remarkBody = (order: Pick<Order, 'id' | 'orderId'>, remark: string) => ({ id: order.id, orderId: order.orderId, remark });
export const refundBody = (order: Pick<Order, 'orderId'>, cents: number) => ({ orderId: order.orderId, payPrice: formatCents(cents) });
export const verifyBody = (order: Pick<Order, 'id'>, verifyCode: string) => ({ id: order.id, verifyCode: verifyCode.trim() });

/** getNowOrderStatus: each step's first time ('' when not reached) and how many steps are done. */
export interface OrderSteps {
  created: string;
  paid: string;
  shipped: string;
  received: string;
  finished: string;
  refundAsked: string;
  refunded: string;
  size: number;
}

export function readSteps(body: unknown): OrderSteps | undefined {
  if (!isObject(body)) return undefined;
  const size = typeof body.size === 'number' && Number.isSafeInteger(body.size) && body.size >= 0 ? body.size : 0;
  return {
    created: asTime(body.cacheKeyCreateOrder),
    paid: asTime(body.paySuccess),
    shipped: asTime(body.deliveryGoods),
    received: asTime(body.userTakeDelivery ?? body.orderVerific),
    finished: asTime(body.checkOrderOver),
    refundAsked: asTime(body.applyRefund),
    refunded: asTime(body.refundOrderSuccess),
    size,
  };
}

export interface Trace {
  station: string;
  time: string;
}

/** 快递鸟's answer: `Traces[]` (or Jackson's lower-case copy), newest first as sent. */
export function readTraces(body: unknown): Trace[] | undefined {
  if (!isObject(body)) return undefined;
  const list = body.Traces ?? body.traces ?? [];
  if (!Array.isArray(list)) return undefined;
  return list.flatMap((entry: unknown) => (isObject(entry) ? [{ station: asText(entry.AcceptStation ?? entry.acceptStation), time: asText(entry.AcceptTime ?? entry.acceptTime) }] : []));
}

export interface ExpressChoice {
  id: number;
  code: string;
  name: string;
}

/** Every live company (`size=9999`, not yshop's first 20, section 10.12). */
export function readExpressChoices(body: unknown): ExpressChoice[] | undefined {
  if (!isObject(body) || !Array.isArray(body.content)) return undefined;
  return body.content.flatMap((entry: unknown) => {
    if (!isObject(entry)) return [];
    const id = asId(entry.id);
    const name = asText(entry.name).trim();
    return id === undefined || name === '' ? [] : [{ id, code: asText(entry.code), name }];
  });
}

/** The list's filters, without the tab and the paging. */
export type OrderFilters = Record<string, unknown>;
export type TabCounts = Readonly<Record<OrderTab, number>>;

const totalOf = (body: unknown): number | undefined => (isObject(body) && typeof body.totalElements === 'number' && Number.isSafeInteger(body.totalElements) ? body.totalElements : undefined);

/** Every write: list, counts and detail are stale, whether the server accepted it or not (RTK Query invalidates on both). */
const STALE: ['Order'] = [ORDER_TAG];
/** A refund also gives its lines' stock back (section 9.2): 商品管理's figures are stale too. */
const STALE_WITH_STOCK: ['Order', 'Product'] = [ORDER_TAG, PRODUCT_TAG];

export const orderApi = api.enhanceEndpoints({ addTagTypes: [ORDER_TAG, EXPRESS_TAG, PRODUCT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * The eight tabs' counts for the search shown: each tab's list asked for one row, its
     * `totalElements` read (a real yshop has no count call; the embedded server keeps its
     * counts, so these are cheap). A tab that failed shows no count rather than a wrong one.
     */
    orderTabCounts: build.query<Partial<Record<OrderTab, number>>, OrderFilters>({
      queryFn: async (filters, _api, _options, baseQuery) => {
        const answers = await Promise.all(
          ORDER_TABS.map(async (tab) => {
            const answer = await baseQuery({ url: URL, params: { ...filters, orderStatus: tab.status, page: 0, size: 1 }, silent: true });
            return [tab.status, answer.error ? undefined : totalOf(answer.data)] as const;
          }),
        );
        return { data: Object.fromEntries(answers.filter(([, count]) => count !== undefined)) as Partial<Record<OrderTab, number>> };
      },
      providesTags: [ORDER_TAG],
    }),
    orderDetail: build.query<Order, number>({
      query: (id) => ({ url: `api/getStoreOrderDetail/${encodeURIComponent(id)}`, parse: readOrder }),
      providesTags: [ORDER_TAG],
    }),
    orderSteps: build.query<OrderSteps, number>({
      query: (id) => ({ url: `api/getNowOrderStatus/${encodeURIComponent(id)}`, parse: readSteps }),
      providesTags: [ORDER_TAG],
    }),
    /** 订单跟踪 (section 5.10); the embedded server answers 400 物流查询未配置, which the dialog shows itself. */
    orderTraces: build.query<Trace[], Pick<Order, 'id' | 'deliverySn' | 'deliveryId'>>({
      query: (order) => ({ url: `${URL}/express`, method: 'POST', data: { orderCode: String(order.id), shipperCode: order.deliverySn, logisticCode: order.deliveryId }, parse: readTraces, silent: true }),
    }),
    expressChoices: build.query<ExpressChoice[], void>({
      query: () => ({ url: 'api/yxExpress', params: { page: 0, size: 9999 }, parse: readExpressChoices }),
      providesTags: [EXPRESS_TAG],
    }),
    orderShip: build.mutation<unknown, { orderId: string; delivery: Delivery }>({
      query: ({ orderId, delivery }) => ({ url: URL, method: 'PUT', data: deliveryBody(orderId, delivery), silent: true }),
      invalidatesTags: STALE,
    }),
    orderChangeDelivery: build.mutation<unknown, { orderId: string; delivery: Delivery }>({
      query: ({ orderId, delivery }) => ({ url: `${URL}/updateDelivery`, method: 'PUT', data: deliveryBody(orderId, delivery), silent: true }),
      invalidatesTags: STALE,
    }),
    orderVerify: build.mutation<unknown, { id: number; verifyCode: string }>({
      query: (body) => ({ url: `${URL}/check`, method: 'PUT', data: body, silent: true }),
      invalidatesTags: STALE,
    }),
    orderRefund: build.mutation<unknown, { orderId: string; payPrice: string }>({
      query: (body) => ({ url: `${URL}/refund`, method: 'POST', data: body, silent: true }),
      invalidatesTags: STALE_WITH_STOCK,
    }),
    orderPrice: build.mutation<unknown, { id: number; orderId: string; payPrice: string }>({
      query: (body) => ({ url: `${URL}/edit`, method: 'POST', data: body, silent: true }),
      invalidatesTags: STALE,
    }),
    orderRemark: build.mutation<unknown, { id: number; orderId: string; remark: string }>({
      query: (body) => ({ url: `${URL}/remark`, method: 'POST', data: body, silent: true }),
      invalidatesTags: STALE,
    }),
  }),
});

export const {
  useOrderTabCountsQuery,
  useOrderDetailQuery,
  useOrderStepsQuery,
  useOrderTracesQuery,
  useExpressChoicesQuery,
  useOrderShipMutation,
  useOrderChangeDeliveryMutation,
  useOrderVerifyMutation,
  useOrderRefundMutation,
  useOrderPriceMutation,
  useOrderRemarkMutation,
} = orderApi;

/**
 * 导出 (section 5.11): `listContent` `""` exports what the search finds (the first 10,000,
 * as yshop's console asks), a JSON array of order numbers exactly those orders.
 */
export function exportParams(filters: OrderFilters, selected: readonly Pick<Order, 'orderId'>[] | undefined): Record<string, unknown> {
  if (selected) return { ...filters, page: 0, size: 10000, listContent: JSON.stringify(selected.map((order) => order.orderId)) };
  return { ...filters, page: 0, size: 10000, listContent: '' };
}
