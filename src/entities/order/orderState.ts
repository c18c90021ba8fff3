/*
 * The order's state (`_status`, CONTRACT-SHOP.md section 2) and the one table of what an
 * operator may do in each (section 9.1, the Rec. column): the list's 操作 menu and the
 * detail page's buttons both read it, so an action the state does not allow is never
 * offered. The server still checks (another operator may have acted first).
 */

/** 0 other, 1 未付款, 2 未发货 (未核销 for pickup), 3 退款中, 4 待收货, 5 待评价, 6 已完成, 7 已退款. */
export type OrderState = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

const STATES: readonly OrderState[] = [0, 1, 2, 3, 4, 5, 6, 7];

/** OrderUtil.orderStatus: first match wins. */
export function deriveState(paid: boolean, status: number, refundStatus: number): OrderState {
  if (!paid) return status === 0 && refundStatus === 0 ? 1 : 0;
  if (refundStatus === 1) return 3;
  if (refundStatus === 2) return 7;
  if (refundStatus !== 0) return 0;
  if (status === 0) return 2;
  if (status === 1) return 4;
  if (status === 2) return 5;
  if (status === 3) return 6;
  return 0;
}

/** The row's `_status` when it is one of the codes, else derived from (paid, status, refund_status). */
export function orderStateOf(sent: unknown, paid: boolean, status: number, refundStatus: number): OrderState {
  const code = typeof sent === 'string' && sent.trim() !== '' ? Number(sent) : sent;
  return STATES.find((state) => state === code) ?? deriveState(paid, status, refundStatus);
}

/** The state's word (statusName's, as plain text: yshop's HTML for 退款中 is never rendered). */
export function stateLabel(state: OrderState, shippingType: number): string {
  switch (state) {
    case 1:
      return '未支付';
    case 2:
      return shippingType === 2 ? '未核销' : '未发货';
    case 3:
      return '退款中';
    case 4:
      return '待收货';
    case 5:
      return '待评价';
    case 6:
      return '已完成';
    case 7:
      return '已退款';
    default:
      return '';
  }
}

export type OrderAction = 'ship' | 'changeDelivery' | 'changePrice' | 'remark' | 'refund' | 'verify' | 'remove' | 'detail';

/** The actions' words, as the list's 操作 menu and the detail page show them. */
export const ACTION_LABELS: Readonly<Record<OrderAction, string>> = {
  ship: '去发货',
  changeDelivery: '修改快递',
  changePrice: '修改订单',
  remark: '订单备注',
  refund: '立即退款',
  verify: '订单核销',
  remove: '删除',
  detail: '订单详情',
};

/**
 * The one table (section 9.1, Rec.): express orders (shippingType 1) and pickup orders (2).
 * 改价 unpaid only; 发货 / 核销 only when paid and not yet shipped; 修改快递 once shipped;
 * 立即退款 while paid and not refunded (the decisions offer it on 退款中 too); 删除 only
 * unpaid or closed (完成 or 已退款); 订单备注 and 订单详情 always.
 */
export const ACTIONS: Readonly<Record<OrderState, { express: readonly OrderAction[]; pickup: readonly OrderAction[] }>> = {
  0: { express: ['remark', 'detail'], pickup: ['remark', 'detail'] },
  1: { express: ['changePrice', 'remark', 'remove', 'detail'], pickup: ['changePrice', 'remark', 'remove', 'detail'] },
  2: { express: ['ship', 'remark', 'refund', 'detail'], pickup: ['verify', 'remark', 'refund', 'detail'] },
  3: { express: ['remark', 'refund', 'detail'], pickup: ['remark', 'refund', 'detail'] },
  4: { express: ['changeDelivery', 'remark', 'refund', 'detail'], pickup: ['remark', 'refund', 'detail'] },
  5: { express: ['remark', 'refund', 'detail'], pickup: ['remark', 'refund', 'detail'] },
  6: { express: ['remark', 'refund', 'remove', 'detail'], pickup: ['remark', 'refund', 'remove', 'detail'] },
  7: { express: ['remark', 'remove', 'detail'], pickup: ['remark', 'remove', 'detail'] },
};

export const actionsFor = (state: OrderState, shippingType: number): readonly OrderAction[] => ACTIONS[state][shippingType === 2 ? 'pickup' : 'express'];

const ORDER_ALL = 'YXSTOREORDER_ALL';
/** Section 1: the list by SELECT; every write by EDIT except 删除 (DELETE); admin and _ALL pass. */
export const ORDER_PERMISSIONS = {
  list: ['admin', ORDER_ALL, 'YXSTOREORDER_SELECT'],
  edit: ['admin', ORDER_ALL, 'YXSTOREORDER_EDIT'],
  del: ['admin', ORDER_ALL, 'YXSTOREORDER_DELETE'],
} as const;

/** Who may do an action: 订单详情 with the list's strings (it reads, yshop's detail call asks for them). */
export const permissionOf = (action: OrderAction): readonly string[] => (action === 'remove' ? ORDER_PERMISSIONS.del : action === 'detail' ? ORDER_PERMISSIONS.list : ORDER_PERMISSIONS.edit);
