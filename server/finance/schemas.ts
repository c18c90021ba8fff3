import { z } from 'zod';
import { integer } from '../http/integer';
import { listQueryFields, optionalSearch } from '../http/list-query';
import { pageOf } from '../http/schema';

/** The one answer for an id no live row has (CONTRACT-MEMBERS 0, Rec. for an unknown id). */
export const NO_ROW = '数据不存在';
/** Rec. 7.25: a paid recharge is a payment record; only unpaid ones may be deleted (our words). */
export const PAID_RECHARGE = '已支付的充值记录不能删除';
/** 4.3, in the order they are said. */
export const NO_STATUS = '请选择审核状态';
export const HANDLED = '该申请已经处理过啦！';
export const NO_REASON = '请填写失败原因';

/** `GET api/yxUserRecharge`'s filter (2.3): the nickname, LIKE. */
export const rechargeQuery = z.object({ ...listQueryFields, nickname: optionalSearch });
export type RechargeQuery = z.output<typeof rechargeQuery>;

/** A recharge as yshop's list sends it (2.3), in its order; `givePrice` is not sent. Money in yuan, times as text. */
export const rechargeDto = z.object({
  id: z.number(),
  uid: z.number(),
  orderId: z.string(),
  price: z.number(),
  rechargeType: z.string(),
  paid: z.number(),
  payTime: z.string().nullable(),
  createTime: z.string(),
  refundPrice: z.number(),
  nickname: z.string(),
});
export type RechargeDto = z.output<typeof rechargeDto>;
export const rechargePage = pageOf(rechargeDto);

/** An optional 审核状态 filter (5.5 Rec.): -1, 0 or 1; empty means none. */
const optionalStatus = z
  .enum(['', '-1', '0', '1'], { error: '审核状态只能是 -1、0 或 1' })
  .optional()
  .transform((v) => (v === '' || v === undefined ? undefined : Number(v)));

/** `GET api/yxUserExtract`'s filters (2.4): the name, LIKE, and the status (5.5 Rec.). */
export const extractQuery = z.object({ ...listQueryFields, realName: optionalSearch, status: optionalStatus });
export type ExtractQuery = z.output<typeof extractQuery>;

/** A withdrawal as yshop's list sends it (2.4), in its order. */
export const extractDto = z.object({
  id: z.number(),
  uid: z.number(),
  realName: z.string(),
  extractType: z.string(),
  bankCode: z.string(),
  bankAddress: z.string(),
  alipayCode: z.string(),
  extractPrice: z.number(),
  mark: z.string(),
  balance: z.number(),
  failMsg: z.string(),
  failTime: z.string().nullable(),
  createTime: z.string(),
  status: z.number(),
  wechat: z.string(),
});
export type ExtractDto = z.output<typeof extractDto>;
export const extractPage = pageOf(extractDto);

/**
 * `PUT api/yxUserExtract` (审核, 4.3 Rec.): the id, the decision and the reason; whatever
 * else yshop's console sends with the row (uid, extractPrice, balance...) is dropped here,
 * so the refund is always the stored row's. A status other than -1 or 1 (null, 0, 2) is
 * `请选择审核状态`, the first refusal; the reason's check comes after the stored status's.
 */
export const reviewBody = z.object({
  id: integer({ message: 'ID 必须是整数', min: [1, 'ID 必须大于 0'] }),
  status: z.union([z.literal(-1), z.literal(1), z.literal('-1'), z.literal('1')], { error: NO_STATUS }).transform(Number),
  failMsg: z
    .string({ error: '失败原因必须是文字' })
    .max(128, '失败原因不能超过 128 个字符')
    .nullish()
    .transform((v) => v?.trim() ?? ''),
});
export type Review = z.output<typeof reviewBody>;
