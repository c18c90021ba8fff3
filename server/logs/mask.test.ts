import fc from 'fast-check';
import { isSecretName } from '../shared/secret-names';
import { maskParams } from './mask';

/**
 * What masking wrote before issue 22, for the JSON values it handled: it must not change,
 * but for the secret names added since (the shop config's keys, a member's accounts).
 */
function formerMask(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  const text = JSON.stringify(body, (key, value: unknown) =>
    (key && (/pass|pwd|token|secret|cipher|authorization/i.test(key) || isSecretName(key))) || (typeof value === 'string' && /^\s*bearer\s|^[A-Za-z0-9+/_-]{160,}={0,2}$/i.test(value))
      ? '******'
      : value,
  );
  if (text === undefined) return null;
  return text.length > 4000 ? `${text.slice(0, 4000)}…` : text;
}

const nestedArrays = (depth: number, leaf: unknown = 1): unknown => {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

/** Objects that throw when read, loop, or hold what JSON cannot. */
const hostile = fc.constantFrom<() => unknown>(
  () => {
    const o: Record<string, unknown> = { a: 1 };
    o.self = o;
    return o;
  },
  () => ({
    get boom(): never {
      throw new Error('getter');
    },
  }),
  () => ({ toJSON: () => { throw new RangeError('toJSON'); } }),
  () => new Proxy({}, { ownKeys: () => { throw new Error('ownKeys'); } }),
  () => new Proxy([], { get: () => { throw new Error('get'); } }),
  () => ({ n: 10n, s: Symbol('s'), f: () => 1, u: undefined }),
  () => [10n, Symbol('s'), () => 1, undefined],
  () => nestedArrays(100_000),
  () => ({ __proto__: { password: 'inherited' }, own: 1 }),
  () => Object.create(null) as unknown,
  () => new Date(Number.NaN),
  () => new Map([[1, 2]]),
);

const withHostile = fc.tuple(fc.anything(), hostile, fc.array(fc.string(), { maxLength: 4 })).map(([base, make, path]) => {
  // The hostile value sits somewhere inside ordinary data.
  let v: unknown = make();
  for (const key of path) v = { [key]: v };
  return [base, v];
});

describe('maskParams is total', () => {
  it('never throws and stays bounded, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything({ withBigInt: true, withMap: true, withSet: true, withTypedArray: true, withDate: true, withSparseArray: true, withNullPrototype: true }), withHostile), (value) => {
        const text = maskParams(value);
        expect(text === null || typeof text === 'string').toBe(true);
        if (text !== null) expect(text.length).toBeLessThanOrEqual(4001);
      }),
    );
  });

  it('writes a 100,000-deep array cut off, instead of a RangeError', () => {
    const text = maskParams({ nickName: '管理员', ignored: nestedArrays(100_000) });
    expect(text).toMatch(/^\{"nickName":"管理员","ignored":\[\[\[/);
    expect(text).toContain('"…"');
  });

  it('writes loops and unreadable parts as "…" and keeps the rest', () => {
    const o: Record<string, unknown> = { name: 'x' };
    o.self = o;
    expect(maskParams(o)).toBe('{"name":"x","self":"…"}');
    const getter = {
      a: 1,
      get b(): never {
        throw new Error('no');
      },
    };
    expect(maskParams(getter)).toBe('{"a":1,"b":"…"}');
    expect(maskParams({ big: 12n, list: [undefined, () => 1] })).toBe('{"big":"12","list":[null,null]}');
  });

  it('writes what it wrote before for every JSON value', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => expect(maskParams(value)).toBe(formerMask(value))));
  });

  it('writes the same value the same way wherever it repeats (a shared object is not a loop)', () => {
    const shared = { id: 1 };
    expect(maskParams({ a: shared, b: [shared, shared] })).toBe('{"a":{"id":1},"b":[{"id":1},{"id":1}]}');
  });

  it('masks the shop config’s secret keys (issue 31)', () => {
    const body = { wechat_encodingaeskey: 'a1', wxpay_mchKey: 'a2', exp_appKey: 'a3', tengxun_map_key: 'a4', wechat_appsecret: 'a5', wechat_token: 'a6', exp_appId: '42' };
    expect(JSON.parse(maskParams(body)!)).toEqual({ wechat_encodingaeskey: '******', wxpay_mchKey: '******', exp_appKey: '******', tengxun_map_key: '******', wechat_appsecret: '******', wechat_token: '******', exp_appId: '42' });
  });

  it('masks a member’s payment accounts and identity number (issue 32: yshop’s 审核 and 修改用户 send the whole row)', () => {
    const extract = { id: 7, realName: '王芳', bankCode: '6222020202020202', alipayCode: 'wangfang@example.com', wechat: 'wf_2026', extractPrice: 20.5, status: -1 };
    expect(JSON.parse(maskParams(extract)!)).toEqual({ id: 7, realName: '王芳', bankCode: '******', alipayCode: '******', wechat: '******', extractPrice: 20.5, status: -1 });
    expect(JSON.parse(maskParams({ uid: 3, cardId: '110101199003071234', card_id: 'x', bank_code: 'y', phone: '13800000000' })!)).toEqual({ uid: 3, cardId: '******', card_id: '******', bank_code: '******', phone: '13800000000' });
  });

  it('never lets a secret through, under a secret key at any depth or as a bearer token under any key', () => {
    const secret = fc.stringMatching(/^[A-Za-z0-9]{12,40}$/);
    const secretKey = fc.constantFrom('password', 'oldPass', 'newPass', 'pwd', 'token', 'Authorization', 'clientSecret', 'cipherText');
    fc.assert(
      fc.property(fc.jsonValue(), secret, secretKey, fc.array(fc.oneof(fc.string(), fc.nat(3)), { maxLength: 6 }), fc.string(), (base, s, key, path, anyKey) => {
        let v: unknown = { [key]: s, [anyKey]: `Bearer ${s}` };
        for (const step of path) v = typeof step === 'number' ? [...Array<null>(step).fill(null), v] : { [step]: v };
        const text = maskParams([base, v]);
        expect(text).not.toContain(s);
      }),
    );
  });
});
