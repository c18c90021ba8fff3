import { image, json, type Samples } from '../testing/matrix';

export const samples: Samples = () => ({
  'GET /api/pictures': { request: () => json('GET', '/api/pictures?page=0&size=5'), status: 200 },
  'POST /api/pictures': { request: () => image('/api/pictures', 'file'), status: 201 },
});
