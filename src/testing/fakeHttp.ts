import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { getHttpClient, resetHttpClient } from '../api/http';
import { parseConfig } from '../shared/config/parseConfig';
import { setRuntimeConfig } from '../shared/config/runtimeConfig';

/** What a fake route answers: a status and body, a dropped connection, or a time-out. */
export type FakeReply = { status: number; data?: unknown } | 'network-error' | 'timeout';
type Route = FakeReply | ((request: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>);

export interface FakeHttp {
  /** Requests seen so far, as "METHOD url" with the headers sent. */
  calls: { key: string; headers: Record<string, unknown>; data: unknown; params: unknown }[];
  set(key: string, route: Route): void;
}

/**
 * Fakes the network at the HTTP layer: installs an axios adapter on the app's own
 * instance, so everything above it (base query, RTK Query, components) runs for real.
 */
/**
 * A body as a real answer would arrive: a fresh copy each time, so no two answers share
 * objects (code may rightly cache by an answer's identity). Blobs and the like as they are.
 */
function asIfSent(data: unknown): unknown {
  const plain = Array.isArray(data) || (data !== null && typeof data === 'object' && Object.getPrototypeOf(data) === Object.prototype);
  return plain ? (JSON.parse(JSON.stringify(data)) as unknown) : data;
}

/** A route whose key has `:name` segments (`DELETE api/dict/:id`), for a key no exact route takes. */
function withParameters(table: ReadonlyMap<string, Route>, key: string): Route | undefined {
  const parts = key.split('/');
  for (const [pattern, route] of table) {
    if (!pattern.includes('/:')) continue;
    const wanted = pattern.split('/');
    if (wanted.length === parts.length && wanted.every((part, i) => part.startsWith(':') || part === parts[i])) return route;
  }
  return undefined;
}

export async function fakeHttp(routes: Record<string, Route> = {}, config: Record<string, unknown> = {}): Promise<FakeHttp> {
  const parsed = parseConfig({ apiBaseUrl: 'http://api.test', ...config });
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  setRuntimeConfig(parsed.config);
  resetHttpClient();
  const table = new Map(Object.entries(routes));
  const fake: FakeHttp = { calls: [], set: (key, route) => table.set(key, route) };

  const client = await getHttpClient();
  client.defaults.adapter = async (request) => {
    const key = `${(request.method ?? 'get').toUpperCase()} ${request.url ?? ''}`;
    const headers = AxiosHeaders.from(request.headers).toJSON();
    const data: unknown = typeof request.data === 'string' ? JSON.parse(request.data) : request.data;
    fake.calls.push({ key, headers, data, params: request.params });
    const route = table.get(key) ?? withParameters(table, key);
    const reply: FakeReply = route === undefined ? { status: 404, data: { status: 404, message: `no fake for ${key}` } } : typeof route === 'function' ? await route(request) : route;
    if (reply === 'network-error') throw new AxiosError('Network Error', 'ERR_NETWORK', request);
    if (reply === 'timeout') throw new AxiosError(`timeout of ${request.timeout}ms exceeded`, 'ECONNABORTED', request);
    const response: AxiosResponse = { status: reply.status, statusText: '', headers: {}, config: request, data: asIfSent(reply.data) };
    if (reply.status < 200 || reply.status >= 300) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', request, undefined, response);
    }
    return response;
  };
  return fake;
}
