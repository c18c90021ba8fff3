import { emailKey, hasHiddenCharacter } from './email';

describe('emailKey', () => {
  it.each([
    ['ａｄｍｉｎ@ｘ.ｃｎ', 'admin@x.cn'],
    ['ADMIN@X.CN', 'admin@x.cn'],
    ['Ａdmin@X.cn', 'admin@x.cn'],
    ['ad\u200bmin@x.cn', 'admin@x.cn'],
    ['straße@x.cn', 'strasse@x.cn'],
    // Final sigma: JavaScript lowers a word-final Σ to ς, so both spellings meet there.
    ['ΣΊΣΥΦΟΣ@x.gr', 'σίσυφος@x.gr'],
    ['σίσυφος@x.gr', 'σίσυφος@x.gr'],
    ['ﬁle@x.cn', 'file@x.cn'],
  ])('reads %j as %j', (email, key) => {
    expect(emailKey(email)).toBe(key);
  });

  it('keeps e-mails that read differently apart', () => {
    expect(emailKey('admin@x.cn')).not.toBe(emailKey('admin@x.com'));
    expect(emailKey('a.b@x.cn')).not.toBe(emailKey('ab@x.cn'));
  });
});

describe('hasHiddenCharacter', () => {
  const hidden = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u202e', '\u2066', '\u200e', '\u0000', '\u0007', '\u007f', '\u0085', '\u3164', '\ufe0f', '\u00a0', '\u3000', ' ', '\u2028', '\ue000'];
  it.each(hidden.map((ch) => [ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0'), ch]))('finds U+%s', (_code, ch) => {
    expect(hasHiddenCharacter(`a${ch}b@x.cn`)).toBe(true);
  });

  it('leaves ordinary addresses alone, Chinese and fullwidth ones too', () => {
    expect(['admin@shop.example.com', 'first.last+tag@x.cn', '用户@例子.中国', 'ａｄｍｉｎ@x.cn'].filter(hasHiddenCharacter)).toEqual([]);
  });
});
