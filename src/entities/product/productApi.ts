/*
 * The product calls beyond the list (CONTRACT-SHOP.md section 4.2): `info/{id}` (the form's
 * choices and, when editing, the product), `isFormatAttr/{id}` (立即生成's SKU table),
 * `addOrSave` and `onsale/{id}` (which takes the *current* state and flips it, §10.14).
 */
import { api } from '../../api/api';
import { asId, asText, isObject } from '../../api/resource/wire';
import { PRODUCT_TAG } from './product';
import { readCateOptions, type CateOption } from './cateOptions';
import { formOfInfo, readAttrs, rowsOfFormat, type productBody, type ProductForm } from './productForm';
import type { SkuRow } from './skuRow';
import type { SpecAttr } from './specs';

export interface NamedOption {
  id: number;
  name: string;
}

export interface RuleOption extends NamedOption {
  attrs: SpecAttr[];
}

export interface ProductInfo {
  /** 运费模板 (`tempList`). */
  templates: NamedOption[];
  categories: CateOption[];
  /** 规格模板 (`ruleList`). */
  rules: RuleOption[];
  /** The product being edited; undefined for a new one. */
  product: ProductForm | undefined;
  /** Whether its 上架 state is 1: what `onsale` must be told (the row refreshed before toggling). */
  onShelf: boolean | undefined;
  /**
   * A multi-spec product's SKU rows as `info` sent them: what a reader is shown, since
   * `isFormatAttr` is part of editing (the embedded server refuses it to readers, issue 30).
   * The embedded server sends their real figures; yshop sends the prices as 0.
   */
  savedRows: SkuRow[];
}

const named = (value: unknown, nameKey: string): NamedOption[] =>
  (Array.isArray(value) ? value : []).flatMap((raw) => {
    const id = isObject(raw) ? asId(raw.id) : undefined;
    return id === undefined || !isObject(raw) ? [] : [{ id, name: asText(raw[nameKey]) }];
  });

/** `info/{id}`'s answer, or undefined when it is not one (a product asked for but not sent). */
export function parseProductInfo(body: unknown, id: number): ProductInfo | undefined {
  if (!isObject(body)) return undefined;
  const product = id > 0 ? formOfInfo(body.productInfo) : undefined;
  if (id > 0 && !product) return undefined;
  const rules = (Array.isArray(body.ruleList) ? body.ruleList : []).flatMap((raw): RuleOption[] => {
    const ruleId = isObject(raw) ? asId(raw.id) : undefined;
    return ruleId === undefined || !isObject(raw) ? [] : [{ id: ruleId, name: asText(raw.ruleName), attrs: readAttrs(raw.ruleValue) }];
  });
  return {
    templates: named(body.tempList, 'name'),
    categories: readCateOptions(body.cateList),
    rules,
    product,
    onShelf: product ? product.is_show === 1 : undefined,
    savedRows: product?.spec_type === 1 && isObject(body.productInfo) ? rowsOfFormat({ value: body.productInfo.attrs }, product.items) : [],
  };
}

export type ProductBody = ReturnType<typeof productBody>;

export const productCalls = api.enhanceEndpoints({ addTagTypes: [PRODUCT_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    productInfo: build.query<ProductInfo, number>({
      query: (id) => ({ url: `api/yxStoreProduct/info/${encodeURIComponent(id)}`, parse: (body: unknown) => parseProductInfo(body, id) }),
      providesTags: [PRODUCT_TAG],
    }),
    /** 立即生成: the SKU table of `attrs`, with the saved values of a saved product's combinations. */
    formatAttr: build.mutation<SkuRow[], { id: number; attrs: readonly SpecAttr[] }>({
      query: ({ id, attrs }) => ({
        url: `api/yxStoreProduct/isFormatAttr/${encodeURIComponent(id)}`,
        method: 'POST',
        data: { attrs: attrs.map((attr) => ({ value: attr.value, detail: [...attr.detail] })) },
        parse: (body: unknown) => (isObject(body) ? rowsOfFormat(body, attrs) : undefined),
      }),
    }),
    saveProduct: build.mutation<unknown, ProductBody>({
      query: (body) => ({ url: 'api/yxStoreProduct/addOrSave', method: 'POST', data: body }),
      invalidatesTags: [PRODUCT_TAG],
    }),
    /** 上架 / 下架: `status` is the state now (1 on the shelf), which the back end flips. */
    toggleShelf: build.mutation<unknown, { id: number; status: 0 | 1 }>({
      query: ({ id, status }) => ({ url: `api/yxStoreProduct/onsale/${encodeURIComponent(id)}`, method: 'POST', data: { status } }),
      invalidatesTags: [PRODUCT_TAG],
    }),
  }),
});

export const { useProductInfoQuery, useLazyProductInfoQuery, useFormatAttrMutation, useSaveProductMutation, useToggleShelfMutation } = productCalls;
