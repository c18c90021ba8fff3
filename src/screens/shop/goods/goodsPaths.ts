/** The product form's menu paths (CONTRACT-SHOP.md section 1: hidden entries 118 and 119). */
export const GOODS_LIST_PATH = '/shop/goods';
export const GOODS_ADD_PATH = '/shop/goodsAdd';
export const goodsEditPath = (id: number): string => `/shop/goodsEdit/${id}`;

/** Who may put a product on or off the shelf: yshop's `onsale` checks nothing, the embedded server these (section 10.2). */
export const SHELF_AUTHORITIES = ['admin', 'YXSTOREPRODUCT_ALL', 'YXSTOREPRODUCT_EDIT', 'YXSTOREPRODUCT_CREATE'] as const;
