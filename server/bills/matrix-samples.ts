import { json, type Samples } from '../testing/matrix';

export const samples: Samples = () => ({
  'GET /api/yxUserBill': { request: () => json('GET', '/api/yxUserBill?page=0&size=10&sort=id,desc'), status: 200 },
});
