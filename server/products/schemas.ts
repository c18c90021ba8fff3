import { z } from 'zod';
import { integer } from '../http/integer';
import { listQueryFields, optionalFlag, optionalId, optionalSearch } from '../http/list-query';
import { cateOption, ruleDto, specDto, tempListItem } from '../http/catalog-wire';

/** A `0`/`1` filter (`isShow=1`); absent or empty means none. */
const optionalBit = optionalFlag.transform((v) => (v === undefined ? undefined : v ? 1 : 0));

/** `GET api/yxStoreProduct` (CONTRACT-SHOP 4.2). */
export const productQuery = z.object({
  ...listQueryFields,
  storeName: optionalSearch,
  isShow: optionalBit,
  isDel: optionalBit,
  cateId: optionalId,
  isIntegral: optionalBit,
});
export type ProductQuery = z.output<typeof productQuery>;

/** `info/{id}`, `isFormatAttr/{id}`: 0 is a new product. */
export const productIdOrNew = z.object({ id: integer({ message: 'ID 必须是整数', min: [0, 'ID 不能小于 0'] }) });
export const productIdParam = z.object({ id: integer({ message: 'ID 必须是整数', min: [1, 'ID 必须大于 0'] }) });

/** `onsale/{id}`: the **current** `isShow`; absent means 0 (the product goes on the shelf). */
export const onsaleBody = z
  .object({
    status: z
      .union([z.literal(0), z.literal(1), z.enum(['0', '1'])], { error: '状态只能是 0 或 1' })
      .nullish()
      .transform((v) => (v === 1 || v === '1' ? 1 : 0)),
  })
  .nullish()
  .transform((b) => b?.status ?? 0);

/** `isFormatAttr/{id}`'s body: `{ attrs }`, read by sku.ts. */
export const formatAttrBody = z.object({ attrs: z.unknown().optional() }).nullish();

/** The product form's body: read in full by product-body.ts (yshop's checks in yshop's order). */
export const productBody = z.record(z.string(), z.unknown(), { error: '请求体格式不正确' });

/** A list item (yshop's YxStoreProductDto, camelCase, amounts as numbers). */
export const productListItem = z.object({
  id: z.number(),
  merId: z.number(),
  image: z.string(),
  sliderImage: z.string(),
  storeName: z.string(),
  storeInfo: z.string(),
  keyword: z.string(),
  barCode: z.string(),
  cateId: z.string(),
  price: z.number(),
  vipPrice: z.number(),
  otPrice: z.number(),
  postage: z.number(),
  unitName: z.string(),
  sort: z.number(),
  sales: z.number(),
  stock: z.number(),
  isShow: z.number(),
  isHot: z.number(),
  isBenefit: z.number(),
  isBest: z.number(),
  isNew: z.number(),
  description: z.string(),
  addTime: z.null(),
  isPostage: z.number(),
  isDel: z.number(),
  merUse: z.number(),
  giveIntegral: z.number(),
  cost: z.number(),
  isSeckill: z.number(),
  isGood: z.number(),
  ficti: z.number(),
  browse: z.number(),
  codePath: z.string(),
  soureLink: z.null(),
  isIntegral: z.number(),
  storeCategory: z.object({ id: z.number(), cateName: z.string() }).nullable(),
});
export type ProductListItem = z.output<typeof productListItem>;

export const productPage = z.object({ content: z.array(productListItem), totalElements: z.number(), cateList: z.array(cateOption) });

/**
 * A SKU in the product form's shape (yshop's ProductFormatDto, snake_case) and a row of
 * `isFormatAttr`'s table: the fixed keys, and `value1` ... `valueN` (one per spec) beside them.
 */
const skuFields = {
  detail: z.record(z.string(), z.string()),
  sku: z.string(),
  pic: z.string(),
  price: z.number(),
  cost: z.number(),
  ot_price: z.number(),
  stock: z.number(),
  bar_code: z.string(),
  weight: z.number(),
  volume: z.number(),
  brokerage: z.number(),
  brokerage_two: z.number(),
  pink_price: z.number(),
  seckill_price: z.number(),
  pink_stock: z.number(),
  seckill_stock: z.number(),
  integral: z.number(),
};
// `value1`...`valueN` beside the fixed keys; the catch-all's type admits the fixed keys' types too.
export const skuRow = z.object(skuFields).catchall(z.union([z.string(), z.number(), z.record(z.string(), z.string())]));
export type SkuRow = z.output<typeof skuRow>;

export const headerColumn = z.object({ title: z.string(), minWidth: z.string(), align: z.string(), key: z.string(), slot: z.string() });
export type HeaderColumn = z.output<typeof headerColumn>;

export const formatAttrAnswer = z.object({ attr: z.array(specDto), value: z.array(skuRow), header: z.array(headerColumn) });
export type FormatAttrAnswer = z.output<typeof formatAttrAnswer>;

/** `info/{id}`'s product (yshop's ProductDto, snake_case). */
export const productInfo = z.object({
  id: z.number(),
  image: z.string(),
  slider_image: z.array(z.string()),
  store_name: z.string(),
  store_info: z.string(),
  keyword: z.string(),
  bar_code: z.string(),
  cate_id: z.string(),
  price: z.number(),
  ot_price: z.number(),
  postage: z.number(),
  unit_name: z.string(),
  sort: z.number(),
  sales: z.number(),
  stock: z.number(),
  is_show: z.number(),
  is_hot: z.number(),
  is_benefit: z.number(),
  is_best: z.number(),
  is_new: z.number(),
  description: z.string(),
  is_postage: z.number(),
  give_integral: z.number(),
  cost: z.number(),
  is_good: z.number(),
  is_sub: z.number(),
  is_integral: z.number(),
  ficti: z.number(),
  temp_id: z.number().nullable(),
  spec_type: z.number(),
  attr: skuRow,
  items: z.array(specDto).nullable(),
  attrs: z.array(skuRow).nullable(),
});
export type ProductInfo = z.output<typeof productInfo>;

export const infoAnswer = z.object({
  tempList: z.array(tempListItem),
  cateList: z.array(cateOption),
  ruleList: z.array(ruleDto),
  productInfo: productInfo.optional(),
});
