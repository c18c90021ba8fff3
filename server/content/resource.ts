import type { Resource } from '../resource';
import { AppVersionRepository } from './app-version-repository';
import { RelationRepository } from './relation-repository';
import { appVersionRoutes, relationRoutes } from './routes';
import { appVersionSeed, relationSeed } from './seed';

declare module '../context' {
  interface AppContext {
    productRelations: RelationRepository;
    appVersions: AppVersionRepository;
  }
}

/** 商品收藏 / 用户足迹 (`yx_store_product_relation`, CONTRACT-MEMBERS 2.10, 3.7; issue 33): list and 导出. */
export const productRelations: Resource = {
  name: 'productRelations',
  prefix: '/api/yxStoreProductRelation',
  seed: relationSeed,
  services: (ctx) => ({ productRelations: new RelationRepository(ctx.db) }),
  routes: relationRoutes,
};

/** App版本 (`yx_app_version`, 2.11, 3.12; issue 33): full CRUD with soft delete, 导出. */
export const appVersions: Resource = {
  name: 'appVersions',
  prefix: '/api/yxAppVersion',
  seed: appVersionSeed,
  services: (ctx) => ({ appVersions: new AppVersionRepository(ctx.db) }),
  routes: appVersionRoutes,
};
