import { parseSettings, settingsBody, type SettingKey } from './defineSettings';

const keys: SettingKey[] = [
  { key: 'exp_enable', label: '开启', kind: 'choice' },
  { key: 'exp_appId', label: 'appId' },
  { key: 'exp_appKey', label: 'appKey', secret: true },
];

describe('parseSettings', () => {
  it('reads the form’s own keys of a page of `{ menuName, value }`, a secret only as set or not', () => {
    const yshop = { content: [{ id: 1, menuName: 'exp_enable', value: 1 }, { id: 2, menuName: 'exp_appKey', value: 'plain-secret-from-yshop' }, { id: 3, menuName: 'wechat_appsecret', value: 'other' }], totalElements: 3 };
    const record = parseSettings(keys, yshop);
    expect(record).toEqual({ values: { exp_enable: '1', exp_appId: '' }, secretsSet: { exp_appKey: true } });
    expect(JSON.stringify(record)).not.toContain('plain-secret-from-yshop');
    expect(parseSettings(keys, { content: [{ menuName: 'exp_appKey', value: '******' }] })?.secretsSet).toEqual({ exp_appKey: true });
    expect(parseSettings(keys, { content: [{ menuName: 'exp_appKey', value: '' }, { menuName: 'exp_appId', value: null }] })).toEqual({ values: { exp_enable: '', exp_appId: '' }, secretsSet: { exp_appKey: false } });
  });

  it('starts a key the back end has no row for from its fallback (a radio yshop’s form preselects), a stored value winning', () => {
    const shop: SettingKey[] = [{ key: 'yshop_show_recharge', label: '隐藏充值按钮', kind: 'choice', fallback: '1' }];
    expect(parseSettings(shop, { content: [] })?.values).toEqual({ yshop_show_recharge: '1' });
    expect(parseSettings(shop, { content: [{ menuName: 'yshop_show_recharge', value: 0 }] })?.values).toEqual({ yshop_show_recharge: '0' });
  });

  it('refuses an answer without a content list', () => {
    expect(parseSettings(keys, [{ menuName: 'exp_appId' }])).toBeUndefined();
    expect(parseSettings(keys, null)).toBeUndefined();
  });
});

describe('settingsBody', () => {
  it('sends every plain key and a secret only when typed', () => {
    expect(settingsBody(keys, { exp_enable: '1', exp_appId: '9', exp_appKey: '' })).toEqual({ exp_enable: '1', exp_appId: '9' });
    expect(settingsBody(keys, { exp_enable: '2', exp_appKey: 'new' })).toEqual({ exp_enable: '2', exp_appId: '', exp_appKey: 'new' });
  });
});
