import type { Db } from '../db/connection';
import { VersionedCache, type DbVersion } from '../db/version';
import { formatDateTime } from '../shared/time';

/**
 * What products read of 商品分类 and 运费模板 (goods-s1's tables, CONTRACT-SHOP 3): the
 * category choices (`cateList`), whether a category may hold products, the templates
 * (`tempList`). The SQL against those tables is here and nowhere else in products.
 */

/** An entry of `cateList`: `disabled` is yshop's inverted flag, 0 on a top-level entry (4.2). */
export interface CateOption {
  value: number;
  label: string;
  disabled: 0 | 1;
}

/** A live shipping template as `info`'s `tempList` sends it (the raw entity, dates as text). */
export interface TemplateEntity {
  id: number;
  name: string;
  type: number;
  regionInfo: string;
  appoint: number;
  appointInfo: string;
  sort: number;
  createTime: string | null;
  updateTime: string | null;
}

export type CategoryLevel = 'top' | 'child';

export interface ProductCatalog {
  cateList(): CateOption[];
  /** A live category's level (`child`: pid > 0), or null when it is unknown or deleted. */
  categoryLevel(id: number): CategoryLevel | null;
  templates(): TemplateEntity[];
  templateExists(id: number): boolean;
}

interface CategoryRow {
  id: number;
  pid: number;
  cate_name: string;
}

interface TemplateRow {
  id: number;
  name: string;
  type: number;
  region_info: string;
  appoint: number;
  appoint_info: string;
  sort: number;
  create_time: number | null;
  update_time: number | null;
}

const time = (ms: number | null): string | null => (ms === null ? null : formatDateTime(ms));

/** yshop's flattening: each top-level category, then its children, by sort then id (decisions). */
export function flattenCategories(rows: readonly CategoryRow[]): CateOption[] {
  const children = new Map<number, CategoryRow[]>();
  for (const r of rows) if (r.pid !== 0) children.set(r.pid, [...(children.get(r.pid) ?? []), r]);
  return rows
    .filter((r) => r.pid === 0)
    .flatMap((top) => [
      { value: top.id, label: `|-----${top.cate_name}`, disabled: 0 as const },
      ...(children.get(top.id) ?? []).map((c) => ({ value: c.id, label: `|-----|-----${c.cate_name}`, disabled: 1 as const })),
    ]);
}

export class SqlCatalog implements ProductCatalog {
  private readonly shown;
  private readonly level;
  private readonly templateRows;
  private readonly templateOne;
  private readonly cache: VersionedCache<string, CateOption[]>;

  constructor(db: Db, version: DbVersion) {
    this.shown = db.prepare<[], CategoryRow>('SELECT id, pid, cate_name FROM yx_store_category WHERE is_del = 0 AND is_show = 1 ORDER BY sort, id');
    this.level = db.prepare<[number], number>('SELECT pid FROM yx_store_category WHERE id = ? AND is_del = 0').pluck();
    this.templateRows = db.prepare<[], TemplateRow>(
      'SELECT id, name, type, region_info, appoint, appoint_info, sort, create_time, update_time FROM yx_shipping_templates WHERE is_del = 0 ORDER BY sort DESC, id',
    );
    this.templateOne = db.prepare<[number], number>('SELECT 1 FROM yx_shipping_templates WHERE id = ? AND is_del = 0').pluck();
    // Sent with every page of the product list: kept until the database changes.
    this.cache = new VersionedCache(version, 4);
  }

  cateList(): CateOption[] {
    return this.cache.get('cateList', () => flattenCategories(this.shown.all()));
  }

  categoryLevel(id: number): CategoryLevel | null {
    const pid = this.level.get(id);
    return pid === undefined ? null : pid === 0 ? 'top' : 'child';
  }

  templates(): TemplateEntity[] {
    return this.templateRows.all().map((r) => ({
      id: r.id,
      name: r.name,
      type: r.type,
      regionInfo: r.region_info,
      appoint: r.appoint,
      appointInfo: r.appoint_info,
      sort: r.sort,
      createTime: time(r.create_time),
      updateTime: time(r.update_time),
    }));
  }

  templateExists(id: number): boolean {
    return this.templateOne.get(id) !== undefined;
  }
}
