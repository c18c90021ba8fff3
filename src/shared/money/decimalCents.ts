/*
 * yshop keeps 售后's refund_amount as decimal(32,8) (`1.20000000`, CONTRACT-SHOP.md section 6):
 * more than the 2 decimals money.ts reads. The digits are read as text, never as a
 * float: zeros past the cent are dropped, other digits round half up to the cent (what MySQL
 * does writing to a decimal(8,2) column such as the order's refund_price).
 */

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** Integer cents of a yuan amount with any number of decimals; undefined for anything else (negative, `1e3`, ''). */
export function centsOfDecimal(value: unknown): number | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, yuan = '', fraction = ''] = match;
  const cents = Number(`${yuan}${fraction.slice(0, 2).padEnd(2, '0')}`);
  const roundUp = (fraction[2] ?? '0') >= '5';
  const total = roundUp ? cents + 1 : cents;
  return Number.isSafeInteger(total) ? total : undefined;
}
