import type { Db } from '../db/connection';

/**
 * Whether a live product uses a category or a shipping template: what the category and
 * template deletes ask before soft-deleting (`当前分类下有商品不可删除`,
 * `运费模板存在商品关联，请删除对应商品`). Products are another resource's (issue 24's
 * products, migration 9); this is the one question those deletes put to it.
 *
 * The default (`ProductTableReferences`, added to the context by the categories resource)
 * answers from yshop's table `yx_store_product` (`cate_id`, `temp_id`, `is_del`) once a
 * migration has created it, and "no" while there is no such table. The products resource
 * may replace it with its own answer by returning `productReferences` from its
 * `services` (it is registered later, so its value wins).
 */
export interface ProductReferences {
  /** A live product (is_del 0) is filed under this category. */
  categoryInUse(categoryId: number): boolean;
  /** A live product ships with this template. */
  templateInUse(templateId: number): boolean;
}

declare module '../context' {
  interface AppContext {
    productReferences: ProductReferences;
  }
}

export const PRODUCT_TABLE = 'yx_store_product';

interface Lookups {
  category: (id: number) => boolean;
  template: (id: number) => boolean;
}

export class ProductTableReferences implements ProductReferences {
  private lookups: Lookups | null = null;
  private readonly tableExists;

  constructor(private readonly db: Db) {
    this.tableExists = db.prepare<[string], number>("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").pluck();
  }

  /** The statements, prepared once the table is there (a statement cannot name a missing table). */
  private lookupsOrNull(): Lookups | null {
    if (this.lookups) return this.lookups;
    if (this.tableExists.get(PRODUCT_TABLE) === undefined) return null;
    // yshop keeps cate_id as text ("11"); either spelling matches, and an index on the
    // column still serves both comparisons.
    const byCategory = this.db
      .prepare<[number, string], number>(`SELECT EXISTS (SELECT 1 FROM ${PRODUCT_TABLE} WHERE is_del = 0 AND (cate_id = ? OR cate_id = ?))`)
      .pluck();
    const byTemplate = this.db
      .prepare<[number, string], number>(`SELECT EXISTS (SELECT 1 FROM ${PRODUCT_TABLE} WHERE is_del = 0 AND (temp_id = ? OR temp_id = ?))`)
      .pluck();
    this.lookups = {
      category: (id) => byCategory.get(id, String(id)) === 1,
      template: (id) => byTemplate.get(id, String(id)) === 1,
    };
    return this.lookups;
  }

  categoryInUse(categoryId: number): boolean {
    return this.lookupsOrNull()?.category(categoryId) ?? false;
  }

  templateInUse(templateId: number): boolean {
    return this.lookupsOrNull()?.template(templateId) ?? false;
  }
}
