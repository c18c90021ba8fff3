import axios, { type AxiosInstance } from 'axios';
import type { AppConfig } from '../shared/config/schema';
import { getToken } from '../shared/auth/tokenCookie';

export function createHttpClient({ apiBaseUrl, timeout }: Pick<AppConfig, 'apiBaseUrl' | 'timeout'>): AxiosInstance {
  const client = axios.create({
    // Paths are relative ("auth/code"); '' means the console's own origin.
    baseURL: `${apiBaseUrl}/`,
    timeout,
    headers: { 'Content-Type': 'application/json' },
    // No XSRF header: these back ends authenticate with the Authorization header, not
    // cookies. axios would otherwise look for its XSRF cookie before every request,
    // through the browser's asynchronous cookie store where there is one (Chromium),
    // and send only after the browser answered, a task or more later.
    withXSRFToken: false,
    // Lists repeat a key for each value (`sort=level,asc&sort=id,desc`, a date range as
    // two `createTime`), as the back ends' Spring binding reads them; axios's default
    // `createTime[]=` would not bind.
    paramsSerializer: { indexes: null },
  });
  client.interceptors.request.use((request) => {
    const token = getToken();
    // Sent exactly as login returned it: it already carries its "Bearer " scheme.
    if (token) request.headers.set('Authorization', token);
    return request;
    // Synchronous: axios then sends the request in the task that made the call.
  }, undefined, { synchronous: true });
  return client;
}
