import { json, type Samples } from '../testing/matrix';

export const samples: Samples = (env) => {
  /** An ERROR row whose stack text can be read. */
  const fixtureErrorLog = () =>
    env.t.app.ctx.logs.insert({
      logType: 'ERROR',
      username: 'admin',
      description: '矩阵异常',
      method: 'GET /api/matrix',
      params: null,
      requestIp: '127.0.0.1',
      browser: null,
      time: 1,
      exceptionDetail: 'Error: matrix\n    at here',
      createTime: env.t.clock.now(),
    });
  return {
    'GET /api/logs': { request: () => json('GET', '/api/logs?page=0&size=10'), status: 200 },
    'GET /api/logs/download': { request: () => json('GET', '/api/logs/download?blurry=matrix'), status: 200 },
    'DELETE /api/logs/del/info': { request: () => json('DELETE', '/api/logs/del/info'), status: 200 },
    'GET /api/logs/error': { request: () => json('GET', '/api/logs/error?page=0&size=10'), status: 200 },
    'GET /api/logs/error/download': { request: () => json('GET', '/api/logs/error/download'), status: 200 },
    'GET /api/logs/error/:id': { request: () => json('GET', `/api/logs/error/${fixtureErrorLog()}`), status: 200 },
    'DELETE /api/logs/del/error': { request: () => json('DELETE', '/api/logs/del/error'), status: 200 },
    'GET /api/logs/user': { request: () => json('GET', '/api/logs/user?page=0&size=10'), status: 200, editor: true },
  };
};
