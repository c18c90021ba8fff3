import { z } from 'zod';

/**
 * Decimal digits only: what a query string, a path or a form sends for a whole number.
 * `0x1`, `1e0`, ` 1`, `1.0` and `+1` are not that, so they stay strings and are refused
 * (`z.coerce.number` read them all as 1, and `true` and `[1]` too).
 */
const DECIMAL = /^-?\d+$/;

const fromDecimal = (value: unknown): unknown => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value);

export interface IntegerRule {
  /** Said for anything that is not a whole number (also beyond ±2^53, where numbers stop being exact). */
  message: string;
  /** The smallest value allowed and what is said below it. */
  min?: readonly [number, string];
  /** The largest value allowed and what is said above it. */
  max?: readonly [number, string];
}

/**
 * The one way the server reads an id, a level, a page, a size or a sort number: a JSON
 * number that is a safe integer, or a string of decimal digits (query strings and paths
 * carry only strings). Anything else, booleans, arrays, hex, exponents or padded text
 * included, is a 400 with `rule.message`.
 */
export function integer(rule: IntegerRule) {
  let n = z.number({ error: rule.message }).int(rule.message);
  if (rule.min) n = n.min(rule.min[0], rule.min[1]);
  if (rule.max) n = n.max(rule.max[0], rule.max[1]);
  return z.preprocess(fromDecimal, n);
}
