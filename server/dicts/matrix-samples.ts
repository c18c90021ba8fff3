import { json, type Samples } from '../testing/matrix';

export const samples: Samples = (env) => {
  const fixtureDict = () => env.t.app.ctx.dicts.create(env.unique('matrix_dict'), '', env.t.clock.now()).id;
  const fixtureDetail = () => env.t.app.ctx.dicts.createDetail(fixtureDict(), '标签', '1', 1, env.t.clock.now()).id;
  return {
    'GET /api/dict': { request: () => json('GET', '/api/dict?page=0&size=10'), status: 200, editor: true },
    'POST /api/dict': { request: () => json('POST', '/api/dict', { name: env.unique('matrix_dict'), remark: '矩阵' }), status: 201 },
    'PUT /api/dict': { request: () => json('PUT', '/api/dict', { id: fixtureDict(), name: env.unique('matrix_dict'), remark: '' }), status: 204 },
    'DELETE /api/dict/:id': { request: () => json('DELETE', `/api/dict/${fixtureDict()}`), status: 200 },
    'GET /api/dictDetail': { request: () => json('GET', '/api/dictDetail?dictName=user_status&page=0&size=9999'), status: 200, editor: true },
    'POST /api/dictDetail': {
      request: () => json('POST', '/api/dictDetail', { label: '矩阵', value: '9', sort: 9, dict: { id: fixtureDict() } }),
      status: 201,
    },
    'PUT /api/dictDetail': {
      request: () => json('PUT', '/api/dictDetail', { id: fixtureDetail(), label: '改名', value: '2', sort: 2, dict: { id: fixtureDict() } }),
      status: 204,
    },
    'DELETE /api/dictDetail/:id': { request: () => json('DELETE', `/api/dictDetail/${fixtureDetail()}`), status: 200 },
  };
};
