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
});
