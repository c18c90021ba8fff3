import { captcha, encrypt } from '../testing/harness';
import { json, type Samples } from '../testing/matrix';

export const samples: Samples = (env) => {
  /** A user name locked at one address (five wrong passwords), to be cleared. */
  const fixtureLock = () => {
    const username = env.unique('locked');
    for (let i = 0; i < 5; i++) env.t.app.ctx.lockout.recordFailure(username, '203.0.113.1');
    return username;
  };
  /** A live session of the editor's, known by its 在线用户 key. */
  const fixtureSession = () => {
    env.t.app.ctx.tokens.issue(env.userId('editor'), { ip: '127.0.0.1', userAgent: 'matrix' });
    return env.t.app.ctx.db.prepare('SELECT session_key FROM tokens ORDER BY rowid DESC LIMIT 1').pluck().get() as string;
  };
  return {
    'GET /auth/code': { request: () => json('GET', '/auth/code'), status: 200 },
    'POST /auth/login': {
      request: async () => {
        const { uuid, answer } = await captcha(env.t.app);
        return json('POST', '/auth/login', { username: 'admin', password: encrypt(env.t.app, '123456'), code: answer, uuid });
      },
      status: 200,
    },
    'GET /auth/info': { request: () => json('GET', '/auth/info'), status: 200, editor: true },
    'DELETE /auth/logout': { request: () => json('DELETE', '/auth/logout'), status: 200, editor: true },
    'GET /auth/online': { request: () => json('GET', '/auth/online?page=0&size=10'), status: 200 },
    'DELETE /auth/online': { request: () => json('DELETE', '/auth/online', [fixtureSession()]), status: 200 },
    'GET /auth/online/download': { request: () => json('GET', '/auth/online/download'), status: 200 },
    'GET /api/users/locks': { request: () => json('GET', '/api/users/locks'), status: 200 },
    'DELETE /api/users/locks': { request: () => json('DELETE', '/api/users/locks', { username: fixtureLock() }), status: 200 },
  };
};
