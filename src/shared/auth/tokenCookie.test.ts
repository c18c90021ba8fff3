import { getToken, removeOwnToken, removeToken, setToken, TOKEN_COOKIE } from './tokenCookie';

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

  it('removes its own token only: not another one that has replaced it, nor one it never had', () => {
    setToken('Bearer other-tab', false);
    removeOwnToken('Bearer mine');
    removeOwnToken(undefined);
    expect(getToken()).toBe('Bearer other-tab');
    removeOwnToken('Bearer other-tab');
    expect(getToken()).toBeUndefined();
  });
});
