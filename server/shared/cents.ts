/**
 * Exact amounts: decimal text or JSON numbers to integer hundredths and back, with no
 * float arithmetic. Money is cents; the shipping templates' quantities (pieces, KG, m³,
 * yshop's decimal(10,2)) are hundredths the same way. Pure: a refusal is a value with
 * its Chinese message, which `http/amount.ts` turns into a 400.
 */

/** The largest amount accepted: 99,999,999.99 (the contract's ceiling), in hundredths. */
export const MAX_CENTS = 9_999_999_999;

/** What an amount is called in its messages, and whether zero is allowed. */
export interface AmountRule {
  /** `运费`, `售价`...: the field as the console's labels name it. */
  label: string;
  /** Said when the field is absent or empty. */
  missing: string;
  /** Said for a negative amount (and for zero, unless `zero` allows it). */
  notPositive: string;
  /** Whether 0 is a valid value (运费 may be 0, 首件 may not). */
  zero: boolean;
}

export type CentsResult = { ok: true; cents: number } | { ok: false; message: string };

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

const refused = (message: string): CentsResult => ({ ok: false, message });

/** The messages of the three refusals every amount shares. */
export const amountMessages = (label: string) => ({
  notNumber: `${label}必须是数字`,
  tooPrecise: `${label}最多两位小数`,
  tooLarge: `${label}不能超过 99999999.99`,
});

/**
 * An amount with at most two decimals, as integer hundredths. The console sends typed
 * text (`"9.9"`) or JSON numbers; a number is read by its shortest decimal spelling
 * (`0.1` is "0.1"), so what was typed is what is stored. Trailing zeros of the fraction do
 * not count as decimals (`"1.500"` is 1.5, as the JSON number 1.500 is). Refuses anything
 * but a plain decimal (no exponent, no hex, no spaces inside), a negative amount, more
 * than 2 decimals and more than 99,999,999.99; zero unless the rule allows it.
 */
export function readCents(value: unknown, rule: AmountRule): CentsResult {
  const m = amountMessages(rule.label);
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return refused(rule.missing);
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return refused(m.notNumber);
    if (value < 0) return refused(rule.notPositive);
    if (value > MAX_CENTS / 100) return refused(m.tooLarge);
    // Tiny numbers print with an exponent (1e-7): more than two decimals either way.
    text = String(value);
    if (text.includes('e')) return refused(m.tooPrecise);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return refused(m.notNumber);
  }
  const parts = DECIMAL.exec(text);
  if (!parts) return refused(m.notNumber);
  const [, sign, whole = '', rawFraction = ''] = parts;
  const fraction = rawFraction.replace(/0+$/, '');
  const digits = whole.replace(/^0+(?=\d)/, '');
  const isZero = /^0*$/.test(digits) && fraction === '';
  if (sign === '-' && !isZero) return refused(rule.notPositive);
  if (fraction.length > 2) return refused(m.tooPrecise);
  if (digits.length > 8) return refused(m.tooLarge);
  const cents = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents === 0 && !rule.zero) return refused(rule.notPositive);
  return { ok: true, cents };
}

/**
 * Hundredths as the shortest decimal text (`150` is "1.5", `100` is "1", `5` is "0.05"),
 * the way yshop's stored template JSON spells its amounts (`"first": "1", "price": "0"`).
 */
export function centsText(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0').replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/** Hundredths as yuan with two decimals, for exports and messages (`150` is "1.50"). */
export function yuanText(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Hundredths as the JSON number yshop sends (`120` is 1.2, as JSON.parse reads "1.20"):
 * parsed from the exact decimal text, so the number is the one nearest that decimal.
 */
export function centsToWire(cents: number): number {
  return Number(yuanText(cents));
}
