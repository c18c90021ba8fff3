import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { currentUser } from '../http/auth-context';
import { badRequest } from '../http/errors';
import { timeRange } from '../http/list-query';
import type { ZodTypeProvider } from '../http/schema';
import { sendXlsx } from '../http/xlsx';
import { formatDateTime as formatTime } from '../shared/time';
import { ORDER_EXPORT } from './export';
import type { OrderFilter } from './repository';
import {
  deliveryBody,
  idParam,
  orderDto,
  orderPage,
  orderQuery,
  priceBody,
  refundBody,
  remarkBody,
  stepsDto,
  traceBody,
  verifyBody,
  type OrderQuery,
} from './schemas';

/** yshop's strings (CONTRACT-SHOP 5); admin passes every list. */
export const ORDER_ACCESS = {
  list: ['YXSTOREORDER_ALL', 'YXSTOREORDER_SELECT', 'YXEXPRESS_SELECT'],
  edit: ['YXSTOREORDER_ALL', 'YXSTOREORDER_EDIT'],
  delete: ['YXSTOREORDER_ALL', 'YXSTOREORDER_DELETE'],
  download: ['YXSTOREORDER_SELECT'],
};

/** The most an export holds (the console's 导出全部 asks the first 10,000). */
const EXPORT_MAX = 10_000;

const filterOf = (q: OrderQuery): OrderFilter => ({
  orderStatus: q.orderStatus,
  orderType: q.orderType,
  orderId: q.orderId,
  realName: q.realName,
  userPhone: q.userPhone,
  storeId: q.storeId,
  createTime: timeRange(q),
});

/** `listContent`: a JSON array of order numbers (导出选中), or null for the search. */
function selectedNumbers(listContent: string | undefined): string[] | null {
  if (listContent === undefined || listContent.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(listContent);
  } catch {
    throw badRequest('listContent 须为订单号数组');
  }
  if (!Array.isArray(parsed) || parsed.length > EXPORT_MAX || !parsed.every((n) => typeof n === 'string' || typeof n === 'number')) throw badRequest('listContent 须为订单号数组');
  return parsed.map(String);
}

/** 订单 (CONTRACT-SHOP 5) under `api`: `yxStoreOrder...`, `getStoreOrderDetail`, `getNowOrderStatus`. */
export function orderRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { orders, orderTransitions: move } = ctx;

  app.get('/yxStoreOrder', { config: { access: ORDER_ACCESS.list }, schema: { querystring: orderQuery, response: { 200: orderPage } } }, async (request) => {
    const q = request.query;
    return orders.page(filterOf(q), orders.order(q.sort), q.page, q.size);
  });

  app.get('/yxStoreOrder/download', { config: { access: ORDER_ACCESS.download, heavy: true }, schema: { querystring: orderQuery } }, async (request, reply) => {
    const q = request.query;
    const numbers = selectedNumbers(q.listContent);
    const rows = numbers !== null ? orders.byNumbers(numbers) : orders.rows(filterOf(q), orders.order(q.sort), Math.min(q.size, EXPORT_MAX), q.page * q.size);
    return sendXlsx(reply, ORDER_EXPORT, rows);
  });

  app.get('/getStoreOrderDetail/:id', { config: { access: ORDER_ACCESS.list }, schema: { params: idParam, response: { 200: orderDto } } }, async (request) => {
    const detail = orders.detail(request.params.id);
    if (!detail) throw badRequest('订单详情不存在');
    return detail;
  });

  // Rec. 10.2: the list's strings (yshop checked none).
  app.get('/getNowOrderStatus/:id', { config: { access: ORDER_ACCESS.list }, schema: { params: idParam, response: { 200: stepsDto } } }, async (request) => {
    const first = orders.find(request.params.id) ? orders.firstTimes(request.params.id) : new Map<string, number>();
    const at = (type: string): string | null => {
      const t = first.get(type);
      return t === undefined ? null : formatTime(t);
    };
    const steps = {
      cacheKeyCreateOrder: at('yshop_create_order'),
      paySuccess: at('pay_success'),
      deliveryGoods: at('delivery_goods'),
      orderVerific: at('user_take_delivery'),
      userTakeDelivery: at('user_take_delivery'),
      checkOrderOver: at('order_eval'),
      applyRefund: at('apply_refund'),
      refundOrderSuccess: at('refund_price_success'),
    };
    const size = ['yshop_create_order', 'pay_success', 'delivery_goods', 'user_take_delivery', 'order_eval'].filter((t) => first.has(t)).length;
    return { ...steps, size };
  });

  app.put('/yxStoreOrder', { config: { access: ORDER_ACCESS.edit }, schema: { body: deliveryBody } }, async (request, reply) => {
    audited(ctx, request, reply, '订单发货', () => move.ship(request.body, ctx.now()));
    return reply.code(204).send();
  });

  app.put('/yxStoreOrder/updateDelivery', { config: { access: ORDER_ACCESS.edit }, schema: { body: deliveryBody } }, async (request, reply) => {
    audited(ctx, request, reply, '修改快递', () => move.changeDelivery(request.body, ctx.now()));
    return reply.code(204).send();
  });

  app.put('/yxStoreOrder/check', { config: { access: ORDER_ACCESS.edit }, schema: { body: verifyBody } }, async (request, reply) => {
    audited(ctx, request, reply, '订单核销', () => move.verify(request.body.id, request.body.verifyCode ?? '', ctx.now()));
    return reply.code(204).send();
  });

  app.post('/yxStoreOrder/refund', { config: { access: ORDER_ACCESS.edit }, schema: { body: refundBody } }, async (request, reply) => {
    const operator = currentUser(request).username;
    audited(ctx, request, reply, '订单退款', () => move.refund(request.body.orderId, request.body.payPrice, ctx.now(), operator));
    return reply.code(204).send();
  });

  app.post('/yxStoreOrder/edit', { config: { access: ORDER_ACCESS.edit }, schema: { body: priceBody } }, async (request, reply) => {
    audited(ctx, request, reply, '修改订单', () => move.editPrice(request.body.id, request.body.payPrice, ctx.now()));
    return reply.code(200).send();
  });

  app.post('/yxStoreOrder/remark', { config: { access: ORDER_ACCESS.edit }, schema: { body: remarkBody } }, async (request, reply) => {
    audited(ctx, request, reply, '修改订单备注', () => move.remark(request.body.id, request.body.remark, ctx.now()));
    return reply.code(200).send();
  });

  app.delete('/yxStoreOrder/:id', { config: { access: ORDER_ACCESS.delete }, schema: { params: idParam } }, async (request, reply) => {
    audited(ctx, request, reply, '删除订单', () => move.remove(request.params.id, ctx.now()));
    return reply.code(200).send();
  });

  // 快递鸟 needs keys this server never has (decisions): the console shows the reason.
  app.post('/yxStoreOrder/express', { config: { access: ORDER_ACCESS.list }, schema: { body: traceBody } }, async () => {
    throw badRequest('物流查询未配置');
  });
}
