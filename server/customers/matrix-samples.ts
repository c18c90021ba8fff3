import { json, type Samples } from '../testing/matrix';

/** 订单消息管理 and its scan calls: a customer of the sample's own to edit or delete, fresh for each caller. */
export const samples: Samples = (env) => {
  const body = () => ({ nickName: '店长', openId: env.unique('o').slice(0, 32), remark: '', isEnable: 1 });
  const customer = () => env.t.app.ctx.customers.create(body(), env.t.clock.now());
  return {
    'GET /api/yxStoreCustomer': { request: () => json('GET', '/api/yxStoreCustomer?page=0&size=10&sort=id,desc&nickName=&remark='), status: 200 },
    'GET /api/yxStoreCustomer/download': { request: () => json('GET', '/api/yxStoreCustomer/download'), status: 200 },
    'POST /api/yxStoreCustomer': { request: () => json('POST', '/api/yxStoreCustomer', body()), status: 201 },
    'PUT /api/yxStoreCustomer': { request: () => json('PUT', '/api/yxStoreCustomer', { ...body(), id: customer() }), status: 204 },
    'DELETE /api/yxStoreCustomer': { request: () => json('DELETE', '/api/yxStoreCustomer', [customer()]), status: 200 },
    'GET /api/wxmp/qrcode': { request: () => json('GET', '/api/wxmp/qrcode?key=k1'), status: 400, editor: true },
    'GET /api/wxmp/wechatCode': { request: () => json('GET', '/api/wxmp/wechatCode'), status: 400, editor: true },
    'GET /api/wxmp/getOpenId': { request: () => json('GET', '/api/wxmp/getOpenId?key=k1'), status: 200, editor: true },
  };
};
