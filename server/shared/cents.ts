/**
 * Amounts as the decisions want them (CONTRACT-SHOP "Money"): integer hundredths inside the
 * server, parsed exactly from the decimal text a caller sends, never through float
 * arithmetic. The same reading serves every two-decimal column (prices, points with
 * decimals, weights and volumes).
 */

/** 99,999,999.99: the largest amount a decimal(10,2) column takes. */
export const MAX_CENTS = 9_999_999_999;

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** Why an amount was refused, worded for the field it came in (`售价最多两位小数`). */
export type AmountProblem = 'missing' | 'format' | 'negative' | 'decimals' | 'tooLarge';

export const amountMessage = (label: string, problem: AmountProblem): string =>
  ({
    missing: `请输入${label}`,
    format: `${label}格式不正确`,
    negative: `${label}不能为负数`,
    decimals: `${label}最多两位小数`,
    tooLarge: `${label}不能超过 99999999.99`,
  })[problem];

/**
 * `value` (a JSON number or a decimal string, as forms send either) in hundredths, or
 * what is wrong with it. A JSON number is read through its shortest decimal text, which
 * is the text the sender's JSON held: `0.1` is 10, `0.30000000000000004` has too many
 * decimals. Trailing zeros count as decimals (`1.500` is refused): a form never sends
 * them, and the rule stays one a person can state.
 */
export function readCents(value: unknown): { cents: number } | { problem: AmountProblem } {
  if (value === '' || value === null || value === undefined) return { problem: 'missing' };
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { problem: 'format' };
    text = String(value);
  } else if (typeof value === 'string') text = value.trim();
  else return { problem: 'format' };
  if (text.startsWith('-')) return DECIMAL.test(text.slice(1)) ? { problem: 'negative' } : { problem: 'format' };
  const m = DECIMAL.exec(text);
  if (!m) return { problem: 'format' };
  const whole = m[1]!.replace(/^0+(?=\d)/, '');
  const fraction = m[2] ?? '';
  if (fraction.length > 2) return { problem: 'decimals' };
  if (whole.length > 8) return { problem: 'tooLarge' };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents > MAX_CENTS ? { problem: 'tooLarge' } : { cents };
}

/** Hundredths as the JSON number yshop sends (`1005` -> `10.05`): the exact decimal, printed shortest. */
export const centsToNumber = (cents: number): number => cents / 100;

/** Hundredths as text with two decimals (`1005` -> `10.05`), for exports. */
export function centsToText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
