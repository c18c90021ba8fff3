import { isSecretName } from '../shared/secret-names';

const MAX_PARAMS = 4000;
/**
 * Containers nested deeper than this are written as `"…"`. Bodies deeper than the JSON
 * parser's own limit never arrive (http/json-body.ts); this bounds the recursion for
 * anything else handed to the log.
 */
const MAX_DEPTH = 64;
const MASKED = '"******"';
/** Written for a loop, a part too deep, or a part that throws when read. */
const ELIDED = '"…"';

/**
 * Values that are secrets whatever key they travel under: a bearer token, or a long
 * base64 run such as an RSA ciphertext (a 1024-bit one is 172 characters).
 */
const SECRET_VALUE = /^\s*bearer\s|^[A-Za-z0-9+/_-]{160,}={0,2}$/i;

/** Output so far; stops taking more once past the bound (the rest would be cut anyway). */
class Out {
  private readonly parts: string[] = [];
  length = 0;
  get full(): boolean {
    return this.length > MAX_PARAMS;
  }
  push(text: string): void {
    this.parts.push(text);
    this.length += text.length;
  }
  /** Takes back what was pushed after `length` (a property that turned out to write nothing). */
  truncate(length: number): void {
    while (this.length > length) this.length -= this.parts.pop()!.length;
  }
  text(): string {
    return this.parts.join('');
  }
}

/** Reads a part of the input that may be a getter, a Proxy or a throwing `toJSON`. */
function attempt<T>(read: () => T): { ok: true; value: T } | { ok: false } {
  try {
    return { ok: true, value: read() };
  } catch {
    return { ok: false };
  }
}

const hasToJson = (value: unknown): value is { toJSON: (key: string) => unknown } =>
  ((typeof value === 'object' && value !== null) || typeof value === 'bigint') &&
  typeof (value as { toJSON?: unknown }).toJSON === 'function';

/**
 * Writes `raw` as JSON.stringify with the masking replacer would, except that it cannot
 * throw: loops, parts deeper than MAX_DEPTH and parts that throw when read become `"…"`,
 * a BigInt becomes its digits as a string. Returns false when the value writes nothing
 * (undefined, a function, a symbol), as JSON.stringify leaves such properties out.
 */
function write(raw: unknown, key: string, depth: number, ancestors: Set<object>, out: Out): boolean {
  if (key !== '' && isSecretName(key)) {
    out.push(MASKED);
    return true;
  }
  let value = raw;
  if (hasToJson(value)) {
    const read = attempt(() => (value as { toJSON: (key: string) => unknown }).toJSON(key));
    if (!read.ok) {
      out.push(ELIDED);
      return true;
    }
    value = read.value;
  }
  switch (typeof value) {
    case 'string':
      out.push(SECRET_VALUE.test(value) ? MASKED : JSON.stringify(value));
      return true;
    case 'number':
      out.push(Number.isFinite(value) ? String(value) : 'null');
      return true;
    case 'boolean':
      out.push(String(value));
      return true;
    case 'bigint':
      out.push(JSON.stringify(value.toString()));
      return true;
    case 'undefined':
    case 'function':
    case 'symbol':
      return false;
  }
  if (value === null) {
    out.push('null');
    return true;
  }
  const object = value as object;
  if (depth >= MAX_DEPTH || ancestors.has(object)) {
    out.push(ELIDED);
    return true;
  }
  const isArray = attempt(() => Array.isArray(object));
  const keys = isArray.ok && isArray.value ? attempt(() => (object as unknown[]).length) : attempt(() => Object.keys(object));
  if (!isArray.ok || !keys.ok) {
    out.push(ELIDED);
    return true;
  }
  ancestors.add(object);
  const array = typeof keys.value === 'number';
  out.push(array ? '[' : '{');
  let first = true;
  const count = array ? (keys.value as number) : (keys.value as string[]).length;
  for (let i = 0; i < count && !out.full; i++) {
    const name = array ? String(i) : (keys.value as string[])[i]!;
    const item = attempt(() => (object as Record<string, unknown>)[name]);
    const mark = out.length;
    if (!first) out.push(',');
    if (!array) out.push(`${JSON.stringify(name)}:`);
    const wrote = item.ok ? write(item.value, name, depth + 1, ancestors, out) : (out.push(ELIDED), true);
    if (wrote) first = false;
    else if (array) {
      out.push('null');
      first = false;
    } else out.truncate(mark);
  }
  out.push(array ? ']' : '}');
  ancestors.delete(object);
  return true;
}

/**
 * The body as JSON with secret values replaced by `******`, cut to a bounded length.
 * Total: whatever it is handed (a 100,000-deep array, a loop, a throwing getter, a
 * BigInt) it returns text or null and never throws, because the log row it feeds is
 * written inside the write it records, and in the error log after a failure.
 */
export function maskParams(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  try {
    const out = new Out();
    if (!write(body, '', 0, new Set(), out)) return null;
    const text = out.text();
    return text.length > MAX_PARAMS ? `${text.slice(0, MAX_PARAMS)}…` : text;
  } catch {
    // Unreachable by design (every read above is guarded); the log row must still be written.
    return ELIDED;
  }
}
