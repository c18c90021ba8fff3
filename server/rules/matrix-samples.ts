import { json, type Samples } from '../testing/matrix';

export const samples: Samples = (env) => {
  const fixture = (): number => env.t.app.ctx.rules.create({ ruleName: env.unique('矩阵规格'), ruleValue: [{ value: '颜色', detail: ['红'] }] }, env.t.clock.now());
  const body = () => ({ ruleName: env.unique('矩阵规格'), ruleValue: [{ value: '颜色', detail: ['红', '白'] }] });
  return {
    'GET /api/yxStoreProductRule': { request: () => json('GET', '/api/yxStoreProductRule?page=0&size=10'), status: 200, editor: true },
    'GET /api/yxStoreProductRule/download': { request: () => json('GET', '/api/yxStoreProductRule/download'), status: 200, editor: true },
    'POST /api/yxStoreProductRule/save/:id': { request: () => json('POST', `/api/yxStoreProductRule/save/${fixture()}`, body()), status: 201 },
    'DELETE /api/yxStoreProductRule': { request: () => json('DELETE', '/api/yxStoreProductRule', [fixture()]), status: 200 },
  };
};
