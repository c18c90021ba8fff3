import type { Resource } from '../resource';
import { ResourceCatalog, type ProductCatalog } from './catalog';
import { ProductRepository } from './repository';
import { productRoutes } from './routes';
import { productSeed } from './seed';

declare module '../context' {
  interface AppContext {
    products: ProductRepository;
    /** What products read of 商品分类 and 运费模板. */
    catalog: ProductCatalog;
  }
}

/** 商品管理 and the product form (issue 24): `api/yxStoreProduct`. */
export const products: Resource = {
  name: 'products',
  seed: productSeed,
  prefix: '/api/yxStoreProduct',
  services: (ctx) => ({
    products: new ProductRepository(ctx.db, ctx.dbVersion),
    catalog: new ResourceCatalog(ctx.categories, ctx.shippingTemplates, ctx.dbVersion),
  }),
  routes: productRoutes,
};
