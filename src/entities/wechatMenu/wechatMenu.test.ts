import { checkMenu, menuBodyOf, parseMenu } from './wechatMenu';

describe('the wechat menu entity', () => {
  it('reads the stored buttons from the answer’s JSON text, at most 3 menus of 5 sub-menus; none from an empty answer', () => {
    const subs = Array.from({ length: 7 }, (_, i) => ({ name: `子${i}`, type: 'view', url: 'https://a.cn' }));
    const buttons = parseMenu({ key: 'wechat_menus', result: JSON.stringify([{ name: 'a', subButtons: subs }, { name: 'b', type: 'view', url: 'https://b.cn' }, { name: 'c' }, { name: 'd' }]), addTime: 1 });
    expect(buttons.map((b) => [b.name, b.type, b.subButtons.length])).toEqual([['a', 'click', 5], ['b', 'view', 0], ['c', 'click', 0]]);
    expect(parseMenu('')).toEqual([]);
    expect(parseMenu({ result: 'not json' })).toEqual([]);
  });

  it('finds the first thing missing and sends each type’s own inputs', () => {
    const [menu] = parseMenu({ result: JSON.stringify([{ name: '商城', type: 'miniprogram', appId: 'wx1', pagePath: 'p', url: 'https://m.cn', key: 'x' }]) });
    expect(checkMenu([])).toEqual({ message: '请添加菜单', place: null });
    expect(checkMenu([{ ...menu!, url: '' }])).toEqual({ message: '请填写完整小程序配置', place: { menu: 0, sub: null } });
    expect(checkMenu([menu!, { ...menu!, subButtons: [{ ...menu!, name: '' }] }])).toEqual({ message: '请输入按钮名称', place: { menu: 1, sub: 0 } });
    expect(checkMenu([menu!])).toBeNull();
    expect(menuBodyOf([{ ...menu!, name: ' 商城 ' }])).toEqual({ buttons: [{ name: '商城', type: 'miniprogram', appId: 'wx1', pagePath: 'p', url: 'https://m.cn' }] });
  });
});
