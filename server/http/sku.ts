import { badRequest } from './errors';

/**
 * The SKU rules of CONTRACT-SHOP 9.3 and its decisions, shared by `isFormatAttr` and
 * `addOrSave`: what a spec definition may hold, the combinations it gives (in the order
 * the SKU table shows them), and the combination string (`sku`) that identifies a SKU.
 */

/** One spec and its values: yshop's `items` (`addOrSave`) and `attrs` (`isFormatAttr`). */
export interface SpecDefinition {
  value: string;
  detail: string[];
}

/** What a single-spec product has: one spec 规格 with the one value 默认 (9.3 step 5). */
export const SINGLE_SPEC_NAME = '规格';
export const SINGLE_SKU = '默认';
export const singleSpec = (): SpecDefinition[] => [{ value: SINGLE_SPEC_NAME, detail: [SINGLE_SKU] }];

export const MAX_SPECS = 10;
/**
 * The SKU table's rows: 3 specs of 10 values, the most the console's table is measured
 * with (bench: 1,000 SKU rows on screen within 200 ms). 10,000 rows answered 3.3 MB after
 * 200 ms of work per call (issue 30).
 */
export const MAX_COMBINATIONS = 1000;
const MAX_TEXT = 32;

export const SKU_MESSAGES = {
  format: '规格格式不正确',
  nameBlank: '规格名称不能为空',
  nameTooLong: `规格名称不能超过 ${MAX_TEXT} 个字符`,
  nameRepeated: '规格名称不能重复',
  tooManySpecs: `规格最多 ${MAX_SPECS} 个`,
  noValues: '请至少添加一个规格值哦',
  valueBlank: '规格值不能为空',
  valueTooLong: `规格值不能超过 ${MAX_TEXT} 个字符`,
  valueForbidden: '规格值不能包含 - _ ,',
  valueRepeated: '规格值不能重复',
  tooManyCombinations: `规格组合不能超过 ${MAX_COMBINATIONS} 个`,
  combinationRepeated: '规格组合重复',
  detailMismatch: '规格组合与商品规格不一致',
} as const;

/** `-` split yshop's combinations, `_` its parser's keys, `,` the `sku` string: none may be in a value. */
const FORBIDDEN = /[-_,]/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads spec definitions (`[{ value, detail: [...] }]`); other keys of an entry
 * (`detailValue`, `attrHidden`) are ignored. Names and values are taken as sent (a value
 * is text: `70` and `70 ` are two values). `[]` is allowed here; the callers say what it
 * means. A spec without values is refused unless `allowNoValues` (a 规格模板 may keep one,
 * as the dump's 照片 and 斯特 do; 立即生成 then refuses it).
 */
export function readSpecs(raw: unknown, options: { allowNoValues?: boolean } = {}): SpecDefinition[] {
  if (!Array.isArray(raw)) throw badRequest(SKU_MESSAGES.format);
  if (raw.length > MAX_SPECS) throw badRequest(SKU_MESSAGES.tooManySpecs);
  const names = new Set<string>();
  return raw.map((entry): SpecDefinition => {
    if (!isRecord(entry)) throw badRequest(SKU_MESSAGES.format);
    const name = entry.value;
    if (typeof name !== 'string' || name.trim() === '') throw badRequest(SKU_MESSAGES.nameBlank);
    if ([...name].length > MAX_TEXT) throw badRequest(SKU_MESSAGES.nameTooLong);
    if (names.has(name)) throw badRequest(SKU_MESSAGES.nameRepeated);
    names.add(name);
    const detail = entry.detail;
    if (detail !== undefined && detail !== null && !Array.isArray(detail)) throw badRequest(SKU_MESSAGES.format);
    if ((!detail || detail.length === 0) && !options.allowNoValues) throw badRequest(SKU_MESSAGES.noValues);
    const values = new Set<string>();
    for (const value of detail ?? []) {
      if (typeof value !== 'string' || value.trim() === '') throw badRequest(SKU_MESSAGES.valueBlank);
      if ([...value].length > MAX_TEXT) throw badRequest(SKU_MESSAGES.valueTooLong);
      if (FORBIDDEN.test(value)) throw badRequest(SKU_MESSAGES.valueForbidden);
      if (values.has(value)) throw badRequest(SKU_MESSAGES.valueRepeated);
      values.add(value);
    }
    return { value: name, detail: [...values] };
  });
}

/**
 * The combination string of a SKU: its values sorted by UTF-16 code units (JavaScript's
 * default sort, the order of Java's `String.compareTo` that yshop sorts with) and joined
 * by `,`. `100m,50m`, `70,90m`, `A4,白色`; `默认` for a single-spec product.
 */
export const skuOf = (values: readonly string[]): string => [...values].sort().join(',');

/** One row of the SKU table: its values in spec order, `{ spec: value }`, and its string. */
export interface Combination {
  values: string[];
  detail: Record<string, string>;
  sku: string;
}

/**
 * Every combination of the specs' values, the first spec varying slowest (颜色 [红, 白] ×
 * 尺码 [S, M]: 红 S, 红 M, 白 S, 白 M), each once. Refuses more than MAX_COMBINATIONS
 * rows and two combinations with the same string (颜色 [红, 白] × 款式 [白, 红] gives
 * `白,红` twice).
 */
export function combinationsOf(specs: readonly SpecDefinition[]): Combination[] {
  if (specs.length === 0) return [];
  const count = specs.reduce((n, s) => n * s.detail.length, 1);
  if (count > MAX_COMBINATIONS) throw badRequest(SKU_MESSAGES.tooManyCombinations);
  let rows: string[][] = [[]];
  for (const spec of specs) rows = rows.flatMap((row) => spec.detail.map((value) => [...row, value]));
  const seen = new Set<string>();
  return rows.map((values) => {
    const sku = skuOf(values);
    if (seen.has(sku)) throw badRequest(SKU_MESSAGES.combinationRepeated);
    seen.add(sku);
    return { values, detail: Object.fromEntries(specs.map((s, i) => [s.value, values[i]!])), sku };
  });
}

/**
 * A posted SKU's `detail` checked against the specs: an object naming every spec once,
 * each with one of that spec's values. Returns its values in spec order.
 */
export function valuesOfDetail(specs: readonly SpecDefinition[], detail: unknown): string[] {
  if (!isRecord(detail)) throw badRequest(SKU_MESSAGES.detailMismatch);
  const keys = Object.keys(detail);
  if (keys.length !== specs.length) throw badRequest(SKU_MESSAGES.detailMismatch);
  return specs.map((spec) => {
    const value = Object.prototype.hasOwnProperty.call(detail, spec.value) ? detail[spec.value] : undefined;
    if (typeof value !== 'string' || !spec.detail.includes(value)) throw badRequest(SKU_MESSAGES.detailMismatch);
    return value;
  });
}

/** A SKU's picture, code and figures (amounts in hundredths), shared by what a save reads and what is stored. */
export interface SkuFigures {
  pic: string;
  barCode: string;
  price: number;
  cost: number;
  otPrice: number;
  stock: number;
  weight: number;
  volume: number;
  brokerage: number;
  brokerageTwo: number;
  integral: number;
  pinkPrice: number;
  pinkStock: number;
  seckillPrice: number;
  seckillStock: number;
}
