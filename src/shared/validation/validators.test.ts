import { isEmail, isExternal, isMobile } from './validators';

describe('isExternal', () => {
  it.each(['http://a.cn', 'https://example.com/x?y=1', 'mailto:a@b.cn', 'tel:10086', 'HTTPS://EXAMPLE.COM', 'http:'])('%s is external', (value) => {
    expect(isExternal(value)).toBe(true);
  });

  it.each(['/system/dict', 'system/dict', 'ftp://x', 'javascript:alert(1)', ' https://x', 'www.example.com', 'httpx://a', '', null, undefined, 1])('%p is not', (value) => {
    expect(isExternal(value)).toBe(false);
  });
});

describe('isEmail', () => {
  it.each(['admin@shop.example.com', 'a.b+c@x.cn', 'USER_1@sub-domain.example.org', "o'neil@x.io"])('%s is an e-mail', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each(['', 'plain', '@x.cn', 'a@', 'a@x', 'a@x.c', 'a@@x.cn', 'a b@x.cn', 'a@x .cn', '.a@x.cn', 'a.@x.cn', 'a..b@x.cn', 'a@-x.cn', 'a@x-.cn', 'a@x..cn', `${'a'.repeat(250)}@x.cn`, null, 42])('%p is not', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('isMobile', () => {
  it.each(['13800000000', '14912345678', '15012345678', '17012345678', '18888888888'])('%s is a mobile number', (value) => {
    expect(isMobile(value)).toBe(true);
  });

  it.each(['12012345678', '16012345678', '19012345678', '10012345678', '23800000000', '1380000000', '138000000000', '1380000000a', ' 13800000000', '+8613800000000', '', null, 13800000000])('%p is not', (value) => {
    expect(isMobile(value)).toBe(false);
  });
});
