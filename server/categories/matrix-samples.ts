import { json, type Samples } from '../testing/matrix';

export const samples: Samples = (env) => {
  const fixture = () => env.t.app.ctx.categories.create({ cateName: env.unique('矩阵分类'), pid: 0, pic: '', isShow: true, sort: 1 }, env.t.clock.now());
  return {
    'GET /api/yxStoreCategory': { request: () => json('GET', '/api/yxStoreCategory?cateName=电'), status: 200, editor: true },
    'GET /api/yxStoreCategory/download': { request: () => json('GET', '/api/yxStoreCategory/download'), status: 200, editor: true },
    'POST /api/yxStoreCategory': { request: () => json('POST', '/api/yxStoreCategory', { cateName: env.unique('矩阵分类'), pid: 0, pic: '', isShow: 1, sort: 1 }), status: 201 },
    'PUT /api/yxStoreCategory': {
      request: () => json('PUT', '/api/yxStoreCategory', { id: fixture(), cateName: env.unique('矩阵分类'), pid: 0, pic: '', isShow: 0, sort: 2 }),
      status: 204,
    },
    'DELETE /api/yxStoreCategory/:ids': { request: () => json('DELETE', `/api/yxStoreCategory/${fixture()},${fixture()}`), status: 200 },
  };
};
