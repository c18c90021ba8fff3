import { json, type Samples } from '../testing/matrix';

export const samples: Samples = (env) => {
  const fixture = () =>
    Number(
      env.t.app.ctx.db
        .prepare("INSERT INTO yx_store_product_reply (uid, product_id, product_score, service_score, comment, create_time) VALUES (41315, 32, 5, 5, ?, 0)")
        .run(env.unique('矩阵评论')).lastInsertRowid,
    );
  return {
    'GET /api/yxStoreProductReply': { request: () => json('GET', '/api/yxStoreProductReply?page=0&size=10&isDel=0'), status: 200, editor: true },
    'PUT /api/yxStoreProductReply': { request: () => json('PUT', '/api/yxStoreProductReply', { id: fixture(), merchantReplyContent: '谢谢' }), status: 204 },
    'DELETE /api/yxStoreProductReply/:id': { request: () => json('DELETE', `/api/yxStoreProductReply/${fixture()}`), status: 200 },
  };
};
