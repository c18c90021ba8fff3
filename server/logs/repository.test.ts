import { maskParams } from './repository';

describe('maskParams', () => {
  it('masks passwords, ciphertexts and tokens at any depth and keeps the rest', () => {
    const text = maskParams({ username: 'u', password: 'p', nested: { oldPass: 'x', newPass: 'y', token: 't' }, list: [{ pwd: 1 }] });
    expect(JSON.parse(text!)).toEqual({
      username: 'u',
      password: '******',
      nested: { oldPass: '******', newPass: '******', token: '******' },
      list: [{ pwd: '******' }],
    });
  });

  it('writes arrays of ids as they are and nothing for no body', () => {
    expect(maskParams([1, 2])).toBe('[1,2]');
    expect(maskParams(undefined)).toBeNull();
  });

  it('bounds a huge body', () => {
    expect(maskParams({ remark: 'x'.repeat(10000) })!.length).toBeLessThanOrEqual(4001);
  });
});
