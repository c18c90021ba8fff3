import { z } from 'zod';
import { centsField, parseCents } from './amount';
import { ApiError } from './errors';
import { parseInput } from './validate';

const RULE = { label: '运费', missing: '请填写运费', notPositive: '运费应大于等于0', zero: true };

describe('amounts at the HTTP edge', () => {
  it('parseCents answers hundredths or throws a 400 with the message', () => {
    expect(parseCents('12.34', RULE)).toBe(1234);
    expect(() => parseCents('1.234', RULE)).toThrow(new ApiError(400, '运费最多两位小数'));
    expect(() => parseCents('-1', RULE)).toThrow(expect.objectContaining({ status: 400, message: '运费应大于等于0' }));
  });

  it('centsField is a body field whose refusal is the 400’s message', () => {
    const body = z.object({ price: centsField(RULE) });
    expect(parseInput(body, { price: 9.9 })).toEqual({ price: 990 });
    expect(() => parseInput(body, { price: '100000000' })).toThrow(expect.objectContaining({ status: 400, message: '运费不能超过 99999999.99' }));
    expect(() => parseInput(body, {})).toThrow(expect.objectContaining({ status: 400, message: '请填写运费' }));
  });
});
