import { json, type Samples } from '../testing/matrix';
import { productForm } from './test-fixtures';

export const samples: Samples = (env) => {
  const fixture = (): number => {
    return Number(
      env.t.app.ctx.db
        .prepare(
          "INSERT INTO yx_store_product (image, slider_image, store_name, cate_id, temp_id, price, stock, create_time) VALUES ('/a.png', '/a.png', ?, 11, 34, 100, 5, 0)",
        )
        .run(env.unique('矩阵商品')).lastInsertRowid,
    );
  };
  const form = () => productForm({ store_name: env.unique('矩阵商品') });
  const attrs = { attrs: [{ value: '颜色', detail: ['红', '白'] }] };
  return {
    'GET /api/yxStoreProduct': { request: () => json('GET', '/api/yxStoreProduct?page=0&size=10&isShow=1'), status: 200, editor: true },
    'GET /api/yxStoreProduct/download': { request: () => json('GET', '/api/yxStoreProduct/download?isShow=1'), status: 200, editor: true },
    'GET /api/yxStoreProduct/info/:id': { request: () => json('GET', `/api/yxStoreProduct/info/${fixture()}`), status: 200, editor: true },
    // Part of editing a product (issue 30): the read-only editor is refused.
    'POST /api/yxStoreProduct/isFormatAttr/:id': { request: () => json('POST', '/api/yxStoreProduct/isFormatAttr/0', attrs), status: 200 },
    'POST /api/yxStoreProduct/isFormatAttrForActivity/:id': { request: () => json('POST', '/api/yxStoreProduct/isFormatAttrForActivity/0', attrs), status: 200 },
    'POST /api/yxStoreProduct/addOrSave': { request: () => json('POST', '/api/yxStoreProduct/addOrSave', form()), status: 201 },
    'POST /api/yxStoreProduct/onsale/:id': { request: () => json('POST', `/api/yxStoreProduct/onsale/${fixture()}`, { status: 1 }), status: 200 },
    'DELETE /api/yxStoreProduct/:id': { request: () => json('DELETE', `/api/yxStoreProduct/${fixture()}`), status: 200 },
  };
};
