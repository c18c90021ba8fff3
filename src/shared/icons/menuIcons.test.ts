import { FallbackMenuIcon, menuIcon, menuIcons } from './menuIcons';

// Every icon name the public menu tables of eladmin/yshop use (CONTRACT.md).
const contractNames =
  'Sign Steve-Jobs add alipay anq app article backup banner button chart codeConsole comment configure coupon coupon2 database dengji dept deploy dev develop dictionary edit email error exit-fullscreen express fenxiao fwb icon index java list live lock log markdown menu mnt money monitor news order peoples price qiniu rec reply role search seckill server shop shopping sign2 sqlMonitor store swagger sys-tools system timing tixian user weixin wxpay yingxiao zujian'.split(' ');

describe('menuIcon', () => {
  it.each([...contractNames, 'task manege'])('maps %s to its own icon', (name) => {
    expect(menuIcon(name)).not.toBe(FallbackMenuIcon);
    expect(menuIcons[name]).toBe(menuIcon(name));
  });

  it.each([undefined, 'no-such-icon', '__proto__', 'constructor', 'toString'])('falls back for %s', (name) => {
    expect(menuIcon(name)).toBe(FallbackMenuIcon);
  });
});
