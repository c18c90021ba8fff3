import { DUMP_MEMBER } from '../shared/demo';
import { json, type Samples } from '../testing/matrix';
import { extractWith, rechargeWith } from './test-fixtures';

/** The finance screens' routes: an unpaid recharge to delete and a waiting withdrawal to review, fresh for each caller. */
export const samples: Samples = (env) => {
  const db = () => env.t.app.ctx.db;
  return {
    'GET /api/yxUserRecharge': { request: () => json('GET', '/api/yxUserRecharge?page=0&size=10&sort=id,desc'), status: 200 },
    'GET /api/yxUserRecharge/download': { request: () => json('GET', '/api/yxUserRecharge/download?nickname=矩阵'), status: 200 },
    'DELETE /api/yxUserRecharge': { request: () => json('DELETE', '/api/yxUserRecharge', [rechargeWith(db(), DUMP_MEMBER.uid, env.unique('矩阵'), 100, false)]), status: 200 },
    'GET /api/yxUserExtract': { request: () => json('GET', '/api/yxUserExtract?page=0&size=10&sort=id,desc'), status: 200 },
    'PUT /api/yxUserExtract': { request: () => json('PUT', '/api/yxUserExtract', { id: extractWith(db(), DUMP_MEMBER.uid, env.unique('矩阵'), 100), status: 1 }), status: 204 },
  };
};
