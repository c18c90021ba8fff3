import { createHttpClient } from './createHttpClient';

describe('createHttpClient', () => {
  const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
  const cookieStore = { get: jest.fn(() => new Promise(() => undefined)) };

  beforeAll(() => {
    // Chromium's asynchronous cookie store, here one that never answers.
    Object.defineProperty(window, 'cookieStore', { value: cookieStore, configurable: true });
  });
  afterAll(() => {
    Reflect.deleteProperty(window, 'cookieStore');
    send.mockRestore();
  });

  it('sends a request at once, without waiting for the browser to read an XSRF cookie', () => {
    const client = createHttpClient({ apiBaseUrl: '', timeout: 5000 });
    void client.get('api/menus/build').catch(() => undefined);
    expect(send).toHaveBeenCalledTimes(1);
    expect(cookieStore.get).not.toHaveBeenCalled();
  });

  it('repeats a key for each value of a list, as Spring binds it (sort, a date range)', () => {
    const client = createHttpClient({ apiBaseUrl: 'http://api.test', timeout: 5000 });
    const uri = client.getUri({ url: 'api/users', params: { sort: ['level,asc', 'id,desc'], createTime: ['2026-01-01 00:00:00', '2026-01-31 23:59:59'], page: 0 } });
    const query = new URL(uri).searchParams;
    expect(query.getAll('sort')).toEqual(['level,asc', 'id,desc']);
    expect(query.getAll('createTime')).toEqual(['2026-01-01 00:00:00', '2026-01-31 23:59:59']);
    expect(uri).not.toContain('%5B');
  });
});
