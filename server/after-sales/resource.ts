import type { Resource } from '../resource';
import { AfterSalesFlow } from './flow';
import { AfterSalesRepository } from './repository';
import { afterSalesRoutes } from './routes';
import { afterSalesSeed } from './seed';

declare module '../context' {
  interface AppContext {
    afterSales: AfterSalesRepository;
    afterSalesFlow: AfterSalesFlow;
  }
}

/** 售后 (issue 25): `api/yxStoreAfterSales`; its refunds go through the orders' transitions. */
export const afterSales: Resource = {
  name: 'after-sales',
  seed: afterSalesSeed,
  prefix: '/api/yxStoreAfterSales',
  services: (ctx) => ({ afterSales: new AfterSalesRepository(ctx.db), afterSalesFlow: new AfterSalesFlow(ctx.db, ctx.orderTransitions) }),
  routes: afterSalesRoutes,
};
