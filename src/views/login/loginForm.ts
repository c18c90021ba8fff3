export interface LoginValues {
  username: string;
  password: string;
  code: string;
  rememberMe: boolean;
}

export type LoginErrors = Partial<Record<'username' | 'password' | 'code', string>>;

export const emptyLogin: LoginValues = { username: '', password: '', code: '', rememberMe: false };

/** The required-field rules of the originals' login form. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (values.username.trim() === '') errors.username = '用户名不能为空';
  if (values.password === '') errors.password = '密码不能为空';
  if (values.code.trim() === '') errors.code = '验证码不能为空';
  return errors;
}
