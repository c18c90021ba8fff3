import { json, type Samples } from '../testing/matrix';

export const samples: Samples = () => ({
  'GET /api/yxSystemConfig': { request: () => json('GET', '/api/yxSystemConfig?page=0&size=500'), status: 200 },
  'POST /api/yxSystemConfig': { request: () => json('POST', '/api/yxSystemConfig', { integral_ratio: '1', integral_full: '0', integral_max: '0' }), status: 201 },
});
