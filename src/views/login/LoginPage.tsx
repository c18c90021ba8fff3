import { useState, type FormEvent } from 'react';
import { useGetCaptchaQuery } from '../../api/auth';
import { getRuntimeConfig } from '../../shared/config/runtimeConfig';
import { CaptchaImage } from './CaptchaImage';
import { TextField } from './TextField';
import { emptyLogin, validateLogin, type LoginErrors, type LoginValues } from './loginForm';
import { Card, Page, Remember, Row, SubmitButton, Title } from './loginStyles';

export function LoginPage() {
  const { title } = getRuntimeConfig();
  const captcha = useGetCaptchaQuery(undefined, { refetchOnMountOrArgChange: true });
  const [values, setValues] = useState<LoginValues>(emptyLogin);
  const [errors, setErrors] = useState<LoginErrors>({});

  const change = (key: keyof LoginValues) => (value: string | boolean) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors(validateLogin(values));
  };

  return (
    <Page>
      <Card noValidate onSubmit={submit} aria-label="登录">
        <Title>{title}</Title>
        <TextField id="login-username" label="账号" autoComplete="username" value={values.username} error={errors.username} onChange={change('username')} autoFocus />
        <TextField id="login-password" label="密码" type="password" autoComplete="current-password" value={values.password} error={errors.password} onChange={change('password')} />
        <Row>
          <TextField id="login-code" label="验证码" autoComplete="off" inputMode="numeric" value={values.code} error={errors.code} onChange={change('code')} />
          <CaptchaImage captcha={captcha.data} loading={captcha.isFetching} failed={captcha.isError} onRefresh={() => void captcha.refetch()} />
        </Row>
        <Remember>
          <input type="checkbox" checked={values.rememberMe} onChange={(event) => change('rememberMe')(event.target.checked)} />
          记住我
        </Remember>
        <SubmitButton type="submit">登 录</SubmitButton>
      </Card>
    </Page>
  );
}
