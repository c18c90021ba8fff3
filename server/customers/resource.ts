import type { Resource } from '../resource';
import { CustomerRepository } from './repository';
import { customerRoutes, scanRoutes } from './routes';
import { customerSeed } from './seed';

declare module '../context' {
  interface AppContext {
    customers: CustomerRepository;
  }
}

/** 订单消息管理 (`yx_store_customer`, CONTRACT-MEMBERS 2.9, 3.8; issue 33): CRUD with soft delete, 导出. */
export const customers: Resource = {
  name: 'customers',
  prefix: '/api/yxStoreCustomer',
  seed: customerSeed,
  services: (ctx) => ({ customers: new CustomerRepository(ctx.db) }),
  routes: customerRoutes,
};

/** The WeChat scan its dialog asks for (`api/wxmp`), answered as this server can (no 公众号). */
export const customerScan: Resource = {
  name: 'customerScan',
  prefix: '/api/wxmp',
  routes: scanRoutes,
};
