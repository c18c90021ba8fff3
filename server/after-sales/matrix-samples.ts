import { orderIn } from '../orders/test-fixtures';
import { json, type Samples } from '../testing/matrix';
import { application } from './test-fixtures';

export const samples: Samples = (env) => {
  const at = () => env.t.clock.now();
  return {
    'GET /api/yxStoreAfterSales/sales/List': { request: () => json('GET', '/api/yxStoreAfterSales/sales/List?page=0&size=10'), status: 200, editor: true },
    'GET /api/yxStoreAfterSales/download': { request: () => json('GET', '/api/yxStoreAfterSales/download'), status: 200, editor: true },
    'POST /api/yxStoreAfterSales/salesCheck': {
      request: () => {
        const a = application(env.t.app.ctx.db, 'pending', at());
        return json('POST', '/api/yxStoreAfterSales/salesCheck', { salesId: a.id, orderCode: a.order.orderId, approvalStatus: 1 });
      },
      status: 200,
    },
    'POST /api/yxStoreAfterSales/makeMoney': {
      request: () => {
        const a = application(env.t.app.ctx.db, 'shipped', at());
        return json('POST', `/api/yxStoreAfterSales/makeMoney?salesId=${a.id}&orderCode=${a.order.orderId}`);
      },
      status: 200,
    },
    'POST /api/yxStoreAfterSales': {
      request: () => json('POST', '/api/yxStoreAfterSales', { orderCode: orderIn(env.t.app.ctx.db, 'shipped', at()).orderId, serviceType: 0, reasons: '矩阵' }),
      status: 201,
    },
    'PUT /api/yxStoreAfterSales': {
      request: () => json('PUT', '/api/yxStoreAfterSales', { id: application(env.t.app.ctx.db, 'approved', at()).id, deliveryName: '顺丰速运', deliverySn: 'SF1' }),
      status: 204,
    },
    'DELETE /api/yxStoreAfterSales': { request: () => json('DELETE', '/api/yxStoreAfterSales', [application(env.t.app.ctx.db, 'refused', at()).id]), status: 200 },
  };
};
