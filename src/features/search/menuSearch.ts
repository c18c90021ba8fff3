import { createFuzzyIndex, type FuzzyIndex } from './fuzzyIndex';
import { matchPinyin, pinyinQuery, pinyinTitle, type PinyinFunction, type PinyinTitle } from './pinyinMatch';
import type { SearchItem } from './searchItems';

export { FUZZY_THRESHOLD, PATH_WEIGHT, TITLE_WEIGHT } from './fuzzyIndex';

/** The originals' maxPatternLength: longer queries are cut to this many characters. */
export const MAX_QUERY_LENGTH = 32;
/** Results shown at most. */
export const RESULT_LIMIT = 20;

export interface MenuSearch {
  /** Best matches first, at most the limit; nothing for an empty query. */
  search(query: string): SearchItem[];
}

export interface MenuSearchOptions {
  limit?: number;
}

/** Trims the query and keeps its first 32 characters (code points). */
export function normaliseQuery(query: string): string {
  const trimmed = query.trim();
  return trimmed.length <= MAX_QUERY_LENGTH ? trimmed : Array.from(trimmed).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

// Pinyin matches are exact readings, so they rank with exact title matches (Fuse scores
// those near 0): the page's own title first, then the folders above it.
const OWN_TITLE_SCORE = 0.01;
const FOLDER_TITLE_SCORE = 0.3;
const LATE_START_PENALTY = 0.05;
const PARTIAL_PENALTY = 0.05;

function pinyinScore(query: string, titles: readonly (PinyinTitle | undefined)[]): number | undefined {
  let best: number | undefined;
  const last = titles.length - 1;
  for (let position = 0; position <= last; position += 1) {
    const title = titles[position];
    const hit = title && matchPinyin(query, title);
    if (!title || !hit) continue;
    const score =
      (position === last ? OWN_TITLE_SCORE : FOLDER_TITLE_SCORE) + (hit.start > 0 ? LATE_START_PENALTY : 0) + PARTIAL_PENALTY * (1 - hit.used / title.syllables.length);
    if (best === undefined || score < best) best = score;
  }
  return best;
}

// Built once per item list and reused when pinyin arrives later (a WeakMap: a list the
// app no longer holds is dropped with its index).
const fuzzyIndexes = new WeakMap<readonly SearchItem[], FuzzyIndex>();
// Titles repeat across lists (folders above their pages, a user's menus reloaded):
// each distinct title is converted once per pinyin function.
const readingsByPinyin = new WeakMap<PinyinFunction, Map<string, PinyinTitle | undefined>>();

function readingOf(title: string, pinyin: PinyinFunction): PinyinTitle | undefined {
  let readings = readingsByPinyin.get(pinyin);
  if (!readings) readingsByPinyin.set(pinyin, (readings = new Map()));
  if (!readings.has(title)) readings.set(title, pinyinTitle(title, pinyin));
  return readings.get(title);
}

/**
 * The header search over `items`. Everything that does not depend on the query is
 * prepared here, once per list: the Fuse index with lower-cased titles and paths and, when
 * `pinyin` (pinyin-pro's function) is given, every title's syllables. Each `search`
 * then only matches: fuzzy (fuse.js, threshold 0.4) over the title chain (weight 0.7)
 * and path (0.3), and, with pinyin, Chinese titles by full pinyin and initials.
 * Pure (no React, no DOM), so benchmarks can call it directly.
 */
export function createMenuSearch(items: readonly SearchItem[], pinyin?: PinyinFunction, { limit = RESULT_LIMIT }: MenuSearchOptions = {}): MenuSearch {
  let fuzzy = fuzzyIndexes.get(items);
  if (!fuzzy) fuzzyIndexes.set(items, (fuzzy = createFuzzyIndex(items)));
  const index = fuzzy;
  const readings = pinyin ? items.map((item) => item.chain.map((title) => readingOf(title, pinyin))) : undefined;

  return {
    search(raw) {
      const query = normaliseQuery(raw);
      if (query === '') return [];
      // Fuse's best `limit` suffice: anything below them loses to them in the merge too.
      const scores = new Map<number, number>(index.search(query, limit));
      const letters = readings && pinyinQuery(query);
      if (readings && letters) {
        readings.forEach((titles, position) => {
          const score = pinyinScore(letters, titles);
          if (score === undefined) return;
          const known = scores.get(position);
          if (known === undefined || score < known) scores.set(position, score);
        });
      }
      return [...scores]
        .sort(([positionA, scoreA], [positionB, scoreB]) => scoreA - scoreB || positionA - positionB)
        .slice(0, limit)
        .map(([position]) => items[position])
        .filter((item): item is SearchItem => item !== undefined);
    },
  };
}
