import { json, type Samples } from '../testing/matrix';

export const samples: Samples = (env) => {
  const fixtureDept = () => env.t.app.ctx.depts.create({ name: env.unique('矩阵部门'), pid: 0, sort: 9, enabled: true }, env.t.clock.now());
  return {
    'GET /api/dept': { request: () => json('GET', '/api/dept'), status: 200, editor: true },
    'POST /api/dept/superior': { request: () => json('POST', '/api/dept/superior?exclude=false', [env.deptId('前端组')]), status: 200, editor: true },
    'GET /api/dept/download': { request: () => json('GET', '/api/dept/download'), status: 200, editor: true },
    'POST /api/dept': { request: () => json('POST', '/api/dept', { name: env.unique('矩阵部门'), pid: 0, enabled: true, sort: 9 }), status: 201 },
    'PUT /api/dept': { request: () => json('PUT', '/api/dept', { id: fixtureDept(), name: env.unique('矩阵部门'), pid: 0, enabled: true, sort: 9 }), status: 204 },
    'DELETE /api/dept': { request: () => json('DELETE', '/api/dept', [fixtureDept()]), status: 200 },
  };
};
