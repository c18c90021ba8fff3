import { json, type Samples } from '../testing/matrix';

/** Group data: a hot search of the sample's own to edit or delete, fresh for each caller. */
export const samples: Samples = (env) => {
  const body = () => ({ groupName: 'yshop_hot_search', title: env.unique('矩阵'), sort: 0, status: 1 });
  const row = () => env.t.app.ctx.groupData.create({ groupName: 'yshop_hot_search', value: { title: env.unique('矩阵') }, sort: 0, status: 1 }, env.t.clock.now());
  return {
    'GET /api/yxSystemGroupData': { request: () => json('GET', '/api/yxSystemGroupData?page=0&size=10&sort=sort,desc&groupName=yshop_hot_search'), status: 200 },
    'POST /api/yxSystemGroupData': { request: () => json('POST', '/api/yxSystemGroupData', body()), status: 201 },
    'PUT /api/yxSystemGroupData': { request: () => json('PUT', '/api/yxSystemGroupData', { ...body(), id: row() }), status: 204 },
    'DELETE /api/yxSystemGroupData/:id': { request: () => json('DELETE', `/api/yxSystemGroupData/${row()}`), status: 200 },
  };
};
