import type { Resource } from '../resource';
import { CouponRepository } from './repository';
import { couponRoutes } from './routes';
import { couponSeed } from './seed';

declare module '../context' {
  interface AppContext {
    coupons: CouponRepository;
  }
}

/**
 * 优惠券 (issue 32): `api/yxStoreCoupon`, `api/yxStoreCouponIssue` and
 * `api/yxStoreCouponUser`, hence the bare `api` prefix.
 */
export const coupons: Resource = {
  name: 'coupons',
  seed: couponSeed,
  prefix: '/api',
  services: (ctx) => ({ coupons: new CouponRepository(ctx.db) }),
  routes: couponRoutes,
};
