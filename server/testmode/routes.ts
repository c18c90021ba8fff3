import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { createOrder } from '../orders/create';

/**
 * Registered only when the server runs with `--test-mode` / `TEST_MODE=1`: lets
 * end-to-end tests read a captcha answer (without consuming it) so they can sign in,
 * and stand in for the shop app: a buyer's order, paid now (首页's new-order notice).
 */
export function testModeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/__test__/captcha/:uuid', async (request) => {
    const { uuid } = request.params as { uuid: string };
    const answer = ctx.captchas.peek(uuid);
    if (answer === null) throw new ApiError(404, '验证码不存在或已过期');
    return { answer };
  });

  app.post('/__test__/orders/paid', async (_request, reply) => {
    const { db } = ctx;
    const buyer = db.prepare('SELECT uid FROM yx_user WHERE is_del = 0 ORDER BY uid LIMIT 1').pluck().get() as number | undefined;
    const sku = db
      .prepare('SELECT v."unique" FROM yx_store_product_attr_value v JOIN yx_store_product p ON p.id = v.product_id WHERE p.is_del = 0 AND v.stock > 0 ORDER BY v.id LIMIT 1')
      .pluck()
      .get() as string | undefined;
    if (buyer === undefined || sku === undefined) throw new ApiError(400, '没有可下单的会员或商品');
    const id = db.transaction(() => createOrder(db, { uid: buyer, lines: [{ unique: sku, cartNum: 1 }], at: ctx.now(), paidAfterMs: 0 }))();
    const orderId = db.prepare('SELECT order_id FROM yx_store_order WHERE id = ?').pluck().get(id) as string;
    return reply.code(201).send({ id, orderId });
  });
}
