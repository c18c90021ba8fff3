// The order's refusals: 售后 moves orders too and answers with the same words.
export const ORDER_GONE = '订单不存在';
export const WRONG_STATE = '订单状态错误';
