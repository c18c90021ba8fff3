import { json, type Samples } from '../testing/matrix';
import { NO_WECHAT } from './schemas';

/** 图文管理: an article of the sample's own to read, edit, delete or publish, fresh for each caller. */
export const samples: Samples = (env) => {
  const body = () => ({ title: env.unique('矩阵'), author: '运营', imageInput: 'https://example.com/a.png', synopsis: '简介', content: '<p>正文</p>' });
  const article = () => {
    const { title, author, imageInput, synopsis, content } = body();
    return env.t.app.ctx.articles.create({ title, author, imageInput, synopsis, content }, env.t.clock.now());
  };
  return {
    'GET /api/yxArticle': { request: () => json('GET', '/api/yxArticle?page=0&size=10&sort=id,desc'), status: 200 },
    'GET /api/yxArticle/info/:id': { request: () => json('GET', `/api/yxArticle/info/${article()}`), status: 200 },
    'POST /api/yxArticle': { request: () => json('POST', '/api/yxArticle', body()), status: 201 },
    'PUT /api/yxArticle': { request: () => json('PUT', '/api/yxArticle', { ...body(), id: article() }), status: 204 },
    'DELETE /api/yxArticle/:id': { request: () => json('DELETE', `/api/yxArticle/${article()}`), status: 200 },
    'POST /api/yxArticle/publish/:id': { request: () => json('POST', `/api/yxArticle/publish/${article()}`), status: 400, message: NO_WECHAT },
  };
};
