import { useState, type FormEvent } from 'react';
import type { ApiError } from '../../api/apiError';
import { useGetCaptchaQuery } from '../../api/auth';
import { forgetRememberedLogin, readRememberedLogin, rememberLogin, type RememberedLogin } from '../../shared/auth/rememberedLogin';
import { getRuntimeConfig } from '../../shared/config/runtimeConfig';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle';
import { useSessionHandle, useSessionSelector } from '../../session/SessionContext';
import { isBusy, submitLogin } from '../../session/sessionHandle';
import { CaptchaImage } from './CaptchaImage';
import { TextField } from './TextField';
import { emptyLogin, validateLogin, type LoginErrors, type LoginValues } from './loginForm';
import { passwordToSend } from './loginPassword';
import { Card, FormMessage, Page, Remember, Row, SubmitButton, Title } from './loginStyles';

const CAPTCHA_MISSING = '验证码未加载，请点击图片刷新';

function initialValues(remembered: RememberedLogin | undefined): LoginValues {
  if (!remembered) return emptyLogin;
  return { ...emptyLogin, username: remembered.username, password: remembered.encryptedPassword ?? '', rememberMe: true };
}

/** SPEC.md section 2: /login has the title 登录 (plus the system title). */
export const LOGIN_TITLE = '登录';

const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : '登录失败');

/** The server's per-address limit (429) covers captchas too; its message says when to try again. */
const limitMessage = (error: unknown): string | undefined => ((error as Partial<ApiError> | undefined)?.status === 429 ? (error as ApiError).message : undefined);

export function LoginPage() {
  const { title, rsaPublicKey } = getRuntimeConfig();
  useDocumentTitle(LOGIN_TITLE);
  const session = useSessionHandle();
  const captcha = useGetCaptchaQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remembered] = useState(readRememberedLogin);
  const [values, setValues] = useState<LoginValues>(() => initialValues(remembered));
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const sessionBusy = useSessionSelector(isBusy);

  const change = (key: keyof LoginValues) => (value: string | boolean) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  /** Shows why on the form; a captcha the server has seen is spent, so a new one is fetched. */
  const fail = (message: string, captchaSpent: boolean) => {
    setFormError(message);
    if (!captchaSpent) return;
    setValues((current) => ({ ...current, code: '' }));
    void captcha.refetch();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!captcha.data) {
      setFormError(CAPTCHA_MISSING);
      return;
    }
    setFormError(undefined);
    setSubmitting(true);
    try {
      const password = await passwordToSend(values.password, remembered?.encryptedPassword, rsaPublicKey);
      const actor = await session.load();
      const username = values.username.trim();
      const outcome = await submitLogin(actor, { username, password: password.value, code: values.code.trim(), uuid: captcha.data.uuid }, values.rememberMe);
      if (!outcome.ok) {
        fail(outcome.message, true);
        return;
      }
      // Only ciphertext is ever remembered; without an RSA key no password cookie is kept.
      if (values.rememberMe) rememberLogin({ username, encryptedPassword: password.encrypted ? password.value : undefined });
      else forgetRememberedLogin();
      // The session now loads the menus (the button stays busy); ShellFrame moves on when ready.
    } catch (error) {
      // Encryption or loading the session failed before anything was sent.
      fail(messageOf(error), false);
    } finally {
      setSubmitting(false);
    }
  };

  const busy = submitting || sessionBusy;
  const message = formError ?? (captcha.isError ? limitMessage(captcha.error) : undefined);

  return (
    <Page>
      <Card noValidate onSubmit={(event) => void submit(event)} aria-label="登录">
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
        {message ? <FormMessage role="alert">{message}</FormMessage> : null}
        <SubmitButton type="submit" disabled={busy} aria-busy={busy}>
          {busy ? '登 录 中...' : '登 录'}
        </SubmitButton>
      </Card>
    </Page>
  );
}
