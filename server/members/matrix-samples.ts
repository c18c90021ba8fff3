import { json, type Samples } from '../testing/matrix';

/** The dump's member: present in every seeded test database. */
const UID = 41315;

export const samples: Samples = () => ({
  'GET /api/yxUser': { request: () => json('GET', '/api/yxUser?page=0&size=10&sort=uid,desc'), status: 200 },
  'PUT /api/yxUser': { request: () => json('PUT', '/api/yxUser', { uid: UID, mark: '矩阵备注' }), status: 204 },
  'POST /api/yxUser/money': { request: () => json('POST', '/api/yxUser/money', { uid: UID, ptype: 1, money: 0.01 }), status: 204 },
  'POST /api/yxUser/spread': { request: () => json('POST', '/api/yxUser/spread', { uid: UID, grade: 0 }), status: 200 },
  'POST /api/yxUser/onStatus/:uid': { request: () => json('POST', `/api/yxUser/onStatus/${UID}`, { status: 0 }), status: 200 },
});
