import { axiosBaseQuery } from './baseQuery';
import { fakeHttp } from '../testing/fakeHttp';
import { removeToken, setToken } from '../shared/auth/tokenCookie';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';

const queryApi = { signal: new AbortController().signal } as BaseQueryApi;
const call = (args: Parameters<typeof axiosBaseQuery>[0]) => axiosBaseQuery(args, queryApi, {});

describe('axiosBaseQuery', () => {
  afterEach(() => removeToken());

  it('yields the response body and sends the token exactly as stored', async () => {
    const http = await fakeHttp({ 'GET auth/info': { status: 200, data: { username: 'admin' } } });
    setToken('Bearer abc', false);
    await expect(call({ url: 'auth/info' })).resolves.toEqual({ data: { username: 'admin' } });
    expect(http.calls[0]?.headers.Authorization).toBe('Bearer abc');
  });

  it('sends no Authorization header without a token', async () => {
    const http = await fakeHttp({ 'GET auth/code': { status: 200, data: {} } });
    await call({ url: 'auth/code' });
    expect(http.calls[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('sends JSON bodies and query parameters', async () => {
    const http = await fakeHttp({ 'POST api/dict': { status: 201, data: { id: 1 } } });
    await call({ url: 'api/dict', method: 'POST', data: { name: 'x' }, params: { page: 0 } });
    expect(http.calls[0]).toMatchObject({ key: 'POST api/dict', data: { name: 'x' }, params: { page: 0 } });
  });

  it('prefers body.status and body.message of an error answer', async () => {
    await fakeHttp({ 'POST auth/login': { status: 400, data: { status: 400, message: '验证码错误', timestamp: 'x' } } });
    await expect(call({ url: 'auth/login', method: 'POST' })).resolves.toEqual({ error: { kind: 'http', status: 400, message: '验证码错误' } });
  });

  it('uses body.status 401 even when the HTTP status differs', async () => {
    await fakeHttp({ 'GET auth/info': { status: 200 + 300, data: { status: 401, message: '过期' } } });
    await expect(call({ url: 'auth/info' })).resolves.toEqual({ error: { kind: 'http', status: 401, message: '过期' } });
  });

  it('falls back to the HTTP status and the generic message for a body without them', async () => {
    await fakeHttp({ 'GET api/x': { status: 502, data: '<html>Bad gateway</html>' } });
    await expect(call({ url: 'api/x' })).resolves.toEqual({ error: { kind: 'http', status: 502, message: '接口请求失败' } });
  });

  it('reports a time-out as 网络请求超时', async () => {
    await fakeHttp({ 'GET api/slow': 'timeout' });
    await expect(call({ url: 'api/slow' })).resolves.toEqual({ error: { kind: 'timeout', status: 0, message: '网络请求超时' } });
  });

  it('reports a dropped connection as 接口请求失败', async () => {
    await fakeHttp({ 'GET api/down': 'network-error' });
    await expect(call({ url: 'api/down' })).resolves.toEqual({ error: { kind: 'network', status: 0, message: '接口请求失败' } });
  });

  it('turns a body the parser refuses into a malformed-data error', async () => {
    await fakeHttp({ 'GET auth/code': { status: 200, data: { img: 42 } } });
    const result = await call({ url: 'auth/code', parse: () => undefined });
    expect(result).toEqual({ error: { kind: 'malformed', status: 200, message: '服务器返回的数据格式不正确' } });
  });

  it('uses the configured base URL and time-out', async () => {
    const http = await fakeHttp({ 'GET auth/code': (request) => ({ status: 200, data: { baseURL: request.baseURL, timeout: request.timeout } }) }, {
      apiBaseUrl: 'https://shop.example.com/',
      timeout: 1234,
    });
    await expect(call({ url: 'auth/code' })).resolves.toEqual({ data: { baseURL: 'https://shop.example.com/', timeout: 1234 } });
    expect(http.calls).toHaveLength(1);
  });
});
