import { json, type Samples } from '../testing/matrix';

export const samples: Samples = (env) => {
  const fixture = () => env.t.app.ctx.express.create({ code: 'MX', name: env.unique('矩阵快递'), sort: 0, isShow: false }, env.t.clock.now());
  return {
    'GET /api/yxExpress': { request: () => json('GET', '/api/yxExpress?page=0&size=10&sort=id,desc'), status: 200, editor: true },
    'POST /api/yxExpress': { request: () => json('POST', '/api/yxExpress', { code: 'MX', name: env.unique('矩阵快递'), sort: 0 }), status: 201 },
    'PUT /api/yxExpress': { request: () => json('PUT', '/api/yxExpress', { id: fixture(), code: 'MX2', name: env.unique('矩阵快递'), sort: 1, isShow: 0 }), status: 204 },
    'DELETE /api/yxExpress/:id': { request: () => json('DELETE', `/api/yxExpress/${fixture()}`), status: 200 },
  };
};
