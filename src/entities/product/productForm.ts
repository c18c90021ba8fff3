/*
 * The product form (CONTRACT-SHOP.md section 11.3 and the decisions): yshop's snake_case
 * `productInfo` read into it, checked before sending with the contract's messages, and
 * sent as `addOrSave`'s body. Numbers stay typed text until sent; money never meets float
 * arithmetic (skuRow.ts).
 */
import { asId, asText, isObject } from '../../api/resource/wire';
import { centsOf } from '../../shared/money/money';
import { attrsProblem, combinationKey, combinations, extendedRow, type SpecAttr } from './specs';
import { blankRow, cellProblem, COMMISSION_COLUMNS, readSkuRow, SKU_COLUMNS, skuBody, skuFigures, type SkuRow } from './skuRow';

/** The 0/1 switches of the form (热卖单品 ... 积分兑换), plus the two without a control it sends back as read. */
export const SWITCHES = ['is_show', 'is_hot', 'is_benefit', 'is_best', 'is_new', 'is_integral', 'is_sub', 'is_good', 'is_postage'] as const;
export type SwitchKey = (typeof SWITCHES)[number];

/** At most this many 轮播图 (the original's picker limit). */
export const MAX_SLIDES = 4;

/** What a single-spec product's one SKU stands for (§9.3.5). */
export const SINGLE_ATTR: SpecAttr = { value: '规格', detail: ['默认'] };

export interface ProductForm extends Record<SwitchKey, 0 | 1> {
  /** 0 for a new product. */
  id: number;
  store_name: string;
  cate_id: number | null;
  keyword: string;
  unit_name: string;
  store_info: string;
  image: string;
  slider_image: string[];
  spec_type: 0 | 1;
  temp_id: number | null;
  description: string;
  ficti: string;
  give_integral: string;
  sort: string;
  /** Not edited: sent back as read (the save keeps it, §9.2). */
  sales: number;
  /** 多规格's attrs. */
  items: SpecAttr[];
  /** 单规格's one SKU. */
  single: SkuRow;
  /** 多规格's SKU table, one row per combination of `items` once generated. */
  rows: SkuRow[];
}

const singleBlank = (): SkuRow => blankRow({ values: ['默认'], detail: { 规格: '默认' } });

export function newProductForm(): ProductForm {
  return {
    id: 0,
    store_name: '',
    cate_id: null,
    keyword: '',
    unit_name: '',
    store_info: '',
    image: '',
    slider_image: [],
    spec_type: 0,
    temp_id: null,
    description: '',
    ficti: '0',
    give_integral: '0',
    sort: '0',
    sales: 0,
    is_show: 1,
    is_hot: 0,
    is_benefit: 0,
    is_best: 0,
    is_new: 0,
    is_integral: 0,
    is_sub: 0,
    is_good: 0,
    is_postage: 0,
    items: [],
    single: singleBlank(),
    rows: [],
  };
}

/** yshop's `items` / `ruleValue`: `[{ value, detail: [...] }]`; entries without a name are left out. */
export function readAttrs(value: unknown): SpecAttr[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw): SpecAttr[] => {
    if (!isObject(raw)) return [];
    const name = asText(raw.value).trim();
    if (name === '') return [];
    const detail = Array.isArray(raw.detail) ? [...new Set(raw.detail.map(asText).filter((v) => v !== ''))] : [];
    return [{ value: name, detail }];
  });
}

const flag = (value: unknown): 0 | 1 => (value === 1 || value === '1' || value === true ? 1 : 0);
const count = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' && value.trim() !== '' ? value.trim() : '0');
const slides = (value: unknown): string[] => (Array.isArray(value) ? value.map(asText) : typeof value === 'string' ? value.split(',') : []).filter((url) => url !== '');

/**
 * `info`'s `productInfo` as the form. A multi-spec product's SKU rows are not read from it
 * (yshop sends their prices as 0, §4.2): the form asks `isFormatAttr` for them at once.
 */
export function formOfInfo(info: unknown): ProductForm | undefined {
  if (!isObject(info)) return undefined;
  const id = asId(info.id);
  if (id === undefined) return undefined;
  const base = newProductForm();
  const specType: 0 | 1 = flag(info.spec_type);
  const single = specType === 0 ? (readSkuRow(isObject(info.attr) ? { ...info.attr, detail: { 规格: '默认' } } : undefined, ['规格']) ?? base.single) : base.single;
  return {
    ...base,
    id,
    store_name: asText(info.store_name),
    cate_id: asId(info.cate_id) ?? null,
    keyword: asText(info.keyword),
    unit_name: asText(info.unit_name),
    store_info: asText(info.store_info),
    image: asText(info.image),
    slider_image: slides(info.slider_image),
    spec_type: specType,
    temp_id: asId(info.temp_id) ?? null,
    description: asText(info.description),
    ficti: count(info.ficti),
    give_integral: count(info.give_integral),
    sort: count(info.sort),
    sales: typeof info.sales === 'number' ? info.sales : 0,
    ...Object.fromEntries(SWITCHES.map((key) => [key, flag(info[key])])),
    items: specType === 1 ? readAttrs(info.items) : [],
    single,
    rows: [],
  };
}

/** `isFormatAttr`'s answer `{ attr, value }` as rows for `attrs` (rows it cannot read are left out). */
export function rowsOfFormat(answer: unknown, attrs: readonly SpecAttr[]): SkuRow[] {
  const names = attrs.map((attr) => attr.value);
  const value = isObject(answer) && Array.isArray(answer.value) ? answer.value : [];
  return value.flatMap((raw) => readSkuRow(raw, names) ?? []);
}

/**
 * The rows to show after 立即生成: the server's rows, in its order. Where the table already
 * held a combination, what was typed there is kept (the server only knows what was saved);
 * a combination the server has not saved that extends a row of the table (a spec was added)
 * starts from what was typed in that row; a new one shows `pic` (the cover) as its picture.
 */
export function mergeGenerated(generated: readonly SkuRow[], current: readonly SkuRow[], pic = ''): SkuRow[] {
  const typed = new Map(current.map((row) => [row.key, row]));
  const oldNames = current[0] ? Object.keys(current[0].detail) : [];
  return generated.map((row) => {
    const mine = typed.get(row.key);
    if (mine) return { ...mine, values: row.values, detail: row.detail, sku: row.sku || mine.sku };
    if (row.sku !== '') return row;
    const from = extendedRow(typed, oldNames, row.detail);
    if (from) return { ...from, key: row.key, values: row.values, detail: row.detail, sku: '', activity: row.activity };
    return row.pic === '' && pic !== '' ? { ...row, pic } : row;
  });
}

export type ProductField = 'store_name' | 'cate_id' | 'keyword' | 'unit_name' | 'store_info' | 'image' | 'slider_image' | 'temp_id' | 'description' | 'ficti' | 'give_integral' | 'sort';

export interface ProductProblems {
  /** The notice: the first problem, as the original words it. */
  message: string;
  fields: Partial<Record<ProductField, string>>;
  /** Cells of the SKU table: `${row.key}|${column}` → message. */
  cells: Record<string, string>;
}

const REQUIRED: readonly [ProductField, string][] = [
  ['store_name', '请输入商品名称'],
  ['cate_id', '请选择商品分类'],
  ['keyword', '请输入商品关键字'],
  ['unit_name', '请输入单位'],
  ['store_info', '请输入商品简介'],
  ['image', '请上传商品封面图'],
  ['slider_image', '请上传轮播图'],
  ['temp_id', '请选择运费模板'],
  ['description', '商品详情不能为空'],
];

const isBlank = (value: unknown): boolean => value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
const WHOLE = /^\d{1,9}$/;

/** The SKU rows a save sends: the one of 单规格, else the table. */
export const skuRowsOf = (form: ProductForm): SkuRow[] => (form.spec_type === 0 ? [form.single] : form.rows);

/**
 * Every check before sending (the original bound only four rules, §10.26): all required
 * fields, the numbers, the SKU cells, the attrs and stock. Undefined when the form may go.
 */
export function productProblems(form: ProductForm): ProductProblems | undefined {
  const fields: Partial<Record<ProductField, string>> = {};
  for (const [key, message] of REQUIRED) {
    const value = key === 'description' ? form.description.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ') + (/<img\b/i.test(form.description) ? 'img' : '') : form[key];
    if (isBlank(value)) fields[key] = message;
  }
  if (form.slider_image.length > MAX_SLIDES) fields.slider_image = `轮播图最多${MAX_SLIDES}张`;
  if (!WHOLE.test(form.ficti.trim())) fields.ficti = '虚拟销量应为不小于 0 的整数';
  if (!WHOLE.test(form.sort.trim())) fields.sort = '排序应为不小于 0 的整数';
  const integral = centsOf(form.give_integral.trim());
  if (integral === undefined || integral < 0) fields.give_integral = '购买返回积分应为不小于 0、最多两位小数的数';

  const columns = [...SKU_COLUMNS, ...(form.is_sub === 1 ? COMMISSION_COLUMNS : [])];
  const cells: Record<string, string> = {};
  const rows = skuRowsOf(form);
  for (const row of rows) {
    for (const column of columns) {
      const problem = cellProblem(column, row[column.key]);
      if (problem) cells[`${row.key}|${column.key}`] = problem;
    }
  }

  const messages: string[] = [];
  const blank = REQUIRED.some(([key]) => fields[key] !== undefined && fields[key] === REQUIRED.find(([k]) => k === key)?.[1]);
  const firstField = Object.values(fields)[0];
  if (firstField !== undefined) messages.push(blank ? '请填写完整商品信息！' : firstField);
  if (form.spec_type === 1) {
    const attrs = attrsProblem(form.items);
    if (attrs) messages.push(attrs);
    else if (!generatedFor(form.rows, form.items)) messages.push('请点击生成规格！');
  }
  const cellMessages = Object.values(cells);
  if (cellMessages.length > 0) messages.push(cellMessages[0]!);
  else if (rows.length > 0 && (skuFigures(rows)?.stock ?? 0) <= 0) messages.push('库存不能低于0');
  if (messages.length === 0) return undefined;
  return { message: messages[0]!, fields, cells };
}

/**
 * Whether the table was generated for these attrs: at least one row, each a combination of
 * them, none twice (a row may have been removed with its 删除: the product lacks that one).
 */
function generatedFor(rows: readonly SkuRow[], attrs: readonly SpecAttr[]): boolean {
  if (rows.length === 0) return false;
  const wanted = new Set(combinations(attrs).map((c) => combinationKey(c.detail)));
  const seen = new Set<string>();
  for (const row of rows) {
    if (!wanted.has(row.key) || seen.has(row.key)) return false;
    seen.add(row.key);
  }
  return true;
}

const numberOf = (text: string): number => (text.trim() === '' ? 0 : Number(text.trim()));

/** The `addOrSave` body (the contract's keys; `id` only when editing). */
export function productBody(form: ProductForm) {
  const multi = form.spec_type === 1;
  const rows = multi ? form.rows : [{ ...form.single, pic: form.single.pic || form.image, values: ['默认'], detail: { 规格: '默认' }, sku: form.single.sku || '默认' }];
  return {
    ...(form.id > 0 ? { id: form.id } : {}),
    store_name: form.store_name.trim(),
    cate_id: form.cate_id,
    keyword: form.keyword.trim(),
    unit_name: form.unit_name.trim(),
    store_info: form.store_info.trim(),
    image: form.image,
    slider_image: form.slider_image,
    spec_type: form.spec_type,
    temp_id: form.temp_id,
    description: form.description,
    ficti: numberOf(form.ficti),
    give_integral: numberOf(form.give_integral),
    sort: numberOf(form.sort),
    sales: form.sales,
    ...Object.fromEntries(SWITCHES.map((key) => [key, form[key]])),
    items: multi ? form.items.map((attr) => ({ value: attr.value, detail: [...attr.detail] })) : [{ value: SINGLE_ATTR.value, detail: [...SINGLE_ATTR.detail] }],
    attrs: rows.map((row) => skuBody(multi ? row : { ...row, values: ['默认'] })),
  };
}
