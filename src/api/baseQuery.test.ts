import { axiosBaseQuery } from './baseQuery';
import { fakeHttp } from '../testing/fakeHttp';
import { removeToken, setToken } from '../shared/auth/tokenCookie';
import { httpEvents, type HttpEvent } from './httpEvents';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';

const queryApi = { signal: new AbortController().signal, endpoint: 'probe' } as BaseQueryApi;
const call = (args: Parameters<typeof axiosBaseQuery>[0], api: BaseQueryApi = queryApi) => axiosBaseQuery(args, api, {});

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

  it('answers an empty success body with null data', async () => {
    await fakeHttp({ 'DELETE auth/logout': { status: 200 } });
    await expect(call({ url: 'auth/logout', method: 'DELETE' })).resolves.toEqual({ data: null });
  });

  describe('error events for the presenter', () => {
    let events: HttpEvent[];
    let unsubscribe: () => void;
    beforeEach(() => {
      events = [];
      unsubscribe = httpEvents.subscribe((event) => events.push(event));
    });
    afterEach(() => unsubscribe());

    it('reports every failure once, with the endpoint, and still returns it to the caller', async () => {
      await fakeHttp({ 'GET api/x': { status: 400, data: { status: 400, message: '参数错误' } }, 'GET api/down': 'network-error', 'GET api/slow': 'timeout' });
      const results = await Promise.all([call({ url: 'api/x' }), call({ url: 'api/down' }), call({ url: 'api/slow' })]);
      expect(results.map((r) => r.error?.kind)).toEqual(['http', 'network', 'timeout']);
      expect(events).toEqual([
        { type: 'error', endpoint: 'probe', error: { kind: 'http', status: 400, message: '参数错误' } },
        { type: 'error', endpoint: 'probe', error: { kind: 'network', status: 0, message: '接口请求失败' } },
        { type: 'error', endpoint: 'probe', error: { kind: 'timeout', status: 0, message: '网络请求超时' } },
      ]);
    });

    it('reports a malformed body too', async () => {
      await fakeHttp({ 'GET api/menus/build': { status: 200, data: { not: 'a list' } } });
      await call({ url: 'api/menus/build', parse: () => undefined });
      expect(events).toEqual([{ type: 'error', endpoint: 'probe', error: { kind: 'malformed', status: 200, message: '服务器返回的数据格式不正确' } }]);
    });

    it('tells the token each failed call was sent with (none without one), whatever the failure', async () => {
      await fakeHttp({ 'GET api/x': { status: 401, data: { status: 401, message: '过期' } }, 'GET api/down': 'network-error', 'GET api/bad': { status: 200, data: {} } });
      setToken('Bearer first', false);
      await call({ url: 'api/x' });
      setToken('Bearer second', false);
      await call({ url: 'api/down' });
      await call({ url: 'api/bad', parse: () => undefined });
      removeToken();
      await call({ url: 'api/x' });
      expect(events.map((event) => [event.error.kind, event.token])).toEqual([
        ['http', 'Bearer first'],
        ['network', 'Bearer second'],
        ['malformed', 'Bearer second'],
        ['http', undefined],
      ]);
    });

    it('says nothing for a success', async () => {
      await fakeHttp({ 'GET api/ok': { status: 200, data: [] } });
      await call({ url: 'api/ok' });
      expect(events).toEqual([]);
    });

    it('says nothing for a silent call (captcha, login, logout) but still returns the failure', async () => {
      await fakeHttp({ 'GET auth/code': { status: 401, data: { status: 401, message: '未登录' } } });
      await expect(call({ url: 'auth/code', silent: true })).resolves.toEqual({ error: { kind: 'http', status: 401, message: '未登录' } });
      expect(events).toEqual([]);
    });

    it('says nothing for a call the caller aborted', async () => {
      const controller = new AbortController();
      await fakeHttp({ 'GET api/slow': () => {
        controller.abort();
        return 'network-error';
      } });
      const result = await call({ url: 'api/slow' }, { ...queryApi, signal: controller.signal });
      expect(result.error?.kind).toBe('network');
      expect(events).toEqual([]);
    });
  });
});
