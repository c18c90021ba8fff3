import { image, json, type Samples } from '../testing/matrix';

export const samples: Samples = (env) => {
  const fixtureGroup = () => env.t.app.ctx.pictureGroups.create(env.unique('矩阵分组'), env.t.clock.now()).id;
  return {
    'GET /api/pictures': { request: () => json('GET', '/api/pictures?page=0&size=5'), status: 200 },
    'POST /api/pictures': { request: () => image('/api/pictures', 'file'), status: 201 },
    'GET /api/pictures/groups': { request: () => json('GET', '/api/pictures/groups'), status: 200 },
    'POST /api/pictures/groups': { request: () => json('POST', '/api/pictures/groups', { name: env.unique('矩阵分组') }), status: 201 },
    'PUT /api/pictures/groups': { request: () => json('PUT', '/api/pictures/groups', { id: fixtureGroup(), name: env.unique('矩阵分组') }), status: 204 },
    'DELETE /api/pictures/groups/:id': { request: () => json('DELETE', `/api/pictures/groups/${fixtureGroup()}`), status: 204 },
    'PUT /api/pictures/move': { request: () => json('PUT', '/api/pictures/move', { ids: [1], groupId: fixtureGroup() }), status: 204 },
  };
};
