import { json, type Samples } from '../testing/matrix';

export const samples: Samples = (env) => {
  const fixtureJob = () => env.t.app.ctx.jobs.create({ name: env.unique('矩阵岗位'), sort: 9, enabled: true, deptId: null }, env.t.clock.now());
  return {
    'GET /api/job': { request: () => json('GET', '/api/job?page=0&size=10'), status: 200, editor: true },
    'GET /api/job/download': { request: () => json('GET', '/api/job/download'), status: 200, editor: true },
    'POST /api/job': { request: () => json('POST', '/api/job', { name: env.unique('矩阵岗位'), enabled: true, sort: 9, dept: null }), status: 201 },
    'PUT /api/job': { request: () => json('PUT', '/api/job', { id: fixtureJob(), name: env.unique('矩阵岗位'), enabled: true, sort: 9 }), status: 204 },
    'DELETE /api/job': { request: () => json('DELETE', '/api/job', [fixtureJob()]), status: 200 },
  };
};
