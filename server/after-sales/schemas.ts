import { z } from 'zod';
import { idsBody } from '../http/entity-errors';
import { integer } from '../http/integer';
import { pageOf } from '../http/schema';
import { fields } from '../http/validate';

export const SALES_GONE = '售后订单不存在';
export const SALES_WRONG_STATE = '售后状态错误';

const optionalCode = (name: string, values: readonly number[]) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    integer({ message: `${name}不正确` })
      .refine((n) => values.includes(n), `${name}不正确`)
      .optional(),
  );
const dateText = z.string().max(40);

/** `GET sales/List` (CONTRACT-SHOP 6): page 0-based (Rec.), the filters exact. */
export const salesQuery = z.object({
  page: fields.page,
  size: fields.size,
  orderCode: z
    .string()
    .max(32, '订单号不正确')
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined)),
  serviceType: optionalCode('售后类型', [0, 1]),
  salesState: optionalCode('售后状态', [0, 1, 2]),
  state: optionalCode('订单状态', [0, 1, 2, 3]),
  time: z.union([dateText, z.array(dateText)]).optional(),
  'time[]': z.union([dateText, z.array(dateText)]).optional(),
});
export type SalesQuery = z.output<typeof salesQuery>;

const text = (max: number, tooLong: string) => z.string().max(max, tooLong).nullish().transform((v) => v?.trim() ?? '');

/** `salesCheck`: 0 通过, 1 拒绝; the return address for an approved 退货退款. */
export const checkBody = z.object(
  {
    salesId: fields.id,
    orderCode: z.string({ error: '订单号不能为空' }).max(32, '订单号不正确'),
    approvalStatus: z.union([z.literal(0), z.literal(1), z.enum(['0', '1'])], { error: '审核结果只能是通过或拒绝' }).transform((v) => Number(v) as 0 | 1),
    consignee: text(64, '收货人不能超过 64 个字符'),
    phoneNumber: text(32, '手机号不能超过 32 个字符'),
    address: text(255, '地址不能超过 255 个字符'),
  },
  { error: '请求体格式不正确' },
);

/** `makeMoney?salesId=&orderCode=`: query parameters, no body. */
export const moneyQuery = z.object({ salesId: fields.id, orderCode: z.string({ error: '订单号不能为空' }).max(32, '订单号不正确') });

/** `POST api/yxStoreAfterSales`: an application made for the buyer (what the app's applyForAfterSales takes). */
export const applyBody = z.object(
  {
    orderCode: z.string({ error: '订单号不能为空' }).trim().min(1, '订单号不能为空').max(32, '订单号不正确'),
    serviceType: z.union([z.literal(0), z.literal(1), z.enum(['0', '1'])], { error: '售后类型不正确' }).transform((v) => Number(v) as 0 | 1),
    reasons: z.string({ error: '请输入申请原因' }).trim().min(1, '请输入申请原因').max(255, '申请原因不能超过 255 个字符'),
    explains: text(512, '说明不能超过 512 个字符'),
    explainImg: text(2000, '图片过多'),
    /** The lines' product ids; absent: every line that may still apply. */
    productIds: z.array(fields.id).max(100, '商品过多').nullish(),
  },
  { error: '请求体格式不正确' },
);

/** `PUT api/yxStoreAfterSales`: the buyer's return parcel, entered for them (state 1 -> 2). */
export const parcelBody = z.object(
  {
    id: fields.id,
    shipperCode: text(32, '快递公司编号不能超过 32 个字符'),
    deliveryName: z.string({ error: '请选择快递公司' }).trim().min(1, '请选择快递公司').max(32, '快递公司名称不能超过 32 个字符'),
    deliverySn: z.string({ error: '请输入快递单号' }).trim().min(1, '请输入快递单号').max(32, '快递单号不能超过 32 个字符'),
  },
  { error: '请求体格式不正确' },
);

export const deleteBody = idsBody;

const time = z.string().nullable();

/** yshop's StoreAfterSalesVo (6). */
export const salesDto = z.object({
  id: z.number(),
  orderCode: z.string(),
  refundAmount: z.number(),
  serviceType: z.number(),
  reasons: z.string(),
  explains: z.string(),
  explainImg: z.string(),
  deliverySn: z.string().nullable(),
  deliveryName: z.string().nullable(),
  shipperCode: z.string().nullable(),
  state: z.number(),
  salesState: z.number(),
  createTime: z.string(),
  isDel: z.number(),
  userId: z.number(),
  cartInfo: z.array(z.record(z.string(), z.unknown())),
  consignee: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  reviewTime: time,
  deliveryTime: time,
  completeTime: time,
  auditFailedTime: time,
  revocationTime: time,
  closeAfterSaleTime: time,
});
export type SalesDto = z.output<typeof salesDto>;
export const salesPage = pageOf(salesDto);
