import { firstList } from '../../api/resource/firstList';
import { products } from './product';

/** 管理商品's first query: 出售中 (isShow 1, not deleted), the first page of 10 in the list's order. */
export const PRODUCT_FIRST_LIST = { isShow: 1, isDel: 0, page: 0, size: 10, sort: [...products.sort] };

export const prefetchFirstList = firstList(products, PRODUCT_FIRST_LIST);
