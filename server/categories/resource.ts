import type { Resource } from '../resource';
import { ProductTableReferences } from './product-references';
import { CategoryRepository } from './repository';
import { categoryRoutes } from './routes';
import { categorySeed } from './seed';

declare module '../context' {
  interface AppContext {
    categories: CategoryRepository;
  }
}

/**
 * 商品分类 (issue 24): `api/yxStoreCategory`. Also adds `productReferences`, the default
 * answer to "does a live product use this category / template" (product-references.ts).
 */
export const categories: Resource = {
  name: 'categories',
  seed: categorySeed,
  prefix: '/api/yxStoreCategory',
  services: (ctx) => ({ categories: new CategoryRepository(ctx.db), productReferences: new ProductTableReferences(ctx.db) }),
  routes: categoryRoutes,
};
