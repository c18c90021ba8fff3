import type { AppContext } from '../context';
import { VersionedCache, type DbVersion } from '../db/version';
import type { CateOption, TempListItem } from '../http/catalog-wire';

export type { CateOption } from '../http/catalog-wire';

/**
 * What products read of 商品分类 and 运费模板 (their own resources, migration 8): the
 * category choices (`cateList`), whether a category may hold products, the templates
 * (`tempList`). Products ask these questions here and nowhere else.
 */
export type CategoryLevel = 'top' | 'child';

export interface ProductCatalog {
  cateList(): CateOption[];
  /** A live category's level (`child`: pid > 0), or null when it is unknown or deleted. */
  categoryLevel(id: number): CategoryLevel | null;
  templates(): TempListItem[];
  templateExists(id: number): boolean;
}

export class ResourceCatalog implements ProductCatalog {
  private readonly cache: VersionedCache<string, CateOption[]>;

  constructor(
    private readonly categories: AppContext['categories'],
    private readonly shippingTemplates: AppContext['shippingTemplates'],
    version: DbVersion,
  ) {
    // Sent with every page of the product list: kept until the database changes.
    this.cache = new VersionedCache(version, 4);
  }

  cateList(): CateOption[] {
    return this.cache.get('cateList', () => this.categories.cateList());
  }

  categoryLevel(id: number): CategoryLevel | null {
    const category = this.categories.find(id);
    return category === null ? null : category.pid === 0 ? 'top' : 'child';
  }

  templates(): TempListItem[] {
    return this.shippingTemplates.tempList();
  }

  templateExists(id: number): boolean {
    return this.shippingTemplates.find(id) !== null;
  }
}
