import { json, type Samples } from '../testing/matrix';

/** 微信模板消息, 自动回复 and 微信菜单: a template of the sample's own to edit or delete, fresh for each caller. */
export const samples: Samples = (env) => {
  const body = () => ({ tempkey: env.unique('key'), name: '订单发货提醒', tempid: 'T0', content: '', status: 1, type: 'template' });
  const template = () => {
    const { tempkey, name, tempid, content, status, type } = body();
    return env.t.app.ctx.wechatTemplates.create({ tempkey, name, tempid, content, status, type: type as 'template' }, env.t.clock.now());
  };
  const menu = { buttons: [{ name: '商城', type: 'view', url: 'https://shop.example.com' }] };
  return {
    'GET /api/yxWechatTemplate': { request: () => json('GET', '/api/yxWechatTemplate?page=0&size=10&sort=id,desc'), status: 200 },
    'GET /api/yxWechatTemplate/download': { request: () => json('GET', '/api/yxWechatTemplate/download'), status: 200 },
    'POST /api/yxWechatTemplate': { request: () => json('POST', '/api/yxWechatTemplate', body()), status: 201 },
    'PUT /api/yxWechatTemplate': { request: () => json('PUT', '/api/yxWechatTemplate', { ...body(), id: template() }), status: 204 },
    'DELETE /api/yxWechatTemplate/:id': { request: () => json('DELETE', `/api/yxWechatTemplate/${template()}`), status: 200 },
    'GET /api/yxWechatReply': { request: () => json('GET', '/api/yxWechatReply'), status: 200 },
    'POST /api/yxWechatReply': {
      request: () => json('POST', '/api/yxWechatReply', { key: 'subscribe', status: 1, type: 'text', data: { content: '欢迎关注' } }),
      status: 201,
    },
    'GET /api/YxWechatMenu': { request: () => json('GET', '/api/YxWechatMenu'), status: 200 },
    // Stored, then refused: this server has no 公众号 to publish to.
    'POST /api/YxWechatMenu': { request: () => json('POST', '/api/YxWechatMenu', menu), status: 400, message: '未配置公众号，无法发布' },
  };
};
