import { checkMoney } from './money';

describe('checkMoney', () => {
  it('reads typed yuan by its digits into integer cents', () => {
    expect(checkMoney(' 12.5 ', { name: '金额' })).toEqual({ ok: true, cents: 1250 });
    expect(checkMoney('0.07', { name: '金额' })).toEqual({ ok: true, cents: 7 });
    expect(checkMoney('99999999.99', { name: '金额' })).toEqual({ ok: true, cents: 9_999_999_999 });
  });

  it('says what is wrong: empty where required, not an amount, outside its bounds', () => {
    expect(checkMoney('', { name: '金额', required: '请输入金额' })).toEqual({ ok: false, message: '请输入金额' });
    expect(checkMoney('', { name: '金额' })).toEqual({ ok: true, cents: null });
    for (const text of ['1.234', '1e3', '¥5', '0x10', '1,000']) expect(checkMoney(text, { name: '金额' })).toEqual({ ok: false, message: '金额必须是金额，最多两位小数' });
    expect(checkMoney('0', { name: '金额', min: 1, max: 100 })).toEqual({ ok: false, message: '金额必须在 0.01 到 1.00 之间' });
    expect(checkMoney('0', { name: '金额', min: 1 })).toEqual({ ok: false, message: '金额不能低于 0.01' });
    expect(checkMoney('2', { name: '金额', max: 100 })).toEqual({ ok: false, message: '金额不能超过 1.00' });
  });
});
