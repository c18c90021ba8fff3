import { pinyin } from 'pinyin-pro';
import { matchPinyin, pinyinQuery, pinyinTitle } from './pinyinMatch';

const reading = (title: string) => {
  const result = pinyinTitle(title, pinyin);
  if (!result) throw new Error(`no pinyin for ${title}`);
  return result;
};

describe('pinyinTitle', () => {
  it('reads one toneless syllable per character, with their initials', () => {
    expect(reading('字典管理')).toEqual({ syllables: ['zi', 'dian', 'guan', 'li'], initials: 'zdgl' });
  });

  it('keeps runs of Latin letters and digits as syllables, lower-cased, and writes ü as v', () => {
    expect(reading('SQL监控').syllables).toEqual(['sql', 'jian', 'kong']);
    expect(reading('绿色 2 号').syllables).toEqual(['lv', 'se', '2', 'hao']);
  });

  it('has nothing for titles without Chinese', () => {
    expect(pinyinTitle('Redis', pinyin)).toBeUndefined();
  });
});

describe('pinyinQuery', () => {
  it('accepts letters and digits, ignoring spaces and apostrophes, lower-cased', () => {
    expect(pinyinQuery('Zi Dian')).toBe('zidian');
    expect(pinyinQuery("xi'an")).toBe('xian');
    expect(pinyinQuery('字典')).toBeUndefined();
    expect(pinyinQuery('/system')).toBeUndefined();
  });
});

describe('matchPinyin', () => {
  const dict = reading('字典管理');

  it.each(['zdgl', 'zidian', 'zidianguanli', 'zidgl', 'zdguanli', 'z', 'zid'])('finds 字典管理 by %s from its first syllable', (query) => {
    expect(matchPinyin(query, dict)).toMatchObject({ start: 0 });
  });

  it('finds a match further in, and reports how many syllables it used', () => {
    expect(matchPinyin('guanli', dict)).toEqual({ start: 2, used: 2 });
    expect(matchPinyin('dg', dict)).toEqual({ start: 1, used: 2 });
    expect(matchPinyin('zdgl', dict)).toEqual({ start: 0, used: 4 });
  });

  it.each(['zdglx', 'zgl', 'idian', 'dz', 'zidianx'])('refuses %s', (query) => {
    expect(matchPinyin(query, dict)).toBeUndefined();
  });

  it('backtracks when the longest prefix leads nowhere', () => {
    // 'xia' + 'n' fails on 'an'; 'xi' + 'an' reads it.
    expect(matchPinyin('xian', { syllables: ['xia', 'an'], initials: 'xa' })).toEqual({ start: 0, used: 2 });
    expect(matchPinyin('shan', { syllables: ['shang', 'an'], initials: 'sa' })).toEqual({ start: 0, used: 1 });
    expect(matchPinyin('sa', { syllables: ['shang', 'an'], initials: 'sa' })).toEqual({ start: 0, used: 2 });
  });
});
