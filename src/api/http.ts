import type { AxiosInstance } from 'axios';
import { getRuntimeConfig } from '../shared/config/runtimeConfig';

let client: Promise<AxiosInstance> | undefined;
let built: AxiosInstance | undefined;

/**
 * The one axios instance, built on first use from the runtime config.json. axios is
 * loaded on demand so the login form paints without waiting for its 19 KB gzip;
 * the first call (the captcha) starts the download.
 */
export function getHttpClient(): Promise<AxiosInstance> {
  client ??= import(/* webpackChunkName: "http" */ './createHttpClient').then(({ createHttpClient }) => (built = createHttpClient(getRuntimeConfig())));
  return client;
}

/**
 * The instance once built, else undefined. Lets a call go out in the same task that
 * made it: awaiting even a settled promise lets React render first, and a render
 * started by the previous answer would then delay the next request.
 */
export function builtHttpClient(): AxiosInstance | undefined {
  return built;
}

/** For tests: forget the instance so the next call rebuilds it from the current config. */
export function resetHttpClient(): void {
  client = undefined;
  built = undefined;
}

/**
 * Runs a throwaway POST through the client (interceptors, JSON body, headers, the
 * answer's handling) to an adapter that answers at once, never the network: the login,
 * the first POST of a visit, then runs axios's code warm (its first, cold run cost
 * about 1.5 ms in the click on 登 录). For the idle-time prefetch.
 */
export async function warmHttpClient(): Promise<void> {
  const http = await getHttpClient();
  await http.post('warm-up', { warm: true }, { adapter: (config) => Promise.resolve({ data: null, status: 204, statusText: 'No Content', headers: {}, config }) });
}
