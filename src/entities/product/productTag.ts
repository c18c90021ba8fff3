/**
 * The cache tag of 商品管理's list and the product form. On its own so that writes elsewhere
 * which change a product's figures (an order's refund gives stock back) can name it without
 * bringing the product resource into their screens' code.
 */
export const PRODUCT_TAG = 'Product' as const;
