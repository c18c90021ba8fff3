import { centsText, centsToWire, MAX_CENTS, readCents, yuanText, type AmountRule } from './cents';

const PRICE: AmountRule = { label: '售价', missing: '请填写售价', notPositive: '售价应大于等于0', zero: true };
const FIRST: AmountRule = { label: '首件', missing: '请填写首件', notPositive: '首件/重量/体积应大于0', zero: false };

const cents = (value: unknown, rule = PRICE) => readCents(value, rule);
const refusal = (message: string) => ({ ok: false, message });
const ok = (n: number) => ({ ok: true, cents: n });

describe('readCents', () => {
  it('reads decimal text exactly, as typed', () => {
    expect(cents('9.9')).toEqual(ok(990));
    expect(cents('0.01')).toEqual(ok(1));
    expect(cents('1')).toEqual(ok(100));
    expect(cents(' 12.30 ')).toEqual(ok(1230));
    expect(cents('007.5')).toEqual(ok(750));
    expect(cents('+3')).toEqual(ok(300));
  });

  it('reads JSON numbers by their shortest spelling, never by float multiplication', () => {
    // 1.15 * 100 is 114.99999999999999 in floating point; 0.29 * 100 is 28.999999999999996.
    expect(cents(1.15)).toEqual(ok(115));
    expect(cents(0.29)).toEqual(ok(29));
    expect(cents(19.99)).toEqual(ok(1999));
    expect(cents(0)).toEqual(ok(0));
    expect(cents(-0)).toEqual(ok(0));
  });

  it('does not count trailing zeros as decimals', () => {
    expect(cents('1.500')).toEqual(ok(150));
    expect(cents('2.000000')).toEqual(ok(200));
  });

  it('refuses three decimals, in text and as numbers (0.1 + 0.2 too)', () => {
    expect(cents('1.005')).toEqual(refusal('售价最多两位小数'));
    expect(cents(1.005)).toEqual(refusal('售价最多两位小数'));
    expect(cents(0.1 + 0.2)).toEqual(refusal('售价最多两位小数'));
    expect(cents(1e-7)).toEqual(refusal('售价最多两位小数'));
  });

  it('refuses negative amounts, with the rule’s own message', () => {
    expect(cents('-0.01')).toEqual(refusal('售价应大于等于0'));
    expect(cents(-5)).toEqual(refusal('售价应大于等于0'));
    expect(cents('-0')).toEqual(ok(0));
  });

  it('takes 99,999,999.99 and refuses a cent more', () => {
    expect(cents('99999999.99')).toEqual(ok(MAX_CENTS));
    expect(cents(99999999.99)).toEqual(ok(MAX_CENTS));
    expect(cents('100000000')).toEqual(refusal('售价不能超过 99999999.99'));
    expect(cents(100000000)).toEqual(refusal('售价不能超过 99999999.99'));
    expect(cents('0000000099999999.99')).toEqual(ok(MAX_CENTS));
    expect(cents('1'.repeat(400))).toEqual(refusal('售价不能超过 99999999.99'));
    expect(cents(1e21)).toEqual(refusal('售价不能超过 99999999.99'));
  });

  it('refuses what is not a plain decimal', () => {
    for (const v of ['1e2', '0x10', '1,5', '1.2.3', '.5', '5.', 'abc', '１２', '1 2', 'NaN', 'Infinity', true, [1], { v: 1 }, NaN, Infinity]) {
      expect([v, cents(v)]).toEqual([v, refusal('售价必须是数字')]);
    }
  });

  it('says the field is missing for absent or blank values', () => {
    for (const v of [undefined, null, '', '   ']) expect(cents(v)).toEqual(refusal('请填写售价'));
  });

  it('refuses zero where the rule does not allow it', () => {
    expect(cents('0', FIRST)).toEqual(refusal('首件/重量/体积应大于0'));
    expect(cents('0.00', FIRST)).toEqual(refusal('首件/重量/体积应大于0'));
    expect(cents('0.01', FIRST)).toEqual(ok(1));
  });
});

describe('writing hundredths back', () => {
  it('centsText is the shortest decimal (yshop’s stored template JSON)', () => {
    expect([0, 5, 50, 100, 150, 1999, MAX_CENTS].map(centsText)).toEqual(['0', '0.05', '0.5', '1', '1.5', '19.99', '99999999.99']);
  });

  it('yuanText has two decimals', () => {
    expect([0, 5, 50, 100, 150, 1999, MAX_CENTS].map(yuanText)).toEqual(['0.00', '0.05', '0.50', '1.00', '1.50', '19.99', '99999999.99']);
  });

  it('centsToWire is the number JSON.parse reads from the two-decimal text', () => {
    for (const c of [0, 1, 29, 115, 120, 1999, 123456789, MAX_CENTS]) expect(centsToWire(c)).toBe(JSON.parse(yuanText(c)));
  });

  it('round-trips every typed amount through text and number', () => {
    for (const c of [0, 1, 9, 10, 99, 101, 115, 1005, 99999, 4294967295, MAX_CENTS]) {
      expect(readCents(centsText(c), PRICE)).toEqual(ok(c));
      expect(readCents(centsToWire(c), PRICE)).toEqual(ok(c));
    }
  });
});

// From goods-s2's parser, folded into this one (issue 24): the cases it checked beyond the above.
describe('readCents, more cases', () => {
  it.each([
    [10, 1000],
    [10.5, 1050],
    ['12.5', 1250],
    [0.1, 10],
    [99999999.99, MAX_CENTS],
  ])('reads %p as %p hundredths', (value, n) => {
    expect(cents(value)).toEqual(ok(n));
  });

  it.each([['12元'], ['--1'], ['- 1'], ['1e3'], [[1]], [Number.NaN]])('refuses %p as not a number', (value) => {
    expect(cents(value)).toEqual(refusal('售价必须是数字'));
  });

  it('round-trips every hundredth of a range through the number it is sent as', () => {
    const wrong: number[] = [];
    for (let c = 0; c < 200_000; c += 1) {
      const read = readCents(centsToWire(c), PRICE);
      if (!read.ok || read.cents !== c) wrong.push(c);
    }
    expect(wrong).toEqual([]);
  });
});
