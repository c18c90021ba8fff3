import { json, type Samples } from '../testing/matrix';

export const samples: Samples = () => ({
  'GET /api/data/count': { request: () => json('GET', '/api/data/count'), status: 200, editor: true },
  'GET /api/data/chart': { request: () => json('GET', '/api/data/chart?days=7'), status: 200, editor: true },
  'GET /api/data/topProducts': { request: () => json('GET', '/api/data/topProducts'), status: 200, editor: true },
  'GET /api/yxStoreOrder/orderCount': { request: () => json('GET', '/api/yxStoreOrder/orderCount'), status: 200, editor: true },
});
