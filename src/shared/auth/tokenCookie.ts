import Cookies from 'js-cookie';

/** Cookie name of the originals, misspelling included, so sessions survive a switch of console. */
export const TOKEN_COOKIE = 'PP-TOEKN';
const REMEMBER_DAYS = 1;

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

/** Remembered logins last one day; otherwise the cookie ends with the browser session. */
export function setToken(token: string, remember: boolean): void {
  Cookies.set(TOKEN_COOKIE, token, { sameSite: 'Lax', ...(remember ? { expires: REMEMBER_DAYS } : {}) });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE);
}

/**
 * Removes the cookie only while it still holds `token`: the tabs share the cookie, and
 * another tab may have signed in since (a late logout answer must not end its session).
 */
export function removeOwnToken(token: string | undefined): void {
  if (token !== undefined && getToken() === token) removeToken();
}
