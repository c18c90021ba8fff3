import fc from 'fast-check';
import { centsFromYuan, centsOf, formatCents } from './money';

describe('money as integer cents', () => {
  it('reads amounts as typed or sent, to the cent', () => {
    expect(centsOf('12')).toBe(1200);
    expect(centsOf(' 12.5 ')).toBe(1250);
    expect(centsOf('0.07')).toBe(7);
    expect(centsOf('-0.05')).toBe(-5);
    expect(centsFromYuan(0.1)).toBe(10);
    expect(centsFromYuan(19.99)).toBe(1999);
    expect(centsFromYuan('1999.90')).toBe(199990);
  });

  it('refuses what is not an amount of whole cents', () => {
    for (const text of ['', '1.234', '1e3', 'abc', '1.', '.5', '12,5']) expect(centsOf(text)).toBeUndefined();
    expect(centsFromYuan(Number.NaN)).toBeUndefined();
    expect(centsFromYuan(null)).toBeUndefined();
  });

  it('shows two decimals', () => {
    expect(formatCents(1250)).toBe('12.50');
    expect(formatCents(7)).toBe('0.07');
    expect(formatCents(-5)).toBe('-0.05');
    expect(formatCents(0)).toBe('0.00');
  });

  it('reads back what it shows, for any amount', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => centsOf(formatCents(cents)) === cents));
  });
});
