import { z } from 'zod';
import { centsField } from '../http/amount';
import { listQueryFields, optionalId } from '../http/list-query';
import { pageOf } from '../http/schema';
import { ORDER_GONE } from '../http/order-messages';
import { fields } from '../http/validate';

export { ORDER_GONE, WRONG_STATE } from '../http/order-messages';

/** `orderStatus` / `orderType` are required strings (5.1); any value is read, unknown ones filter nothing. */
const required = (name: string) => z.string({ error: `缺少必填参数：${name}` }).max(20, `${name} 不正确`);
const search = z
  .string()
  .max(64, '搜索内容不能超过 64 个字符')
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** `GET api/yxStoreOrder` and its export (CONTRACT-SHOP 5.1, 5.11). */
export const orderQuery = z.object({
  ...listQueryFields,
  orderStatus: required('orderStatus'),
  orderType: required('orderType'),
  orderId: search,
  realName: search,
  userPhone: search,
  storeId: optionalId,
  /** 导出 only: `""` the search, or a JSON array of order numbers. */
  listContent: z.string().max(1_000_000, '导出的订单过多').optional(),
});
export type OrderQuery = z.output<typeof orderQuery>;

export const idParam = z.object({ id: fields.id });

const text = (missing: string, max: number, tooLong: string) => z.string({ error: missing }).trim().max(max, tooLong);

/** 发货 and 修改快递 (5.3, 5.4): the company by name and the number, or `deliveryType: 'fictitious'` (无需物流). */
export const deliveryBody = z.object(
  {
    orderId: text(ORDER_GONE, 32, ORDER_GONE).min(1, ORDER_GONE),
    deliveryName: z.string().max(50, '快递公司名称不能超过 50 个字符').nullish(),
    deliveryId: z.string().max(64, '快递单号不能超过 64 个字符').nullish(),
    deliveryType: z.string().max(32, '发货类型不正确').nullish(),
  },
  { error: '请求体格式不正确' },
);
export type DeliveryBody = z.output<typeof deliveryBody>;

/** 核销 (5.5): `{ id, verifyCode }`. */
export const verifyBody = z.object(
  {
    id: fields.id,
    verifyCode: z.string({ error: '核销码不能为空' }).max(50, '核销码不对').nullish(),
  },
  { error: '请求体格式不正确' },
);

const refundRule = { label: '退款金额', missing: '请输入退款金额', notPositive: '退款金额必须大于0', zero: false };
const priceRule = { label: '支付金额', missing: '请输入支付金额', notPositive: '金额不能低于0', zero: true };

/** 退款 (5.6): `{ orderId, payPrice }`, payPrice the amount to refund. */
export const refundBody = z.object(
  { orderId: text(ORDER_GONE, 32, ORDER_GONE).min(1, ORDER_GONE), payPrice: centsField(refundRule) },
  { error: '请求体格式不正确' },
);

/** 改价 (5.7, Rec.): `{ id, orderId, payPrice }` and nothing else is read. */
export const priceBody = z.object({ id: fields.id, orderId: z.unknown().optional(), payPrice: centsField(priceRule) }, { error: '请求体格式不正确' });

/** 备注 (5.8, Rec.): `{ id, orderId, remark }` and nothing else is read. */
export const remarkBody = z.object(
  {
    id: fields.id,
    orderId: z.unknown().optional(),
    remark: z.string({ error: '请输入备注' }).max(512, '备注不能超过 512 个字符').refine((v) => v.trim() !== '', '请输入备注'),
  },
  { error: '请求体格式不正确' },
);

/** 物流轨迹 (5.10). */
export const traceBody = z.object({ orderCode: z.unknown().optional(), shipperCode: z.unknown().optional(), logisticCode: z.unknown().optional() }).nullish();

/** The buyer as sent (Rec. 10.4): never the password hash, never the balance. */
export const userDto = z.object({ uid: z.number().nullable(), nickname: z.string(), phone: z.string().nullable(), avatar: z.string().nullable() });

export const cartLineDto = z.object({
  id: z.number(),
  oid: z.number(),
  cartId: z.number(),
  productId: z.number(),
  unique: z.string(),
  cartInfoMap: z.record(z.string(), z.unknown()),
});

export const statusLogDto = z.object({ id: z.number(), oid: z.number(), changeType: z.string(), changeMessage: z.string(), changeTime: z.string() });

const money = z.number();
const time = z.string().nullable();

/** yshop's YxStoreOrderDto, in its field order (5.1); dates `yyyy-MM-dd HH:mm:ss` (Rec.). */
export const orderDto = z.object({
  id: z.number(),
  payTypeName: z.string(),
  statusName: z.string(),
  _status: z.number(),
  pinkName: z.string(),
  cartInfoList: z.array(cartLineDto),
  storeOrderStatusList: z.array(statusLogDto).nullable(),
  orderId: z.string(),
  uid: z.number(),
  userDTO: userDto,
  realName: z.string(),
  userPhone: z.string(),
  userAddress: z.string(),
  cartId: z.string(),
  freightPrice: money,
  totalNum: z.number(),
  totalPrice: money,
  totalPostage: money,
  payPrice: money,
  payPostage: money,
  deductionPrice: money,
  couponId: z.number(),
  couponPrice: money,
  paid: z.number(),
  payTime: time,
  payType: z.string(),
  createTime: z.string(),
  status: z.number(),
  refundStatus: z.number(),
  refundReasonWapImg: z.string().nullable(),
  refundReasonWapExplain: z.string().nullable(),
  refundReasonTime: time,
  refundReasonWap: z.string().nullable(),
  refundReason: z.string().nullable(),
  refundPrice: money,
  deliveryName: z.string().nullable(),
  deliverySn: z.string(),
  deliveryType: z.string().nullable(),
  deliveryId: z.string().nullable(),
  gainIntegral: money,
  useIntegral: money,
  backIntegral: money,
  mark: z.string(),
  unique: z.string(),
  remark: z.string().nullable(),
  merId: z.number(),
  combinationId: z.number(),
  pinkId: z.number(),
  cost: money,
  seckillId: z.number(),
  verifyCode: z.string(),
  storeId: z.number(),
  storeName: z.string().nullable(),
  shippingType: z.number(),
  isChannel: z.number(),
  payIntegral: money,
});
export type OrderDto = z.output<typeof orderDto>;

export const orderPage = pageOf(orderDto);

/** getNowOrderStatus (5.2). */
export const stepsDto = z.object({
  cacheKeyCreateOrder: time,
  paySuccess: time,
  deliveryGoods: time,
  orderVerific: time,
  userTakeDelivery: time,
  checkOrderOver: time,
  applyRefund: time,
  refundOrderSuccess: time,
  size: z.number(),
});
