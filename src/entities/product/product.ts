/*
 * 商品 (CONTRACT-SHOP.md sections 3 and 4.2): yshop's list rows (camelCase, `storeCategory`,
 * amounts as numbers keeping their scale or, from other builds, text) and the answer's
 * `cateList` of categories for the search's select. Saving goes through `addOrSave` with
 * the snake_case form (productApi.ts), 上架 / 下架 through `onsale`; a delete is by path.
 * Permissions are yshop's strings (section 10.24), not `product:add`.
 */
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { asText, isObject } from '../../api/resource/wire';
import { readCateOptions } from './cateOptions';
import { PRODUCT_TAG } from './productTag';

const categoryName = (value: unknown): string => (isObject(value) ? asText(value.cateName) : '');

const shape = {
  id: wire.id,
  storeName: wire.name,
  image: wire.text,
  cateId: wire.text,
  /** `storeCategory.cateName`; '' when the category is gone. */
  cateName: wire.read(categoryName),
  price: wire.yuan,
  otPrice: wire.yuan,
  cost: wire.yuan,
  sales: wire.number(0),
  stock: wire.number(0),
  sort: wire.number(0),
  isShow: wire.flag,
  isIntegral: wire.flag,
  unitName: wire.text,
};
export type Product = RowOf<typeof shape>;

/** The list needs no form of its own: 新增 / 编辑 open the product form's page. */
export type ProductListForm = { id?: number };

export { PRODUCT_TAG };

export const products = defineResource({
  name: 'product',
  title: '商品',
  url: 'api/yxStoreProduct',
  tag: PRODUCT_TAG,
  row: wireRow(shape, { cateName: ['storeCategory'] }),
  idOf: (product: Product) => product.id,
  labelOf: (product) => product.storeName,
  newForm: (): ProductListForm => ({}),
  formOf: (product) => ({ id: product.id }),
  bodyOf: (form) => form,
  // yshop's list answer carries the categories for the search (`cateList`).
  extra: (body) => ({ cateList: readCateOptions(isObject(body) ? body.cateList : undefined) }),
  sort: ['sort,desc', 'id,desc'],
  authorities: {
    list: ['YXSTOREPRODUCT_ALL', 'YXSTOREPRODUCT_SELECT'],
    add: ['YXSTOREPRODUCT_ALL', 'YXSTOREPRODUCT_CREATE'],
    edit: ['YXSTOREPRODUCT_ALL', 'YXSTOREPRODUCT_CREATE'],
    del: ['YXSTOREPRODUCT_ALL', 'YXSTOREPRODUCT_DELETE'],
  },
  deleteByPath: true,
  // The original goods screen has no 导出.
  exportable: false,
});
