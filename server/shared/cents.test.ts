import { amountMessage, centsToNumber, centsToText, MAX_CENTS, readCents } from './cents';

describe('readCents', () => {
  it.each([
    [0, 0],
    ['0', 0],
    [10, 1000],
    [10.5, 1050],
    ['12.5', 1250],
    ['0.01', 1],
    [0.1, 10],
    ['007.20', 720],
    [' 3.3 ', 330],
    ['99999999.99', MAX_CENTS],
    [99999999.99, MAX_CENTS],
  ])('reads %p as %p hundredths', (value, cents) => {
    expect(readCents(value)).toEqual({ cents });
  });

  it.each([
    ['', 'missing'],
    [null, 'missing'],
    [undefined, 'missing'],
    ['1.005', 'decimals'],
    [1.005, 'decimals'],
    [0.1 + 0.2, 'decimals'],
    ['1.500', 'decimals'],
    [-1, 'negative'],
    ['-0.5', 'negative'],
    ['100000000', 'tooLarge'],
    [100000000, 'tooLarge'],
    ['999999999999999999999', 'tooLarge'],
    [1e21, 'format'],
    ['1e3', 'format'],
    ['.5', 'format'],
    ['5.', 'format'],
    ['+5', 'format'],
    ['0x10', 'format'],
    ['12元', 'format'],
    [true, 'format'],
    [[1], 'format'],
    [Number.NaN, 'format'],
    [Number.POSITIVE_INFINITY, 'format'],
    ['--1', 'format'],
  ])('refuses %p (%s)', (value, problem) => {
    expect(readCents(value)).toEqual({ problem });
  });

  it('words each problem for its field', () => {
    expect(amountMessage('售价', 'decimals')).toBe('售价最多两位小数');
    expect(amountMessage('售价', 'negative')).toBe('售价不能为负数');
    expect(amountMessage('售价', 'tooLarge')).toBe('售价不能超过 99999999.99');
    expect(amountMessage('售价', 'missing')).toBe('请输入售价');
    expect(amountMessage('售价', 'format')).toBe('售价格式不正确');
  });
});

describe('writing hundredths', () => {
  it('gives the exact decimal as a number and as text', () => {
    expect([1005, 1, 50, 0, MAX_CENTS].map(centsToNumber)).toEqual([10.05, 0.01, 0.5, 0, 99999999.99]);
    expect(JSON.stringify([1005, 10, 33].map(centsToNumber))).toBe('[10.05,0.1,0.33]');
    expect([1005, 1, 50, 0, 123400].map(centsToText)).toEqual(['10.05', '0.01', '0.50', '0.00', '1234.00']);
  });

  it('round-trips every hundredth of a range through its number', () => {
    const wrong: number[] = [];
    for (let cents = 0; cents < 200_000; cents += 1) {
      const read = readCents(centsToNumber(cents));
      if (!('cents' in read) || read.cents !== cents) wrong.push(cents);
    }
    expect(wrong).toEqual([]);
  });
});
