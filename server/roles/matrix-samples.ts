import { json, type Samples } from '../testing/matrix';

export const samples: Samples = (env) => {
  const roleBody = () => ({ name: env.unique('矩阵角色'), permission: env.unique('matrix'), level: 3, dataScope: '全部', depts: [] });
  const fixtureRole = () => env.t.app.ctx.roles.create({ ...roleBody(), remark: null, dataScope: '全部', deptIds: [] }, env.t.clock.now());
  return {
    'GET /api/roles': { request: () => json('GET', '/api/roles?page=0&size=10&sort=level,asc'), status: 200, editor: true },
    'GET /api/roles/all': { request: () => json('GET', '/api/roles/all'), status: 200, editor: true },
    'GET /api/roles/level': { request: () => json('GET', '/api/roles/level'), status: 200, editor: true },
    'GET /api/roles/download': { request: () => json('GET', '/api/roles/download'), status: 200, editor: true },
    'GET /api/roles/:id': { request: () => json('GET', `/api/roles/${env.roleId('editor')}`), status: 200, editor: true },
    'POST /api/roles': { request: () => json('POST', '/api/roles', roleBody()), status: 201 },
    'PUT /api/roles': { request: () => json('PUT', '/api/roles', { ...roleBody(), id: fixtureRole() }), status: 204 },
    'PUT /api/roles/menu': { request: () => json('PUT', '/api/roles/menu', { id: fixtureRole(), menus: [] }), status: 204 },
    'DELETE /api/roles': { request: () => json('DELETE', '/api/roles', [fixtureRole()]), status: 200 },
  };
};
