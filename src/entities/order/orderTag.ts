/** The cache tag of 订单's list, counts and detail, on its own (as productTag) so 首页 names it without the order resource. */
export const ORDER_TAG = 'Order' as const;
