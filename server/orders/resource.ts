import type { Resource } from '../resource';
import { OrderRepository } from './repository';
import { orderRoutes } from './routes';
import { orderSeed } from './seed';
import { OrderTransitions } from './transitions';

declare module '../context' {
  interface AppContext {
    orders: OrderRepository;
    /** Every state change of an order (CONTRACT-SHOP 9.1), inside the caller's transaction. */
    orderTransitions: OrderTransitions;
  }
}

/**
 * 订单 (issue 25): `api/yxStoreOrder`, `api/getStoreOrderDetail/{id}` and
 * `api/getNowOrderStatus/{id}`, hence the bare `api` prefix.
 */
export const orders: Resource = {
  name: 'orders',
  seed: orderSeed,
  prefix: '/api',
  services: (ctx) => ({ orders: new OrderRepository(ctx.db), orderTransitions: new OrderTransitions(ctx.db) }),
  routes: orderRoutes,
};
