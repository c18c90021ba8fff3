import { fakeHttp } from '../testing/fakeHttp';
import { warmHttpClient } from './http';

describe('warmHttpClient', () => {
  it('runs a request through the client without sending anything', async () => {
    const http = await fakeHttp({ 'POST warm-up': { status: 200, data: {} } });
    await expect(warmHttpClient()).resolves.toBeUndefined();
    expect(http.calls).toEqual([]);
  });
});
