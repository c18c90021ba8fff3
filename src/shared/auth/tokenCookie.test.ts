import { getToken, removeToken, setToken, TOKEN_COOKIE } from './tokenCookie';

describe('token cookie', () => {
  afterEach(() => removeToken());

  it('stores the token exactly as the server returned it under PP-TOEKN', () => {
    setToken('Bearer abc.def', false);
    expect(TOKEN_COOKIE).toBe('PP-TOEKN');
    expect(document.cookie).toContain(`PP-TOEKN=${encodeURIComponent('Bearer abc.def')}`);
    expect(getToken()).toBe('Bearer abc.def');
  });

  it('removes the token', () => {
    setToken('Bearer x', true);
    removeToken();
    expect(getToken()).toBeUndefined();
  });
});
