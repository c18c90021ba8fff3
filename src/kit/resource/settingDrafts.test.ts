import type { SettingKey } from '../../api/resource/defineSettings';
import { checkSetting, checkSettings, settingDrafts } from './settingDrafts';

const ratio: SettingKey = { key: 'integral_ratio', label: '积分抵用比例', kind: 'amount', required: '请输入积分抵用比例' };
const most: SettingKey = { key: 'integral_max', label: '单次最大抵扣积分', kind: 'integer', required: '请输入单次最大抵扣积分' };
const enable: SettingKey = { key: 'sms_enable', label: '开启短信', kind: 'choice', choices: [{ label: '开启', value: '1' }, { label: '关闭', value: '2' }] };
const secret: SettingKey = { key: 'exp_appKey', label: 'appKey', secret: true, max: 10 };
const site: SettingKey = { key: 'site_url', label: '移动端H5地址', max: 20 };

describe('checkSetting', () => {
  it('sends an amount as typed, refusing three decimals, a negative amount and text', () => {
    expect(checkSetting(ratio, ' 1 ')).toEqual({ ok: true, value: '1' });
    expect(checkSetting(ratio, '0.05')).toEqual({ ok: true, value: '0.05' });
    expect(checkSetting(ratio, '0.001')).toEqual({ ok: false, message: '积分抵用比例必须是金额，最多两位小数' });
    expect(checkSetting(ratio, '-1')).toEqual({ ok: false, message: '积分抵用比例必须在 0.00 到 99999999.99 之间' });
    expect(checkSetting(ratio, '')).toEqual({ ok: false, message: '请输入积分抵用比例' });
  });

  it('takes a whole number within bounds', () => {
    expect(checkSetting(most, '500')).toEqual({ ok: true, value: '500' });
    expect(checkSetting(most, '2.5')).toEqual({ ok: false, message: '单次最大抵扣积分必须是整数' });
    expect(checkSetting(most, '-3')).toEqual({ ok: false, message: '单次最大抵扣积分必须在 0 到 99999999 之间' });
  });

  it('takes a percentage from 0 to 100 with at most two decimals (分销’s 返佣比例)', () => {
    const share: SettingKey = { key: 'store_brokerage_ratio', label: '一级返佣比例', kind: 'percent', required: '请输入一级返佣比例' };
    expect(checkSetting(share, '70')).toEqual({ ok: true, value: '70' });
    expect(checkSetting(share, '12.5')).toEqual({ ok: true, value: '12.5' });
    expect(checkSetting(share, '100')).toEqual({ ok: true, value: '100' });
    for (const wrong of ['100.01', '-1', '1.234', 'abc']) expect(checkSetting(share, wrong)).toEqual({ ok: false, message: '一级返佣比例必须是 0 到 100 之间的数，最多两位小数' });
    expect(checkSetting(share, '')).toEqual({ ok: false, message: '请输入一级返佣比例' });
  });

  it('takes a picture’s URL as text', () => {
    const picture: SettingKey = { key: 'wechat_share_img', label: '微信分享图片', kind: 'picture' };
    expect(checkSetting(picture, ' https://img.example/a.png ')).toEqual({ ok: true, value: 'https://img.example/a.png' });
    expect(checkSetting(picture, '')).toEqual({ ok: true, value: '' });
  });

  it('takes one of the choices as text, and text within its length', () => {
    expect(checkSetting(enable, '2')).toEqual({ ok: true, value: '2' });
    expect(checkSetting(enable, '3')).toEqual({ ok: false, message: '请选择开启短信' });
    expect(checkSetting(site, 'https://a.example')).toEqual({ ok: true, value: 'https://a.example' });
    expect(checkSetting(site, 'https://a-very-long.example')).toEqual({ ok: false, message: '移动端H5地址不能超过 20 个字符' });
  });

  it('keeps an empty secret empty (unchanged), checks only its length', () => {
    expect(checkSetting({ ...secret, required: '请输入appKey' }, '')).toEqual({ ok: true, value: '' });
    expect(checkSetting(secret, 'k-1')).toEqual({ ok: true, value: 'k-1' });
    expect(checkSetting(secret, '12345678901')).toEqual({ ok: false, message: 'appKey不能超过 10 个字符' });
  });
});

describe('checkSettings and settingDrafts', () => {
  it('starts every secret empty and gathers each key’s message', () => {
    expect(settingDrafts([ratio, secret], { integral_ratio: '1' })).toEqual({ integral_ratio: '1', exp_appKey: '' });
    expect(checkSettings([ratio, most], { integral_ratio: 'x', integral_max: '3' })).toEqual({ ok: false, errors: { integral_ratio: '积分抵用比例必须是金额，最多两位小数' } });
    expect(checkSettings([ratio, most], { integral_ratio: '1', integral_max: '3' })).toEqual({ ok: true, value: { integral_ratio: '1', integral_max: '3' } });
  });
});
