import { json, type Samples } from '../testing/matrix';
import { orderIn, type StateName } from './test-fixtures';

export const samples: Samples = (env) => {
  const order = (state: StateName) => orderIn(env.t.app.ctx.db, state, env.t.clock.now());
  return {
    'GET /api/yxStoreOrder': { request: () => json('GET', '/api/yxStoreOrder?page=0&size=10&orderStatus=-9&orderType=0'), status: 200, editor: true },
    'GET /api/yxStoreOrder/download': { request: () => json('GET', '/api/yxStoreOrder/download?page=0&size=10000&orderStatus=1&orderType=0&listContent='), status: 200, editor: true },
    'GET /api/getStoreOrderDetail/:id': { request: () => json('GET', `/api/getStoreOrderDetail/${order('toShip').id}`), status: 200, editor: true },
    'GET /api/getNowOrderStatus/:id': { request: () => json('GET', `/api/getNowOrderStatus/${order('toShip').id}`), status: 200, editor: true },
    'PUT /api/yxStoreOrder': {
      request: () => json('PUT', '/api/yxStoreOrder', { orderId: order('toShip').orderId, deliveryName: '顺丰速运', deliveryId: 'SF1' }),
      status: 204,
    },
    'PUT /api/yxStoreOrder/updateDelivery': {
      request: () => json('PUT', '/api/yxStoreOrder/updateDelivery', { orderId: order('shipped').orderId, deliveryName: '中通快递', deliveryId: 'ZT1' }),
      status: 204,
    },
    'PUT /api/yxStoreOrder/check': {
      request: () => {
        const o = order('toVerify');
        return json('PUT', '/api/yxStoreOrder/check', { id: o.id, verifyCode: o.verifyCode });
      },
      status: 204,
    },
    'POST /api/yxStoreOrder/refund': { request: () => json('POST', '/api/yxStoreOrder/refund', { orderId: order('toShip').orderId, payPrice: '0.01' }), status: 204 },
    'POST /api/yxStoreOrder/edit': {
      request: () => {
        const o = order('unpaid');
        return json('POST', '/api/yxStoreOrder/edit', { id: o.id, orderId: o.orderId, payPrice: '1.00' });
      },
      status: 200,
    },
    'POST /api/yxStoreOrder/remark': {
      request: () => {
        const o = order('toShip');
        return json('POST', '/api/yxStoreOrder/remark', { id: o.id, orderId: o.orderId, remark: '矩阵' });
      },
      status: 200,
    },
    'DELETE /api/yxStoreOrder/:id': { request: () => json('DELETE', `/api/yxStoreOrder/${order('unpaid').id}`), status: 200 },
    'POST /api/yxStoreOrder/express': {
      request: () => json('POST', '/api/yxStoreOrder/express', { orderCode: '1', shipperCode: 'SF', logisticCode: 'SF1' }),
      status: 400,
      message: '物流查询未配置',
      editor: true,
    },
  };
};
