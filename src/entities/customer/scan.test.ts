import { scanKey } from './scan';

describe('scanKey', () => {
  it('names each scan with 128 random bits from the platform’s cryptographic source', () => {
    const spy = jest.spyOn(crypto, 'getRandomValues');
    const random = jest.spyOn(Math, 'random');
    const keys = Array.from({ length: 200 }, () => scanKey());
    expect(keys.every((key) => /^[0-9a-f]{32}$/.test(key))).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    expect(spy).toHaveBeenCalledTimes(200);
    expect(random).not.toHaveBeenCalled();
    spy.mockRestore();
    random.mockRestore();
  });
});
