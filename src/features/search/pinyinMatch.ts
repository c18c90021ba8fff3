import type { pinyin as pinyinPro } from 'pinyin-pro';

/** pinyin-pro's `pinyin` function (the search takes it as loaded, never imports it). */
export type PinyinFunction = typeof pinyinPro;

/** A title as pinyin syllables ('字典管理' -> zi dian guan li) with their first letters. */
export interface PinyinTitle {
  syllables: readonly string[];
  /** First letter of each syllable ('zdgl'): a cheap filter before matching. */
  initials: string;
}

const HAN = /\p{Script=Han}/u;

/**
 * Splits a title into lower-case syllables: one per Chinese character, and one per run
 * of letters or digits ('SQL监控' -> sql jian kong). ü is written v, as people type it.
 * Undefined for titles without Chinese characters: plain fuzzy search covers those.
 */
export function pinyinTitle(title: string, pinyin: PinyinFunction): PinyinTitle | undefined {
  if (!HAN.test(title)) return undefined;
  const syllables = pinyin(title, { toneType: 'none', type: 'array', v: true, nonZh: 'consecutive' })
    .flatMap((part) => part.toLowerCase().split(/[^a-z0-9]+/))
    .filter((part) => part.length > 0);
  if (syllables.length === 0) return undefined;
  return { syllables, initials: syllables.map((syllable) => syllable[0]).join('') };
}

/** What a pinyin query looks like once spaces and apostrophes are gone ('zi dian', "xi'an"). */
export function pinyinQuery(query: string): string | undefined {
  const compact = query.toLowerCase().replace(/[\s']+/g, '');
  return /^[a-z0-9]+$/.test(compact) ? compact : undefined;
}

export interface PinyinHit {
  /** Index of the syllable the match starts at. */
  start: number;
  /** Syllables the query reached into. */
  used: number;
}

/**
 * Matches `query` against consecutive syllables, each consumed by a non-empty prefix of
 * it: 'zdgl' (initials), 'zidian' (full), 'zidgl' or 'zidianguan' (mixed) all find
 * 字典管理. Prefers the earliest start. O(query length x syllables) per title.
 */
export function matchPinyin(query: string, title: PinyinTitle): PinyinHit | undefined {
  const first = query[0];
  if (first === undefined || !title.initials.includes(first)) return undefined;
  const { syllables } = title;
  const count = syllables.length;
  const width = query.length;
  // failed[k * width + q]: query from q cannot be matched starting at syllable k.
  const failed = new Uint8Array(count * width);

  // The syllable where a match of query[q..] starting at syllable k ends, or -1.
  const from = (k: number, q: number): number => {
    const syllable = syllables[k];
    if (syllable === undefined || failed[k * width + q]) return -1;
    let common = 0;
    while (common < syllable.length && q + common < width && syllable[common] === query[q + common]) common += 1;
    // Longest prefix first: whole syllables are the likelier reading.
    for (let length = common; length >= 1; length -= 1) {
      if (q + length === width) return k;
      const end = from(k + 1, q + length);
      if (end >= 0) return end;
    }
    failed[k * width + q] = 1;
    return -1;
  };

  for (let start = 0; start < count; start += 1) {
    if (syllables[start]?.[0] !== first) continue;
    const end = from(start, 0);
    if (end >= 0) return { start, used: end - start + 1 };
  }
  return undefined;
}
