import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connection';
import { likePattern, orderBy, Where, type Page } from '../db/list';
import { StatementCache } from '../db/statement-cache';
import { VersionedCache, type DbVersion } from '../db/version';
import { centsToWire as centsToNumber } from '../shared/cents';
import type { StoredSku } from './format-attr';
import type { Derived, ProductFlag, ProductInput, SkuInput } from './product-body';
import type { ProductListItem } from './schemas';
import type { SpecDefinition } from '../http/sku';

/** The list's filters (CONTRACT-SHOP 4.2); `isDel` 1 finds nothing, as soft-deleted rows are gone. */
export interface ProductFilter {
  storeName?: string | undefined;
  isShow?: 0 | 1 | undefined;
  isDel?: 0 | 1 | undefined;
  cateId?: number | undefined;
  isIntegral?: 0 | 1 | undefined;
}

/** The sortable columns (CONTRACT-SHOP 10.1's whitelist); anything else gives the default order. */
export const PRODUCT_SORT = { id: 'p.id', sort: 'p.sort', createTime: 'p.create_time', price: 'p.price', sales: 'p.sales', stock: 'p.stock' } as const;
const DEFAULT_ORDER = 'p.id DESC';

/** A product row (amounts in hundredths). */
export interface ProductRecord {
  id: number;
  mer_id: number;
  image: string;
  slider_image: string;
  store_name: string;
  store_info: string;
  keyword: string;
  bar_code: string;
  cate_id: number;
  price: number;
  vip_price: number;
  ot_price: number;
  postage: number;
  unit_name: string;
  sort: number;
  sales: number;
  stock: number;
  is_show: number;
  is_hot: number;
  is_benefit: number;
  is_best: number;
  is_new: number;
  description: string;
  is_postage: number;
  is_del: number;
  mer_use: number;
  give_integral: number;
  cost: number;
  is_seckill: number;
  is_good: number;
  is_sub: number;
  ficti: number;
  browse: number;
  code_path: string;
  temp_id: number | null;
  spec_type: number;
  is_integral: number;
  integral: number;
  create_time: number;
  update_time: number | null;
}

/** A product row with its live category's name (null when the category is gone). */
export type ListRecord = ProductRecord & { category_name: string | null };

interface SkuRecord {
  id: number;
  product_id: number;
  sku: string;
  detail: string;
  stock: number;
  sales: number;
  price: number;
  image: string;
  unique: string;
  cost: number;
  bar_code: string;
  ot_price: number;
  weight: number;
  volume: number;
  brokerage: number;
  brokerage_two: number;
  pink_price: number;
  pink_stock: number;
  seckill_price: number;
  seckill_stock: number;
  integral: number;
}

const toListItem = (r: ListRecord): ProductListItem => ({
  id: r.id,
  merId: r.mer_id,
  image: r.image,
  sliderImage: r.slider_image,
  storeName: r.store_name,
  storeInfo: r.store_info,
  keyword: r.keyword,
  barCode: r.bar_code,
  cateId: String(r.cate_id),
  price: centsToNumber(r.price),
  vipPrice: centsToNumber(r.vip_price),
  otPrice: centsToNumber(r.ot_price),
  postage: centsToNumber(r.postage),
  unitName: r.unit_name,
  sort: r.sort,
  sales: r.sales,
  stock: r.stock,
  isShow: r.is_show,
  isHot: r.is_hot,
  isBenefit: r.is_benefit,
  isBest: r.is_best,
  isNew: r.is_new,
  description: r.description,
  addTime: null,
  isPostage: r.is_postage,
  isDel: r.is_del,
  merUse: r.mer_use,
  giveIntegral: centsToNumber(r.give_integral),
  cost: centsToNumber(r.cost),
  isSeckill: r.is_seckill,
  isGood: r.is_good,
  ficti: r.ficti,
  browse: r.browse,
  codePath: r.code_path,
  soureLink: null,
  isIntegral: r.is_integral,
  storeCategory: r.category_name === null ? null : { id: r.cate_id, cateName: r.category_name },
});

function detailOf(text: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

const toStoredSku = (r: SkuRecord): StoredSku => ({
  id: r.id,
  sku: r.sku,
  detail: detailOf(r.detail),
  unique: r.unique,
  sales: r.sales,
  pic: r.image,
  barCode: r.bar_code,
  price: r.price,
  cost: r.cost,
  otPrice: r.ot_price,
  stock: r.stock,
  weight: r.weight,
  volume: r.volume,
  brokerage: r.brokerage,
  brokerageTwo: r.brokerage_two,
  integral: r.integral,
  pinkPrice: r.pink_price,
  pinkStock: r.pink_stock,
  seckillPrice: r.seckill_price,
  seckillStock: r.seckill_stock,
});

/** A product with everything the form shows. */
export interface ProductDetail {
  product: ProductRecord;
  specs: SpecDefinition[];
  skus: StoredSku[];
}

/** Searches shorter than this scan the names (LIKE); longer ones use the trigram index (migration 9). */
const TRIGRAM = 3;
/** How long the same create from the same operator counts as a repeat (a double click, a retried request). */
export const REPEAT_WINDOW_MS = 10_000;

const LIST_COLUMNS = 'SELECT p.*, c.cate_name AS category_name';
const LIST_JOIN = 'LEFT JOIN yx_store_category c ON c.id = p.cate_id AND c.is_del = 0';

const FLAG_DEFAULTS: Record<ProductFlag, 0 | 1> = {
  is_show: 1,
  is_hot: 0,
  is_benefit: 0,
  is_best: 0,
  is_new: 0,
  is_good: 0,
  is_postage: 0,
  is_sub: 0,
  is_integral: 0,
};

/** 商品管理's products, their specs, SKUs and saved spec result. */
export class ProductRepository {
  private readonly statements;
  private readonly counts: VersionedCache<string, number>;

  constructor(
    private readonly db: Db,
    version: DbVersion,
  ) {
    this.statements = new StatementCache(db);
    // A name search's total scans its matches; the pager asks it again on every page turn.
    this.counts = new VersionedCache(version);
  }

  private sql(text: string) {
    return this.statements.get(text);
  }

  /** The name search as an FTS5 phrase (trigram index), or null when it is too short for it. */
  private static phrase(f: ProductFilter): string | null {
    return f.storeName && [...f.storeName].length >= TRIGRAM ? `"${f.storeName.replace(/"/g, '""')}"` : null;
  }

  /** The filters on the product columns (`p`), the name search too unless `withoutSearch`. */
  private where(f: ProductFilter, withoutSearch = false): Where {
    const where = new Where().add('p.is_del = 0').equals('p.is_del', f.isDel).equals('p.is_show', f.isShow).equals('p.cate_id', f.cateId).equals('p.is_integral', f.isIntegral);
    const phrase = ProductRepository.phrase(f);
    if (phrase !== null) {
      if (!withoutSearch) where.add('p.id IN (SELECT rowid FROM yx_store_product_search WHERE yx_store_product_search MATCH ?)', phrase);
    } else if (f.storeName) where.add("p.store_name LIKE ? ESCAPE '\\'", likePattern(f.storeName));
    return where;
  }

  /** The ORDER BY for a request's `sort` (closed list; newest first by default). */
  order(sort: string | readonly string[] | undefined): string {
    return orderBy(sort, PRODUCT_SORT, DEFAULT_ORDER, 'p.id');
  }

  /**
   * The filter's total: from the counts the triggers keep when there is no name search
   * (isDel 1 has none), else counted once per database version.
   */
  private total(f: ProductFilter, where: Where): number {
    if (f.isDel === 1) return 0;
    if (!f.storeName) {
      const w = new Where().equals('is_show', f.isShow).equals('cate_id', f.cateId).equals('is_integral', f.isIntegral);
      return this.sql(`SELECT coalesce(sum(n), 0) FROM yx_store_product_counts ${w.sql}`).pluck().get(...w.params) as number;
    }
    return this.counts.get(`${where.sql}|${JSON.stringify(where.params)}`, () => this.sql(`SELECT COUNT(*) FROM yx_store_product p ${where.sql}`).pluck().get(...where.params) as number);
  }

  /**
   * One page: the page's ids from the indexes (sorted, LIMIT/OFFSET), then those rows with
   * their category; the total as above, or the row count of a first page that is not full.
   */
  page(f: ProductFilter, order: string, page: number, size: number): Page<ProductListItem> {
    const w = this.where(f);
    const phrase = ProductRepository.phrase(f);
    // Newest first (the console's order) with a name search: the index's matches are read
    // newest first and stop at the page, instead of collecting every match (5,000 of
    // 100,000 products took ten times as long).
    let ids = `SELECT p.id FROM yx_store_product p ${w.sql} ORDER BY ${order} LIMIT ? OFFSET ?`;
    let params = w.params;
    if (phrase !== null && order === DEFAULT_ORDER) {
      const rest = this.where(f, true);
      ids = `SELECT p.id FROM yx_store_product_search s CROSS JOIN yx_store_product p ON p.id = s.rowid
        ${rest.sql} AND s.yx_store_product_search MATCH ? ORDER BY s.rowid DESC LIMIT ? OFFSET ?`;
      params = [...rest.params, phrase];
    }
    const rows = this.sql(`${LIST_COLUMNS} FROM (${ids}) x CROSS JOIN yx_store_product p ON p.id = x.id ${LIST_JOIN} ORDER BY ${order}`).all(
      ...params,
      size,
      page * size,
    ) as ListRecord[];
    const totalElements = page === 0 && rows.length < size ? rows.length : this.total(f, w);
    return { content: rows.map(toListItem), totalElements };
  }

  /** Every product the filter finds, as stored (the export: amounts stay hundredths). */
  /** The matches in `order`, at most `limit` (an export asks one more than it holds, to know it would hold too many). */
  all(f: ProductFilter, order: string, limit: number): ListRecord[] {
    const w = this.where(f);
    return this.sql(`${LIST_COLUMNS} FROM yx_store_product p ${LIST_JOIN} ${w.sql} ORDER BY ${order} LIMIT ?`).all(...w.params, limit) as ListRecord[];
  }

  /** A live product, or null. */
  find(id: number): ProductRecord | null {
    return (this.sql('SELECT * FROM yx_store_product WHERE id = ? AND is_del = 0').get(id) as ProductRecord | undefined) ?? null;
  }

  /** The stored SKUs of a product, by combination string. */
  skusOf(productId: number): Map<string, StoredSku> {
    const rows = this.sql('SELECT * FROM yx_store_product_attr_value WHERE product_id = ? ORDER BY id').all(productId) as SkuRecord[];
    return new Map(rows.map((r) => [r.sku, toStoredSku(r)]));
  }

  /** The specs as last saved (the saved result's `attr`, else the attr rows). */
  specsOf(productId: number): SpecDefinition[] {
    const result = this.sql('SELECT result FROM yx_store_product_attr_result WHERE product_id = ?').pluck().get(productId) as string | undefined;
    if (result !== undefined) {
      try {
        const attr = (JSON.parse(result) as { attr?: unknown }).attr;
        if (Array.isArray(attr)) return attr as SpecDefinition[];
      } catch {
        // fall through to the attr rows
      }
    }
    const rows = this.sql('SELECT attr_name, attr_values FROM yx_store_product_attr WHERE product_id = ? ORDER BY id').all(productId) as Array<{ attr_name: string; attr_values: string }>;
    return rows.map((r) => ({ value: r.attr_name, detail: r.attr_values === '' ? [] : r.attr_values.split(',') }));
  }

  detail(id: number): ProductDetail | null {
    const product = this.find(id);
    if (!product) return null;
    return { product, specs: this.specsOf(id), skus: [...this.skusOf(id).values()] };
  }

  /** The live product a create with this digest made within the repeat window, if any. */
  repeatOf(digest: string, now: number): number | null {
    return (this.sql('SELECT id FROM yx_store_product WHERE create_digest = ? AND is_del = 0 AND create_time >= ?').pluck().get(digest, now - REPEAT_WINDOW_MS) as number | undefined) ?? null;
  }

  /**
   * Writes a product, its specs, SKUs and saved result (9.3), inside the caller's
   * transaction. An edit keeps every stored field the body left out, and each SKU whose
   * combination string it keeps (its id, `unique` and `sales`); SKUs whose combination
   * went are deleted, new ones get a new `unique`. Returns the product's id.
   */
  save(input: ProductInput, derived: Derived, at: number, before: ProductRecord | null, digest: string | null, seedId?: number): number {
    const flags = Object.fromEntries(
      (Object.keys(FLAG_DEFAULTS) as ProductFlag[]).map((k) => [k, input.flags[k] ?? (before ? before[k] : FLAG_DEFAULTS[k])]),
    ) as Record<ProductFlag, number>;
    const values = {
      image: input.image,
      slider_image: input.sliderImage.join(','),
      store_name: input.storeName,
      store_info: input.storeInfo ?? before?.store_info ?? '',
      keyword: input.keyword,
      cate_id: input.cateId,
      price: derived.price,
      ot_price: derived.otPrice,
      cost: derived.cost,
      integral: derived.integral,
      stock: derived.stock,
      unit_name: input.unitName ?? before?.unit_name ?? '',
      sort: input.sort ?? before?.sort ?? 0,
      description: input.description,
      give_integral: input.giveIntegral ?? before?.give_integral ?? 0,
      ficti: input.ficti ?? before?.ficti ?? 0,
      temp_id: input.tempId,
      spec_type: input.specType,
      ...flags,
    };
    const columns = Object.keys(values);
    let id: number;
    if (before) {
      id = before.id;
      this.sql(`UPDATE yx_store_product SET ${columns.map((c) => `${c} = ?`).join(', ')}, update_time = ? WHERE id = ?`).run(...Object.values(values), at, id);
    } else {
      id = Number(
        this.sql(`INSERT INTO yx_store_product (id, ${columns.join(', ')}, create_digest, create_time, update_time) VALUES (?, ${columns.map(() => '?').join(', ')}, ?, ?, ?)`).run(
          seedId ?? null,
          ...Object.values(values),
          digest,
          at,
          at,
        ).lastInsertRowid,
      );
    }
    this.saveSpecs(id, input.items);
    const kept = this.saveSkus(id, input.skus);
    this.sql(
      `INSERT INTO yx_store_product_attr_result (product_id, result, change_time) VALUES (?, ?, ?)
        ON CONFLICT (product_id) DO UPDATE SET result = excluded.result, change_time = excluded.change_time`,
    ).run(id, JSON.stringify({ attr: input.items, value: kept }), at);
    return id;
  }

  private saveSpecs(productId: number, specs: readonly SpecDefinition[]): void {
    this.sql('DELETE FROM yx_store_product_attr WHERE product_id = ?').run(productId);
    const insert = this.sql('INSERT INTO yx_store_product_attr (product_id, attr_name, attr_values) VALUES (?, ?, ?)');
    for (const spec of specs) insert.run(productId, spec.value, spec.detail.join(','));
  }

  /** Returns the SKUs as saved, with their `unique`, for the saved result. */
  private saveSkus(productId: number, skus: readonly SkuInput[]): Array<SkuInput & { unique: string }> {
    const stored = this.skusOf(productId);
    const figures = (s: SkuInput) => [
      JSON.stringify(s.detail),
      s.stock,
      s.price,
      s.pic,
      s.cost,
      s.barCode,
      s.otPrice,
      s.weight,
      s.volume,
      s.brokerage,
      s.brokerageTwo,
      s.pinkPrice,
      s.pinkStock,
      s.seckillPrice,
      s.seckillStock,
      s.integral,
    ];
    const columns = 'detail, stock, price, image, cost, bar_code, ot_price, weight, volume, brokerage, brokerage_two, pink_price, pink_stock, seckill_price, seckill_stock, integral';
    const update = this.sql(`UPDATE yx_store_product_attr_value SET ${columns.split(', ').map((c) => `${c} = ?`).join(', ')} WHERE id = ?`);
    const insert = this.sql(`INSERT INTO yx_store_product_attr_value (product_id, sku, "unique", ${columns}) VALUES (?, ?, ?, ${columns.split(', ').map(() => '?').join(', ')})`);
    const remove = this.sql('DELETE FROM yx_store_product_attr_value WHERE id = ?');
    const posted = new Set(skus.map((s) => s.sku));
    for (const old of stored.values()) if (!posted.has(old.sku)) remove.run(old.id);
    return skus.map((s) => {
      const old = stored.get(s.sku);
      if (old) {
        update.run(...figures(s), old.id);
        return { ...s, unique: old.unique };
      }
      const unique = s.unique ?? randomUUID().replace(/-/g, '');
      insert.run(productId, s.sku, unique, ...figures(s));
      return { ...s, unique };
    });
  }

  /** yshop's toggle: the body carries the current state; false when the product is unknown or deleted. */
  setShown(id: number, shown: 0 | 1, at: number): boolean {
    return this.sql('UPDATE yx_store_product SET is_show = ?, update_time = ? WHERE id = ? AND is_del = 0').run(shown, at, id).changes === 1;
  }

  /** Soft delete (9.4: SKUs, specs, carts and reviews stay); false when unknown or already deleted. */
  delete(id: number, at: number): boolean {
    return this.sql('UPDATE yx_store_product SET is_del = 1, update_time = ? WHERE id = ? AND is_del = 0').run(at, id).changes === 1;
  }
}
