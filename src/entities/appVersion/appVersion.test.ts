import { appVersions, isLink, updatedAt } from './appVersion';

describe('the app versions entity', () => {
  it('reads both flavours’ rows, sends the form trimmed, checks links as the server does', () => {
    const [yshop, ours] = appVersions.parsePage({
      totalElements: 2,
      content: [
        { id: 2, versionCode: '120', versionName: 'v1.2.0', versionInfo: '修复', androidUrl: 'https://a/1.apk', iosUrl: '', forceUpdate: 1, createTime: new Date(2026, 10, 20, 9).getTime(), updateTime: new Date(2026, 10, 21, 10).getTime(), isDel: 0 },
        { id: 1, versionCode: '100', versionName: 'v1.0.0', versionInfo: '', androidUrl: '', iosUrl: '', forceUpdate: 0, createTime: '2026-08-01 09:00:00', updateTime: null },
      ],
    })!.content;
    expect(updatedAt(yshop!)).toBe('2026-11-21 10:00:00');
    expect(updatedAt(ours!)).toBe('2026-08-01 09:00:00');
    expect(appVersions.bodyOf({ ...appVersions.formOf(yshop!), versionName: ' v1.2.1 ' })).toEqual({
      id: 2, versionName: 'v1.2.1', versionInfo: '修复', versionCode: '120', iosUrl: '', androidUrl: 'https://a/1.apk', forceUpdate: 1,
    });
    expect([isLink(''), isLink('https://a.cn/x'), isLink('HTTP://a.cn'), isLink('ftp://a.cn'), isLink('a.cn'), isLink('javascript:alert(1)')]).toEqual([true, true, true, false, false, false]);
    expect(appVersions.permissions).toMatchObject({ list: ['admin', 'yxAppVersion:list'], add: ['admin', 'yxAppVersion:add'], edit: ['admin', 'yxAppVersion:edit'], del: ['admin', 'yxAppVersion:del'] });
  });
});
