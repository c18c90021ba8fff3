/*
 * 售后 (CONTRACT-SHOP.md sections 2, 3, 6 and 11.9): `GET api/yxStoreAfterSales/sales/List`
 * pages the applications (0-based, newest first; filters `orderCode` exact, `serviceType`,
 * `salesState`, `state`, `time` twice), each with the returned order lines (`cartInfo`, the
 * cart lines frozen at order time) and the merchant's return address once approved. The
 * operator's acts are 审核 (`POST salesCheck`) and 打款 (`POST makeMoney?salesId=&orderCode=`);
 * yshop's add/edit/delete calls are unused. Text the buyer typed is kept as text.
 */
import { api } from '../../api/api';
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { asText, isObject, type Json } from '../../api/resource/wire';
import { PRODUCT_TAG } from '../product/productTag';
import { centsOfDecimal } from '../../shared/money/decimalCents';

/** Pictures the buyer uploaded, or a product's: yshop's `"a,b"` or a list; only http(s) or site paths, since each opens as a link. */
export function pictureUrls(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.map(asText) : asText(value).split(',');
  return parts.map((part) => part.trim()).filter((part) => /^https?:\/\//i.test(part) || (part.startsWith('/') && !part.startsWith('//')));
}

const cents = (value: unknown): number | null => centsOfDecimal(value) ?? null;

/** One returned line, as the check dialog shows it. */
export interface AfterSalesLine {
  storeName: string;
  /** '' when the product had no usable picture. */
  image: string;
  /** The SKU's values (`attrInfo.sku`), '' for none. */
  sku: string;
  /** `truePrice`, the unit price paid, in cents. */
  unitPrice: number | null;
  count: number;
  /** `productInfo.postage`, in cents. */
  postage: number | null;
}

function lineOf(raw: unknown): AfterSalesLine | undefined {
  let line = raw;
  // yshop's Vo carries parsed cart lines; a copy of the stored JSON text is read the same.
  if (typeof line === 'string') {
    try {
      line = JSON.parse(line) as unknown;
    } catch {
      return undefined;
    }
  }
  if (!isObject(line)) return undefined;
  const product: Json = isObject(line.productInfo) ? line.productInfo : {};
  const attr: Json = isObject(product.attrInfo) ? product.attrInfo : {};
  const count = Number(line.cartNum);
  return {
    storeName: asText(product.storeName),
    image: pictureUrls(attr.image || product.image)[0] ?? '',
    sku: asText(attr.sku),
    unitPrice: cents(line.truePrice),
    count: Number.isSafeInteger(count) && count >= 0 ? count : 0,
    postage: cents(product.postage),
  };
}

const linesOf = (value: unknown): AfterSalesLine[] => (Array.isArray(value) ? value.flatMap((raw) => lineOf(raw) ?? []) : []);

const orderCodeOf = (value: unknown): string | undefined => {
  const text = asText(value).trim();
  return text === '' ? undefined : text;
};

const shape = {
  id: wire.id,
  orderCode: wire.required(orderCodeOf, '订单号'),
  /** Cents; null when the back end sent no readable amount. */
  refundAmount: wire.read(cents),
  /** 0 仅退款, 1 退货退款. */
  serviceType: wire.number(-1),
  reasons: wire.text,
  explains: wire.text,
  explainImg: wire.read(pictureUrls),
  /** The buyer's return parcel: tracking number, company name and code. */
  deliverySn: wire.text,
  deliveryName: wire.text,
  shipperCode: wire.text,
  state: wire.number(-1),
  salesState: wire.number(-1),
  createTime: wire.time,
  lines: wire.read(linesOf),
  /** The merchant's return address, once a 退货退款 was approved. */
  consignee: wire.text,
  phoneNumber: wire.text,
  address: wire.text,
  reviewTime: wire.time,
  deliveryTime: wire.time,
  completeTime: wire.time,
  auditFailedTime: wire.time,
  revocationTime: wire.time,
};

export type AfterSales = RowOf<typeof shape>;

const URL = 'api/yxStoreAfterSales';

export const afterSales = defineResource({
  name: 'afterSales',
  title: '售后',
  url: `${URL}/sales/List`,
  row: wireRow(shape, { lines: ['cartInfo'] }),
  idOf: (row: AfterSales) => row.id,
  labelOf: (row) => row.orderCode,
  // Nothing is added or edited as a form here: the acts are the calls below.
  newForm: () => ({}) as { id?: number },
  formOf: (row) => ({ id: row.id }),
  bodyOf: (form) => form,
  permission: 'yxStoreAfterSales',
  actions: [],
  // yshop's download ignores every filter (section 10.13): not offered.
  exportable: false,
});

/** 审核 and 退款 (打款): yshop's `yxStoreAfterSales:edit` (section 6); `admin` passes. */
export const AFTER_SALES_EDIT = ['admin', 'yxStoreAfterSales:edit'] as const;

/** 审核's body: 0 通过, 1 拒绝; the return address only matters for an approved 退货退款. */
export interface SalesCheck {
  salesId: number;
  orderCode: string;
  approvalStatus: 0 | 1;
  consignee: string;
  phoneNumber: string;
  address: string;
}

/** One step of a parcel's trace, newest first (快递鸟's `Traces`). */
export interface Trace {
  time: string;
  station: string;
}

const tracesOf = (body: unknown): Trace[] | undefined => {
  if (!isObject(body)) return undefined;
  const traces = body.Traces ?? body.traces;
  if (!Array.isArray(traces)) return [];
  return traces.filter(isObject).map((trace) => ({ time: asText(trace.AcceptTime ?? trace.acceptTime), station: asText(trace.AcceptStation ?? trace.acceptStation) }));
};

// An approval or a payout changes the order too (status -1 → back, or -2 with its refund),
// and a refund gives the lines' stock back (商品管理).
const CHANGED = [afterSales.tag, 'Order', PRODUCT_TAG];

export const afterSalesCalls = api.enhanceEndpoints({ addTagTypes: CHANGED }).injectEndpoints({
  endpoints: (build) => ({
    // Both acts refetch the list whatever the answer: a refusal (another operator acted first) shows the row as it is now.
    checkAfterSales: build.mutation<unknown, SalesCheck>({
      query: (body) => ({ url: `${URL}/salesCheck`, method: 'POST', data: body }),
      invalidatesTags: CHANGED,
    }),
    payAfterSales: build.mutation<unknown, { salesId: number; orderCode: string }>({
      query: (params) => ({ url: `${URL}/makeMoney`, method: 'POST', params }),
      invalidatesTags: CHANGED,
    }),
    // 订单跟踪 of the return parcel (section 11.9's Rec.: the parcel's company code and tracking number).
    afterSalesTraces: build.mutation<Trace[], { orderCode: string; shipperCode: string; logisticCode: string }>({
      query: (body) => ({ url: 'api/yxStoreOrder/express', method: 'POST', data: body, parse: tracesOf }),
    }),
  }),
});

export const { useCheckAfterSalesMutation, usePayAfterSalesMutation, useAfterSalesTracesMutation } = afterSalesCalls;
