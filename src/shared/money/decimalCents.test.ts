import fc from 'fast-check';
import { centsOfDecimal } from './decimalCents';

describe('centsOfDecimal', () => {
  it('reads yshop’s decimal(32,8) and the embedded server’s 2-decimal amounts exactly', () => {
    expect(centsOfDecimal('1.20000000')).toBe(120);
    expect(centsOfDecimal(1.2)).toBe(120);
    expect(centsOfDecimal(0.01)).toBe(1);
    expect(centsOfDecimal('99999999.99')).toBe(9_999_999_999);
    expect(centsOfDecimal(12)).toBe(1200);
    expect(centsOfDecimal('0.10')).toBe(10);
  });

  it('rounds a third decimal half up', () => {
    expect(centsOfDecimal('3.33333333')).toBe(333);
    expect(centsOfDecimal('3.33500000')).toBe(334);
    expect(centsOfDecimal('0.00499999')).toBe(0);
    expect(centsOfDecimal('0.995')).toBe(100);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '-1.00', '1e3', 'abc', null, undefined, Number.NaN, {}, '1.2.3']) expect(centsOfDecimal(bad)).toBeUndefined();
  });

  it('agrees with BigInt arithmetic on any 8-decimal amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), (units) => {
        // units of 1e-8 yuan; the cent is 1e6 units, half a cent 5e5.
        const text = `${units / 10n ** 8n}.${String(units % 10n ** 8n).padStart(8, '0')}`;
        const expected = (units + 500_000n) / 1_000_000n;
        expect(centsOfDecimal(text)).toBe(Number(expected));
      }),
    );
  });
});
