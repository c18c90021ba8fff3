import { centsToWire as centsToNumber } from '../shared/cents';
import { skuRowOf } from './format-attr';
import type { ProductDetail } from './repository';
import type { ProductInfo } from './schemas';
import { SINGLE_SPEC_NAME } from '../http/sku';

/**
 * `info/{id}`'s `productInfo` (CONTRACT-SHOP 4.2, yshop's snake_case ProductDto). A
 * single-spec product's `attr` is its one SKU (`value1` 规格, `sku` ""), `items` and
 * `attrs` null; a multi-spec product's `attr` is an empty SKU, `items` its specs as saved
 * and `attrs` its SKUs with their real figures (Rec.: yshop sends 0.0 for the amounts).
 */
export function productInfoOf({ product: p, specs, skus }: ProductDetail): ProductInfo {
  const multi = p.spec_type === 1;
  const single = skus[0] ?? null;
  const valuesOf = (detail: Record<string, string>): string[] => specs.map((s) => detail[s.value] ?? '');
  return {
    id: p.id,
    image: p.image,
    slider_image: p.slider_image === '' ? [] : p.slider_image.split(','),
    store_name: p.store_name,
    store_info: p.store_info,
    keyword: p.keyword,
    bar_code: p.bar_code,
    cate_id: String(p.cate_id),
    price: centsToNumber(p.price),
    ot_price: centsToNumber(p.ot_price),
    postage: centsToNumber(p.postage),
    unit_name: p.unit_name,
    sort: p.sort,
    sales: p.sales,
    stock: p.stock,
    is_show: p.is_show,
    is_hot: p.is_hot,
    is_benefit: p.is_benefit,
    is_best: p.is_best,
    is_new: p.is_new,
    description: p.description,
    is_postage: p.is_postage,
    give_integral: centsToNumber(p.give_integral),
    cost: centsToNumber(p.cost),
    is_good: p.is_good,
    is_sub: p.is_sub,
    is_integral: p.is_integral,
    ficti: p.ficti,
    temp_id: p.temp_id,
    spec_type: p.spec_type,
    attr: multi ? skuRowOf([], {}, null) : { ...skuRowOf([SINGLE_SPEC_NAME], single?.detail ?? {}, single), sku: '' },
    items: multi ? specs : null,
    attrs: multi ? skus.map((s) => skuRowOf(valuesOf(s.detail), s.detail, s)) : null,
  };
}
