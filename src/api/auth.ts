import { api } from './api';

export interface Captcha {
  img: string;
  uuid: string;
}

/** POST auth/login: the password is the RSA ciphertext when the deployment has a key. */
export interface LoginRequest {
  username: string;
  password: string;
  code: string;
  uuid: string;
}

/** Only data:image URLs are shown, so a hostile answer cannot point the <img> elsewhere. */
export function parseCaptcha(body: unknown): Captcha | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const { img, uuid } = body as Record<string, unknown>;
  if (typeof img !== 'string' || !/^data:image\/(png|jpe?g|gif|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(img)) return undefined;
  if (typeof uuid !== 'string' || uuid === '') return undefined;
  return { img, uuid };
}

/**
 * The auth calls of CONTRACT.md. Their answers are passed on untouched (`unknown`):
 * the session checks them (both USER flavours) because it is the one that knows what
 * a usable user is.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCaptcha: build.query<Captcha, void>({
      // The login form offers its own retry; a captcha failure never reaches the presenter.
      query: () => ({ url: 'auth/code', parse: parseCaptcha, silent: true }),
      // A captcha is single-use: never serve one from the cache.
      keepUnusedDataFor: 0,
    }),
    login: build.mutation<unknown, LoginRequest>({
      // The form shows the server's message itself (验证码错误, 用户名或密码错误, ...).
      query: (body) => ({ url: 'auth/login', method: 'POST', data: body, silent: true }),
    }),
    getInfo: build.query<unknown, void>({
      query: () => ({ url: 'auth/info' }),
      keepUnusedDataFor: 0,
    }),
    logout: build.mutation<unknown, void>({
      // Local state is cleared whatever happens; a failed logout is not worth a message.
      query: () => ({ url: 'auth/logout', method: 'DELETE', silent: true }),
    }),
  }),
});

export const { useGetCaptchaQuery } = authApi;
