/*
 * One row of the SKU table (yshop's `ProductFormatDto`, CONTRACT-SHOP.md section 4.2) as the
 * form edits it: typed text for every number (money is checked and sent exactly, never
 * through float arithmetic), the combination it stands for, and the server's own `sku`
 * string kept as sent (how a saved SKU keeps its `unique`, §9.3).
 */
import { asText, isObject } from '../../api/resource/wire';
import { centsFromYuan, centsOf, formatCents } from '../../shared/money/money';
import { combinationKey, type Combination } from './specs';

/** The editable columns, in the table's order after the attrs' (header of `isFormatAttr`). */
export const SKU_COLUMNS = [
  { key: 'pic', label: '图片', kind: 'picture' },
  { key: 'price', label: '售价', kind: 'money' },
  { key: 'cost', label: '成本价', kind: 'money' },
  { key: 'ot_price', label: '原价', kind: 'money' },
  { key: 'stock', label: '库存', kind: 'count' },
  { key: 'bar_code', label: '产品编号', kind: 'text' },
  { key: 'weight', label: '重量(KG)', kind: 'decimal' },
  { key: 'volume', label: '体积(m³)', kind: 'decimal' },
  { key: 'integral', label: '所需兑换积分', kind: 'count' },
] as const;

/** 单独设置 of 佣金设置 (`is_sub` 1) adds these (yshop's tables bound them to `volume`, §10.26). */
export const COMMISSION_COLUMNS = [
  { key: 'brokerage', label: '一级返佣(元)', kind: 'money' },
  { key: 'brokerage_two', label: '二级返佣(元)', kind: 'money' },
] as const;

export type SkuField = (typeof SKU_COLUMNS)[number]['key'] | (typeof COMMISSION_COLUMNS)[number]['key'];
export type SkuColumn = (typeof SKU_COLUMNS)[number] | (typeof COMMISSION_COLUMNS)[number];

export interface SkuRow extends Record<SkuField, string> {
  /** The combination's identity (combinationKey), the row's React key. */
  key: string;
  /** Values in attr order (`value1`...). */
  values: string[];
  detail: Record<string, string>;
  /** As the server sent it ('' for a new combination). */
  sku: string;
  /** 拼团 / 秒杀 prices and stocks: not this form's, sent back as read. */
  activity: { pink_price: string; pink_stock: string; seckill_price: string; seckill_stock: string };
}

const NO_ACTIVITY = { pink_price: '0', pink_stock: '0', seckill_price: '0', seckill_stock: '0' };

/** A new combination's row: empty amounts, the cover as its picture (the original does so for a new product). */
export function blankRow(combination: Combination, pic = ''): SkuRow {
  return {
    key: combinationKey(combination.detail),
    values: combination.values,
    detail: combination.detail,
    sku: '',
    pic,
    price: '',
    cost: '',
    ot_price: '',
    stock: '',
    bar_code: '',
    weight: '',
    volume: '',
    integral: '',
    brokerage: '',
    brokerage_two: '',
    activity: NO_ACTIVITY,
  };
}

/** A money value as the server sends it (a number of yuan or text) as the input shows it: `10.00`, '' when unreadable. */
const moneyText = (value: unknown): string => {
  const cents = centsFromYuan(value);
  return cents === undefined ? '' : formatCents(cents);
};
/** A count or measure as text (`9981`, `0.5`); '' for null. */
const numberText = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '');

/**
 * A row of `isFormatAttr`'s `value` (or `info`'s single-spec `attr`) for the attrs named:
 * its values from `detail` (or `value1`...), the rest read leniently. Undefined when it
 * names no value for one of the attrs.
 */
export function readSkuRow(raw: unknown, attrNames: readonly string[]): SkuRow | undefined {
  if (!isObject(raw)) return undefined;
  const sent = isObject(raw.detail) ? raw.detail : {};
  const values = attrNames.map((name, i) => asText(sent[name] ?? raw[`value${i + 1}`]));
  if (values.some((value) => value === '')) return undefined;
  const detail = Object.fromEntries(attrNames.map((name, i) => [name, values[i]!]));
  const money = (key: string) => moneyText(raw[key]);
  return {
    key: combinationKey(detail),
    values,
    detail,
    sku: asText(raw.sku),
    pic: asText(raw.pic ?? raw.image),
    price: money('price'),
    cost: money('cost'),
    ot_price: money('ot_price'),
    stock: numberText(raw.stock),
    bar_code: asText(raw.bar_code),
    weight: numberText(raw.weight),
    volume: numberText(raw.volume),
    integral: numberText(raw.integral),
    brokerage: money('brokerage'),
    brokerage_two: money('brokerage_two'),
    activity: { pink_price: money('pink_price') || '0', pink_stock: numberText(raw.pink_stock) || '0', seckill_price: money('seckill_price') || '0', seckill_stock: numberText(raw.seckill_stock) || '0' },
  };
}

const MAX_CENTS = 9_999_999_999;
const COUNT = /^\d{1,9}$/;
const DECIMAL = /^\d{1,8}(\.\d{1,2})?$/;

/** What is wrong with one cell's text, in Chinese; undefined when fine. Empty counts and measures are 0; an empty amount too, except 售价. */
export function cellProblem(column: SkuColumn, text: string): string | undefined {
  const value = text.trim();
  switch (column.kind) {
    case 'money': {
      if (value === '') return column.key === 'price' ? `请输入${column.label}` : undefined;
      const cents = centsOf(value);
      return cents === undefined || cents < 0 || cents > MAX_CENTS ? `${column.label}应为 0 到 99999999.99 之间、最多两位小数的金额` : undefined;
    }
    case 'count':
      return value === '' || COUNT.test(value) ? undefined : `${column.label}应为不小于 0 的整数`;
    case 'decimal':
      return value === '' || DECIMAL.test(value) ? undefined : `${column.label}应为不小于 0、最多两位小数的数`;
    default:
      return undefined;
  }
}

/** Cents of an amount cell; 0 for an empty or unreadable one (a problem the form reports apart). */
export const centsOfCell = (text: string): number => centsOf(text.trim()) ?? 0;

/** A count cell as a whole number; 0 for empty. */
export const countOfCell = (text: string): number => (COUNT.test(text.trim()) ? Number(text.trim()) : 0);

/**
 * The product's figures as the server derives them (§9.3): the lowest price, original price
 * and cost over the SKUs, in cents, and the summed stock. Integer arithmetic only.
 */
export function skuFigures(rows: readonly SkuRow[]): { price: number; otPrice: number; cost: number; stock: number } | undefined {
  if (rows.length === 0) return undefined;
  let price = Infinity;
  let otPrice = Infinity;
  let cost = Infinity;
  let stock = 0;
  for (const row of rows) {
    price = Math.min(price, centsOfCell(row.price));
    otPrice = Math.min(otPrice, centsOfCell(row.ot_price));
    cost = Math.min(cost, centsOfCell(row.cost));
    stock += countOfCell(row.stock);
  }
  return { price, otPrice, cost, stock };
}

/** A number the wire carries from checked text (`"10.50"` goes as 10.5: the same decimal, no arithmetic). */
const wireNumber = (text: string): number => (text.trim() === '' ? 0 : Number(text.trim()));

/** A row as `addOrSave`'s `attrs` entry (the contract's keys, values as numbers). */
export function skuBody(row: SkuRow) {
  return {
    ...Object.fromEntries(row.values.map((value, i) => [`value${i + 1}`, value])),
    detail: row.detail,
    sku: row.sku,
    pic: row.pic,
    price: wireNumber(row.price),
    cost: wireNumber(row.cost),
    ot_price: wireNumber(row.ot_price),
    stock: wireNumber(row.stock),
    bar_code: row.bar_code,
    weight: wireNumber(row.weight),
    volume: wireNumber(row.volume),
    brokerage: wireNumber(row.brokerage),
    brokerage_two: wireNumber(row.brokerage_two),
    integral: wireNumber(row.integral),
    pink_price: wireNumber(row.activity.pink_price),
    pink_stock: wireNumber(row.activity.pink_stock),
    seckill_price: wireNumber(row.activity.seckill_price),
    seckill_stock: wireNumber(row.activity.seckill_stock),
  };
}
