import { emptyLogin, validateLogin } from './loginForm';

describe('validateLogin', () => {
  it('requires username, password and code', () => {
    expect(validateLogin(emptyLogin)).toEqual({ username: '用户名不能为空', password: '密码不能为空', code: '验证码不能为空' });
  });

  it('treats a blank username or code as empty but keeps a password of spaces', () => {
    expect(validateLogin({ username: '  ', password: '   ', code: ' ', rememberMe: false })).toEqual({ username: '用户名不能为空', code: '验证码不能为空' });
  });

  it('passes a complete form', () => {
    expect(validateLogin({ username: 'admin', password: '123456', code: '8', rememberMe: true })).toEqual({});
  });
});
