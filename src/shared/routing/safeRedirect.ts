import { paths } from './paths';

const FALLBACK: string = paths.home;
const ORIGIN = 'http://console.invalid';

// Browsers drop tabs and new lines inside URLs and treat "\" like "/", so "/\t/x"
// and "/\x" mean "//x": another host.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/;

function decodeFully(value: string): string | undefined {
  let current = value;
  for (let i = 0; i < 5; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

/**
 * The `redirect` query parameter of /login, made safe to navigate to: only a path on
 * this origin ("/orders?page=2") is honoured. Absolute URLs, protocol-relative
 * "//host", "/\host", "javascript:" and their percent-encoded forms, control
 * characters and loops back to /login become "/".
 */
export function safeRedirect(target: string | null | undefined, loginPath: string = paths.login): string {
  if (!target || !target.startsWith('/') || /\s/.test(target)) return FALLBACK;
  const decoded = decodeFully(target);
  if (decoded === undefined || CONTROL.test(decoded)) return FALLBACK;
  if (decoded.startsWith('//') || decoded.includes('\\')) return FALLBACK;
  let url: URL;
  try {
    url = new URL(target, ORIGIN);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== ORIGIN) return FALLBACK;
  if (url.pathname === loginPath) return FALLBACK;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where signing in on /login?<search> leads: the safe `redirect` target, and the
 * dashboard for "/" (straight there rather than through the guard's redirect).
 */
export function pageAfterLogin(search: string): string {
  const target = safeRedirect(new URLSearchParams(search).get('redirect'));
  return target === paths.home ? paths.dashboard : target;
}
