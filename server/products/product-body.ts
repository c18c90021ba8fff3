import type { SkuFigures } from '../http/sku';
import { badRequest } from '../http/errors';
import { parseCents } from '../http/amount';
import { MAX_COMBINATIONS, readSpecs, SINGLE_SKU, singleSpec, SKU_MESSAGES, skuOf, valuesOfDetail, type SpecDefinition } from '../http/sku';

/**
 * `POST api/yxStoreProduct/addOrSave`'s body (CONTRACT-SHOP 4.2: yshop's snake_case product
 * form) read into what a save writes: only the form's fields (no mass assignment: `sales`,
 * `price`, `stock`, `otPrice`, `header`... at product level are ignored or derived),
 * amounts in hundredths, refusals in yshop's order with its messages, then the rules of
 * 9.3. Optional fields left out are `undefined`: an edit keeps the stored value, a create
 * takes the default (as yshop writes only the non-null fields).
 */

/** One SKU as posted, amounts in hundredths. */
export interface SkuInput extends SkuFigures {
  /** Its values in spec order, and the combination string computed from them (never the posted `sku`). */
  values: string[];
  detail: Record<string, string>;
  sku: string;
  /** The seed's fixed key (the dump's SKU of product 37); a request never sets it. */
  unique?: string;
}

export const PRODUCT_FLAGS = ['is_show', 'is_hot', 'is_benefit', 'is_best', 'is_new', 'is_good', 'is_postage', 'is_sub', 'is_integral'] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

export interface ProductInput {
  /** null: a create (id absent, null or 0). */
  id: number | null;
  image: string;
  sliderImage: string[];
  storeName: string;
  keyword: string;
  cateId: number;
  description: string;
  specType: 0 | 1;
  tempId: number;
  storeInfo: string | undefined;
  unitName: string | undefined;
  ficti: number | undefined;
  sort: number | undefined;
  giveIntegral: number | undefined;
  flags: Partial<Record<ProductFlag, 0 | 1>>;
  /** The specs as saved: `规格` / `默认` for a single-spec product (9.3 step 5). */
  items: SpecDefinition[];
  skus: SkuInput[];
}

/** Derived from the SKUs (9.3 step 2): minima of the prices and points, the sum of the stock. */
export interface Derived {
  price: number;
  otPrice: number;
  cost: number;
  integral: number;
  stock: number;
}

const MAX_COUNT = 99_999_999;
const MAX_PICTURES = 10;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function requiredText(value: unknown, blank: string, max: number, label: string): string {
  if (isBlank(value)) throw badRequest(blank);
  if (typeof value !== 'string') throw badRequest(`${label}格式不正确`);
  const text = value.trim();
  if ([...text].length > max) throw badRequest(`${label}不能超过 ${max} 个字符`);
  return text;
}

function optionalText(value: unknown, max: number, label: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`${label}格式不正确`);
  const text = value.trim();
  if ([...text].length > max) throw badRequest(`${label}不能超过 ${max} 个字符`);
  return text;
}

/** A whole number as JSON sends it or as decimal digits; `undefined` when absent, null or ''. */
function optionalCount(value: unknown, label: string, max = MAX_COUNT): number | undefined {
  if (isBlank(value)) return undefined;
  const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw badRequest(`${label}必须是整数`);
  if (n < 0) throw badRequest(`${label}不能为负数`);
  if (n > max) throw badRequest(`${label}不能超过 ${max}`);
  return n;
}

function requiredCount(value: unknown, label: string, max = MAX_COUNT): number {
  const n = optionalCount(value, label, max);
  if (n === undefined) throw badRequest(`请输入${label}`);
  return n;
}

/** An amount of the form (shared/cents.ts), zero allowed: `请输入售价`, `售价不能为负数`, `售价最多两位小数`... */
const amount = (value: unknown, label: string): number => parseCents(value, { label, missing: `请输入${label}`, notPositive: `${label}不能为负数`, zero: true });

/** An amount a form may leave out: absent, null or '' is 0. */
const optionalAmount = (value: unknown, label: string): number => (isBlank(value) ? 0 : amount(value, label));

function flag(value: unknown, label: string): 0 | 1 | undefined {
  if (value === undefined || value === null) return undefined;
  if (value === 1 || value === '1' || value === true) return 1;
  if (value === 0 || value === '0' || value === false) return 0;
  throw badRequest(`${label}只能是 0 或 1`);
}

function readId(value: unknown): number | null {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0') return null;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1) throw badRequest('ID 必须是整数');
  return n;
}

function pictureUrl(value: unknown, message: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(message);
  if (value.length > 256) throw badRequest('图片地址不能超过 256 个字符');
  return value.trim();
}

/** One posted SKU (yshop's ProductFormatDto keys), its detail already checked. */
function readSku(raw: Record<string, unknown>, values: string[], detail: Record<string, string>): SkuInput {
  const stock = requiredCount(raw.stock, '库存');
  const sku: SkuInput = {
    values,
    detail,
    sku: skuOf(values),
    pic: optionalText(raw.pic, 256, '规格图片') ?? '',
    barCode: optionalText(raw.bar_code, 64, '产品编号') ?? '',
    price: amount(raw.price, '售价'),
    cost: amount(raw.cost, '成本价'),
    otPrice: amount(raw.ot_price, '原价'),
    stock,
    weight: optionalAmount(raw.weight, '重量'),
    volume: optionalAmount(raw.volume, '体积'),
    brokerage: optionalAmount(raw.brokerage, '一级返佣'),
    brokerageTwo: optionalAmount(raw.brokerage_two, '二级返佣'),
    integral: optionalCount(raw.integral, '所需兑换积分') ?? 0,
    pinkPrice: optionalAmount(raw.pink_price, '拼团价'),
    pinkStock: optionalCount(raw.pink_stock, '拼团活动库存') ?? 0,
    seckillPrice: optionalAmount(raw.seckill_price, '秒杀价'),
    seckillStock: optionalCount(raw.seckill_stock, '秒杀活动库存') ?? 0,
  };
  return sku;
}

/** Reads the whole body or throws the first refusal (a 400 with its Chinese message). */
export function readProductBody(body: unknown): ProductInput {
  if (!isRecord(body)) throw badRequest('请求体格式不正确');
  const id = readId(body.id);
  // yshop's @NotBlank/@NotNull checks, in its order.
  const image = pictureUrl(isBlank(body.image) ? '' : body.image, '商品图片必传');
  if (body.slider_image === undefined || body.slider_image === null) throw badRequest('轮播图不为空');
  if (!Array.isArray(body.slider_image)) throw badRequest('轮播图格式不正确');
  const storeName = requiredText(body.store_name, '商品名称不能为空', 128, '商品名称');
  const keyword = requiredText(body.keyword, '关键字不能为空', 256, '关键字');
  if (isBlank(body.cate_id)) throw badRequest('分类id不能为空');
  const cateId = readId(body.cate_id);
  if (cateId === null) throw badRequest('分类id不能为空');
  if (isBlank(body.description)) throw badRequest('商品详情不能为空');
  if (typeof body.description !== 'string') throw badRequest('商品详情格式不正确');
  const description = body.description;

  const specType = body.spec_type === undefined || body.spec_type === null ? 0 : flag(body.spec_type, '规格类型');
  const rawSkus = body.attrs === undefined || body.attrs === null ? [] : body.attrs;
  if (!Array.isArray(rawSkus)) throw badRequest('规格格式不正确');
  if (rawSkus.length > MAX_COMBINATIONS) throw badRequest(SKU_MESSAGES.tooManyCombinations);
  // A single-spec product is its first SKU, whatever else was posted (9.3 step 5).
  const posted = (specType === 1 ? rawSkus : rawSkus.slice(0, 1)).map((s) => {
    if (!isRecord(s)) throw badRequest('规格格式不正确');
    return s;
  });
  const stocks = posted.map((s) => requiredCount(s.stock, '库存'));
  if (stocks.reduce((a, b) => a + b, 0) <= 0) throw badRequest('库存不能低于0');
  if (body.slider_image.length === 0) throw badRequest('请上传轮播图');
  if (body.slider_image.length > MAX_PICTURES) throw badRequest(`轮播图最多 ${MAX_PICTURES} 张`);
  const sliderImage = body.slider_image.map((url) => pictureUrl(url, '轮播图地址不能为空'));
  for (const s of posted) {
    const stock = requiredCount(s.stock, '库存');
    if ((optionalCount(s.pink_stock, '拼团活动库存') ?? 0) > stock || (optionalCount(s.seckill_stock, '秒杀活动库存') ?? 0) > stock) {
      throw badRequest('活动商品库存不能大于原有商品库存');
    }
  }
  let items: SpecDefinition[];
  if (specType === 1) {
    if (body.items === undefined || body.items === null || (Array.isArray(body.items) && body.items.length === 0)) throw badRequest('请设置至少一个属性!');
    items = readSpecs(body.items);
  } else items = singleSpec();

  if (isBlank(body.temp_id)) throw badRequest('请选择运费模板');
  const tempId = readId(body.temp_id);
  if (tempId === null) throw badRequest('请选择运费模板');

  const seen = new Set<string>();
  const skus = posted.map((raw) => {
    const values = specType === 1 ? valuesOfDetail(items, raw.detail) : [SINGLE_SKU];
    const detail = Object.fromEntries(items.map((spec, i) => [spec.value, values[i]!]));
    const sku = readSku(raw, values, detail);
    if (seen.has(sku.sku)) throw badRequest(SKU_MESSAGES.combinationRepeated);
    seen.add(sku.sku);
    return sku;
  });

  const flags: Partial<Record<ProductFlag, 0 | 1>> = {};
  for (const key of PRODUCT_FLAGS) {
    const value = flag(body[key], key);
    if (value !== undefined) flags[key] = value;
  }
  return {
    id,
    image,
    sliderImage,
    storeName,
    keyword,
    cateId,
    description,
    specType: specType ?? 0,
    tempId,
    storeInfo: optionalText(body.store_info, 256, '商品简介'),
    unitName: optionalText(body.unit_name, 32, '单位'),
    ficti: optionalCount(body.ficti, '虚拟销量'),
    sort: optionalCount(body.sort, '排序', 99999),
    giveIntegral: isBlank(body.give_integral) ? undefined : amount(body.give_integral, '购买返回积分'),
    flags,
    items,
    skus,
  };
}

/** The product's figures from its SKUs, all in integers (9.3 step 2). */
export function deriveFigures(skus: readonly SkuInput[]): Derived {
  const min = (pick: (s: SkuInput) => number): number => skus.reduce((m, s) => Math.min(m, pick(s)), Number.POSITIVE_INFINITY);
  return {
    price: min((s) => s.price),
    otPrice: min((s) => s.otPrice),
    cost: min((s) => s.cost),
    integral: min((s) => s.integral),
    stock: skus.reduce((sum, s) => sum + s.stock, 0),
  };
}
