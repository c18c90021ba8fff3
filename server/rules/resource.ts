import type { Resource } from '../resource';
import { RuleRepository } from './repository';
import { ruleRoutes } from './routes';
import { ruleSeed } from './seed';

declare module '../context' {
  interface AppContext {
    rules: RuleRepository;
  }
}

/** 商品规格 (规格模板, issue 24): `api/yxStoreProductRule`; the product form reads the rules too. */
export const productRules: Resource = {
  name: 'productRules',
  seed: ruleSeed,
  prefix: '/api/yxStoreProductRule',
  services: (ctx) => ({ rules: new RuleRepository(ctx.db) }),
  routes: ruleRoutes,
};
