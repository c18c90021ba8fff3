/*
 * 充值记录 (CONTRACT-MEMBERS 2.3, 3.3): `GET api/yxUserRecharge` of both back ends, 导出 and
 * the delete (yshop's console sends `DELETE api/yxUserRecharge/` with `[ids]`). Money comes
 * in yuan (yshop's BigDecimal, the embedded server's numbers, or text) and is read into
 * integer cents; times in any of the three forms (yshop sends epoch ms here). yshop has no
 * create or edit: the app writes these rows.
 */
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';

const shape = {
  id: wire.id,
  uid: wire.number(0),
  nickname: wire.text,
  orderId: wire.text,
  price: wire.yuan,
  rechargeType: wire.text,
  /** 1 已支付, 0 未支付. */
  paid: wire.number(0),
  payTime: wire.time,
  createTime: wire.time,
  refundPrice: wire.yuan,
};
export type Recharge = RowOf<typeof shape>;

/** 是否支付 (5.4): yshop shows 是/否; the words here say what they mean. */
export const RECHARGE_PAID = [
  { value: 1, label: '已支付', colour: 'success' },
  { value: 0, label: '未支付', colour: 'default' },
] as const;

/** 充值类型: what the app writes (`weixin`); anything else shown as sent. */
export const rechargeTypeLabel = (recharge: Recharge): string => (recharge.rechargeType === 'weixin' ? '微信' : recharge.rechargeType);

/** Only an unpaid recharge may be deleted (the embedded server refuses a paid one: it is a payment record). */
export const isPaid = (recharge: Recharge): boolean => recharge.paid === 1;

export const recharges = defineResource({
  name: 'yxUserRecharge',
  title: '充值',
  url: 'api/yxUserRecharge',
  row: wireRow(shape),
  idOf: (recharge: Recharge) => recharge.id,
  labelOf: (recharge) => `${recharge.nickname || recharge.uid} ${recharge.orderId}`.trim(),
  // Nothing is edited: the delete's ids come from the rows.
  newForm: () => ({}),
  formOf: (recharge) => ({ id: recharge.id }),
  bodyOf: (form: { id?: number }) => form,
  actions: ['del'],
  download: true,
  sort: ['id,desc'],
});
