import fc from 'fast-check';
import { integer } from './integer';

const id = integer({ message: 'ID 必须是整数', min: [1, 'ID 必须大于 0'], max: [1000, 'ID 太大'] });
const messageOf = (value: unknown): string | undefined => {
  const result = id.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('integer', () => {
  it('reads JSON integers and strings of decimal digits', () => {
    expect(id.parse(7)).toBe(7);
    expect(id.parse('7')).toBe(7);
    expect(id.parse('0007')).toBe(7);
    expect(id.parse(1000)).toBe(1000);
  });

  it.each([['0x1'], [true], [[1]], ['1e0'], [' 1'], ['1 '], ['+1'], ['1.0'], [1.5], ['1.5'], [''], [null], [undefined], [{}], [NaN], [Infinity], ['١'], [2 ** 53], ['99999999999999999999']])(
    'refuses %p with the field’s message',
    (value) => {
      expect(messageOf(value)).toBe('ID 必须是整数');
    },
  );

  it('words the bounds', () => {
    expect(messageOf(0)).toBe('ID 必须大于 0');
    expect(messageOf('-3')).toBe('ID 必须大于 0');
    expect(messageOf('1001')).toBe('ID 太大');
  });

  it('accepts exactly the safe integers in range, as numbers or as their decimal text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -5000, max: 5000 }), fc.maxSafeInteger()), fc.boolean(), (n, asText) => {
        const result = id.safeParse(asText ? String(n) : n);
        expect(result.success).toBe(n >= 1 && n <= 1000);
        if (result.success) expect(result.data).toBe(n);
      }),
    );
  });

  it('never accepts a value that is neither a number nor a string', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((v) => typeof v !== 'number' && typeof v !== 'string'),
        (value) => expect(id.safeParse(value).success).toBe(false),
      ),
    );
  });
});
