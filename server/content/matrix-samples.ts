import { json, type Samples } from '../testing/matrix';

/** 商品收藏 / 用户足迹 (read only) and App版本: a version of the sample's own to edit or delete, fresh for each caller. */
export const samples: Samples = (env) => {
  const body = () => ({ versionName: env.unique('矩阵'), versionCode: '1', versionInfo: '', androidUrl: 'https://example.com/a.apk', iosUrl: '', forceUpdate: 0 });
  const version = () => {
    const { versionName, versionCode, versionInfo, androidUrl, iosUrl, forceUpdate } = body();
    return env.t.app.ctx.appVersions.create({ versionName, versionCode, versionInfo, androidUrl, iosUrl, forceUpdate }, env.t.clock.now());
  };
  return {
    'GET /api/yxStoreProductRelation': { request: () => json('GET', '/api/yxStoreProductRelation?page=0&size=10&sort=id,desc&type=foot'), status: 200, editor: true },
    'GET /api/yxStoreProductRelation/download': { request: () => json('GET', '/api/yxStoreProductRelation/download?type=collect'), status: 200, editor: true },
    'GET /api/yxAppVersion': { request: () => json('GET', '/api/yxAppVersion?page=0&size=10&sort=id,desc'), status: 200 },
    'GET /api/yxAppVersion/download': { request: () => json('GET', '/api/yxAppVersion/download'), status: 200 },
    'POST /api/yxAppVersion': { request: () => json('POST', '/api/yxAppVersion', body()), status: 201 },
    'PUT /api/yxAppVersion': { request: () => json('PUT', '/api/yxAppVersion', { ...body(), id: version() }), status: 204 },
    'DELETE /api/yxAppVersion': { request: () => json('DELETE', '/api/yxAppVersion', [version()]), status: 200 },
  };
};
