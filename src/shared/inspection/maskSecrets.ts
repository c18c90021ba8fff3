/*
 * What the debugging tools (Redux DevTools, the XState inspector) may see: the same
 * data with every secret replaced. A secret is the value of a key that names a password
 * or a token, wherever it sits (the login's arguments and answer, the session's context,
 * the password-change form), so a new endpoint is covered without a list to keep up.
 */

/** password, oldPass, newPass, confirmPass, token, accessToken, Authorization, ... */
const SECRET_KEY = /pass(word)?$|token|secret|authorization/i;

/** What a secret is replaced with: the tools still show that there was one. */
export const MASKED = '[masked]';

/** Where a plain object refers back to one being walked (never in Redux or XState data). */
const CIRCULAR = '[circular]';

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * A copy of `value` with its secrets masked. Parts without a secret are shared, and
 * `value` itself comes back when it holds none. Only plain objects and arrays are
 * walked: class instances (actors, files, errors) are passed on as they are.
 */
export function maskSecrets<T>(value: T): T {
  return mask(value, new Set()) as T;
}

function mask(value: unknown, walking: Set<object>): unknown {
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  if (walking.has(value)) return CIRCULAR;
  walking.add(value);
  try {
    if (Array.isArray(value)) {
      const items = value.map((item) => mask(item, walking));
      return items.some((item, index) => item !== value[index]) ? items : value;
    }
    let copy: Record<string, unknown> | undefined;
    for (const key of Object.keys(value)) {
      const item = value[key];
      const masked = SECRET_KEY.test(key) && item !== undefined && item !== null ? MASKED : mask(item, walking);
      if (masked === item) continue;
      // Methods (an XState snapshot's matches, toJSON, ...) come along and still work on the copy.
      copy ??= Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as Record<string, unknown>, value);
      copy[key] = masked;
    }
    return copy ?? value;
  } finally {
    walking.delete(value);
  }
}
