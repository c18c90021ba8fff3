import { json, type Samples } from '../testing/matrix';
import { cityDirectory } from './cities';
import { readTemplate } from './template-input';

const body = (name: string) => ({
  name,
  type: 1,
  sort: 0,
  appoint: 0,
  region_info: [{ regionName: '默认全国', first: 1, price: 0, _continue: 1, continue_price: 1, region: [{ name: '默认全国', city_id: 0 }] }],
  appoint_info: [],
});

export const samples: Samples = (env) => {
  const fixture = () => env.t.app.ctx.shippingTemplates.save(null, readTemplate(body(env.unique('矩阵模板')), cityDirectory()), env.t.clock.now());
  return {
    'GET /api/yxShippingTemplates': { request: () => json('GET', '/api/yxShippingTemplates?page=0&size=10&sort=id,desc'), status: 200, editor: true },
    'GET /api/yxShippingTemplates/download': { request: () => json('GET', '/api/yxShippingTemplates/download'), status: 200, editor: true },
    'GET /api/yxShippingTemplates/citys': { request: () => json('GET', '/api/yxShippingTemplates/citys'), status: 200, editor: true },
    'POST /api/yxShippingTemplates/save/:id': { request: () => json('POST', '/api/yxShippingTemplates/save/0', body(env.unique('矩阵模板'))), status: 201 },
    'DELETE /api/yxShippingTemplates': { request: () => json('DELETE', '/api/yxShippingTemplates', [fixture(), fixture()]), status: 200 },
  };
};
