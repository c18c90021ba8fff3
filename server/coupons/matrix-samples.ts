import { json, type Samples } from '../testing/matrix';

export const samples: Samples = (env) => {
  const coupon = () =>
    env.t.app.ctx.coupons.createCoupon({ title: env.unique('矩阵券'), couponTime: 3, couponPrice: 100, useMinPrice: 1000, type: 0, productIds: [], integral: 0, sort: 0, status: 1 }, env.t.clock.now());
  const issue = () => {
    const cid = coupon();
    const now = env.t.clock.now();
    return env.t.app.ctx.coupons.createIssue({ id: cid, title: '矩阵券', type: 0 }, { cid, startTime: now, endTime: now + 86_400_000, totalCount: 5, isPermanent: 0, status: 1 }, now);
  };
  const body = () => ({ title: env.unique('矩阵券'), couponTime: 3, couponPrice: 1, useMinPrice: 10, type: 0, sort: 0, status: 1 });
  return {
    'GET /api/yxStoreCoupon': { request: () => json('GET', '/api/yxStoreCoupon?page=0&size=10&sort=id,desc&isDel=0'), status: 200, editor: true },
    'POST /api/yxStoreCoupon': { request: () => json('POST', '/api/yxStoreCoupon', body()), status: 201 },
    'PUT /api/yxStoreCoupon': { request: () => json('PUT', '/api/yxStoreCoupon', { ...body(), id: coupon() }), status: 204 },
    'DELETE /api/yxStoreCoupon/:id': { request: () => json('DELETE', `/api/yxStoreCoupon/${coupon()}`), status: 200 },
    'GET /api/yxStoreCouponIssue': { request: () => json('GET', '/api/yxStoreCouponIssue?page=0&size=10&sort=id,desc&isDel=0'), status: 200, editor: true },
    'POST /api/yxStoreCouponIssue': {
      request: () => json('POST', '/api/yxStoreCouponIssue', { cid: coupon(), startTime: env.t.clock.now(), endTime: env.t.clock.now() + 86_400_000, totalCount: 5, isPermanent: 0, status: 1 }),
      status: 201,
    },
    'PUT /api/yxStoreCouponIssue': { request: () => json('PUT', '/api/yxStoreCouponIssue', { id: issue(), status: 0 }), status: 204 },
    'DELETE /api/yxStoreCouponIssue/:id': { request: () => json('DELETE', `/api/yxStoreCouponIssue/${issue()}`), status: 200 },
    'GET /api/yxStoreCouponUser': { request: () => json('GET', '/api/yxStoreCouponUser?page=0&size=10&sort=id,desc'), status: 200, editor: true },
  };
};
