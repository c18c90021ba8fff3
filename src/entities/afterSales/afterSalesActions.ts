/*
 * What each 售后 application offers, from one table (CONTRACT-SHOP.md sections 2, 6 and
 * 11.9, with section 6's Rec.): 审核 only while submitted and untouched (state 0, sales_state
 * 0), 退款 (打款) only once the buyer has shipped the return (state 2) of a live application;
 * 订单详情 always. yshop checks neither, so the console must not offer what would pay out a
 * refused, cancelled or unapproved application.
 */

/** `state`: 0 已提交等待平台审核, 1 平台已审核,等待用户发货/退款, 2 用户已发货, 3 已完成. */
export const AFTER_SALES_STATES = [0, 1, 2, 3] as const;
/** `sales_state`: 0 正常, 1 用户取消, 2 商家拒绝. */
export const SALES_STATES = [0, 1, 2] as const;

export type AfterSalesAction = '订单详情' | '审核' | '退款';

/** Keyed `${state}/${salesState}`; a pair not listed offers 订单详情 only. */
const TABLE: Readonly<Record<string, readonly AfterSalesAction[]>> = {
  '0/0': ['订单详情', '审核'],
  '2/0': ['订单详情', '退款'],
};

export function afterSalesActions(state: number, salesState: number): readonly AfterSalesAction[] {
  return TABLE[`${state}/${salesState}`] ?? ['订单详情'];
}
