/*
 * Money as integer cents (the embedded server's unit), read and written as text so no
 * float arithmetic touches an amount: `12.5` and `12.50` are 1250 cents, 1250 cents show
 * as `12.50`. yshop sends BigDecimal yuan (a number or a string): the digits are read as
 * text, never multiplied.
 */

const AMOUNT = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/;

/** Cents of a yuan amount typed or sent (`12`, `12.5`, `-0.05`); undefined for anything else (3 decimals, `1e3`, ''). */
export function centsOf(text: string): number | undefined {
  const match = AMOUNT.exec(text.trim());
  if (!match) return undefined;
  const [, sign, yuan, fraction = ''] = match;
  const cents = Number(`${yuan}${fraction.padEnd(2, '0')}`);
  if (!Number.isSafeInteger(cents)) return undefined;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** `12.50` for 1250 cents, `-0.05` for -5. */
export function formatCents(cents: number): string {
  const digits = String(Math.abs(Math.trunc(cents))).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * Cents from an amount as a back end sends it: a number of yuan (written back to text by
 * the number's own shortest form, so 0.1 reads `0.1`, not 0.1000000000000000055...) or a string.
 */
export function centsFromYuan(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? centsOf(String(value)) : undefined;
  return typeof value === 'string' ? centsOf(value) : undefined;
}
