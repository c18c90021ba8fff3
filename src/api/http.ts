import type { AxiosInstance } from 'axios';
import { getRuntimeConfig } from '../shared/config/runtimeConfig';

let client: Promise<AxiosInstance> | undefined;

/**
 * The one axios instance, built on first use from the runtime config.json. axios is
 * loaded on demand so the login form paints without waiting for its 19 KB gzip;
 * the first call (the captcha) starts the download.
 */
export function getHttpClient(): Promise<AxiosInstance> {
  client ??= import(/* webpackChunkName: "http" */ './createHttpClient').then(({ createHttpClient }) => createHttpClient(getRuntimeConfig()));
  return client;
}

/** For tests: forget the instance so the next call rebuilds it from the current config. */
export function resetHttpClient(): void {
  client = undefined;
}
