import { encrypt } from '../testing/harness';
import { image, json, type Samples } from '../testing/matrix';

export const samples: Samples = (env) => {
  /** A level-3 user that every caller allowed at all may write. */
  const userBody = () => ({
    username: env.unique('matrix'),
    nickName: '矩阵',
    phone: '13900000000',
    sex: '男',
    enabled: true,
    dept: { id: env.deptId('研发部') },
    roles: [{ id: env.roleId('common') }],
  });
  const fixtureUser = () =>
    env.t.app.ctx.staff.create(
      { username: env.unique('matrix'), nickName: '矩阵', sex: '男', email: null, phone: '13900000000', enabled: true, deptId: env.deptId('研发部'), jobId: null, roleIds: [env.roleId('common')] },
      'not-a-real-hash',
      env.t.clock.now(),
    );
  return {
    'PUT /api/users/center': {
      request: (caller) => json('PUT', '/api/users/center', { id: caller?.userId ?? 1, nickName: '矩阵', phone: null, sex: '女' }),
      status: 204,
      editor: true,
    },
    // Every caller's password is 123456: the handler decrypts both, checks the old one
    // against the caller's hash, and stops at the one rule a real change would pass.
    'POST /api/users/updatePass': {
      request: () => json('POST', '/api/users/updatePass', { oldPass: encrypt(env.t.app, '123456'), newPass: encrypt(env.t.app, '123456') }),
      status: 400,
      message: '新密码不能与旧密码相同',
      editor: true,
    },
    'POST /api/users/updateAvatar': { request: () => image('/api/users/updateAvatar', 'avatar'), status: 200, editor: true },
    'GET /api/users': { request: () => json('GET', '/api/users?page=0&size=10&sort=id,desc'), status: 200, editor: true },
    'GET /api/users/download': { request: () => json('GET', '/api/users/download?blurry=matrix'), status: 200, editor: true },
    'POST /api/users': { request: () => json('POST', '/api/users', userBody()), status: 201 },
    'PUT /api/users': { request: () => json('PUT', '/api/users', { ...userBody(), id: fixtureUser() }), status: 204 },
    'DELETE /api/users': { request: () => json('DELETE', '/api/users', [fixtureUser()]), status: 200 },
    'PUT /api/users/resetPwd': { request: () => json('PUT', '/api/users/resetPwd', [fixtureUser()]), status: 200 },
  };
};
