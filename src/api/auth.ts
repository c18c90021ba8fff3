import { api } from './api';

export interface Captcha {
  img: string;
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

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCaptcha: build.query<Captcha, void>({
      query: () => ({ url: 'auth/code', parse: parseCaptcha }),
      // A captcha is single-use: never serve one from the cache.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCaptchaQuery } = authApi;
