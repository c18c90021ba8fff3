import Cookies from 'js-cookie';

/*
 * 记住我 of the originals: the login form is pre-filled from three cookies kept for one
 * day. The password cookie only ever holds the RSA ciphertext the server accepts; a
 * deployment without an RSA key gets no password cookie at all, so a plain password
 * is never stored.
 */
export const REMEMBER_COOKIES = { username: 'username', password: 'password', rememberMe: 'rememberMe' } as const;
export const REMEMBER_DAYS = 1;

export interface RememberedLogin {
  username: string;
  /** The RSA ciphertext, sent back unchanged when the user does not retype it. */
  encryptedPassword: string | undefined;
}

export function readRememberedLogin(): RememberedLogin | undefined {
  if (Cookies.get(REMEMBER_COOKIES.rememberMe) !== 'true') return undefined;
  return {
    username: Cookies.get(REMEMBER_COOKIES.username) ?? '',
    encryptedPassword: Cookies.get(REMEMBER_COOKIES.password) || undefined,
  };
}

export function rememberLogin({ username, encryptedPassword }: RememberedLogin): void {
  const options = { expires: REMEMBER_DAYS, sameSite: 'Lax' as const };
  Cookies.set(REMEMBER_COOKIES.username, username, options);
  Cookies.set(REMEMBER_COOKIES.rememberMe, 'true', options);
  if (encryptedPassword) Cookies.set(REMEMBER_COOKIES.password, encryptedPassword, options);
  else Cookies.remove(REMEMBER_COOKIES.password);
}

export function forgetRememberedLogin(): void {
  Object.values(REMEMBER_COOKIES).forEach((name) => Cookies.remove(name));
}
