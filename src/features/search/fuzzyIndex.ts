import Fuse from 'fuse.js/basic';
import type { SearchItem } from './searchItems';

/** SPEC.md section 9: the originals' header search settings. */
export const FUZZY_THRESHOLD = 0.4;
export const TITLE_WEIGHT = 0.7;
export const PATH_WEIGHT = 0.3;

/** Fuse's Bitap works on at most 32 UTF-16 units; longer patterns are split into chunks. */
const BITAP_WIDTH = 32;

/**
 * The most errors fuse.js accepts for a pattern of `length` units: a match with e
 * errors scores at least e / length and must score at most the threshold. Computed
 * with fuse's own float arithmetic, so the bound is exact.
 */
export function maxErrors(length: number, threshold = FUZZY_THRESHOLD): number {
  let errors = 0;
  while (errors + 1 < length && (errors + 1) / length <= threshold) errors += 1;
  return errors;
}

/**
 * A test of whether some part of a text is within `errors` edits (insertions, deletions,
 * substitutions) of `pattern` (at most 32 units): Wu and Manber's bit-parallel Bitap,
 * the algorithm fuse.js runs, without its location scoring. Fuse accepts a text only
 * if this holds, so texts failing it need not reach Fuse. Before it, a cheaper test:
 * cut into errors + 1 pieces, one piece of the pattern appears unchanged (pigeonhole:
 * each edit spoils at most one piece).
 */
export function prefilterFor(pattern: string, errors: number): (text: string) => boolean {
  const length = pattern.length;
  const count = errors + 1;
  const pieces: string[] = [];
  for (let piece = 0; piece < count; piece += 1) {
    pieces.push(pattern.slice(Math.floor((piece * length) / count), Math.floor(((piece + 1) * length) / count)));
  }
  // Longest first: the rarest in practice.
  pieces.sort((a, b) => b.length - a.length);

  // masks[c]: bit i is set where pattern[i] is c.
  const masks = new Map<string, number>();
  for (let i = 0; i < length; i += 1) masks.set(pattern.charAt(i), (masks.get(pattern.charAt(i)) ?? 0) | (1 << i));
  const found = 1 << (length - 1);
  // states[d], bit i: pattern[0..i] ends here with at most d edits.
  const states = new Int32Array(count);

  const withinErrors = (text: string): boolean => {
    for (let d = 0; d < count; d += 1) states[d] = (1 << d) - 1;
    for (let j = 0; j < text.length; j += 1) {
      const mask = masks.get(text.charAt(j)) ?? 0;
      let before = states[0] ?? 0;
      let previous = ((before << 1) | 1) & mask;
      states[0] = previous;
      for (let d = 1; d < count; d += 1) {
        const old = states[d] ?? 0;
        // match | substitution | deletion (pattern character skipped) | insertion (text character skipped)
        previous = (((old << 1) | 1) & mask) | ((before << 1) | 1) | ((previous << 1) | 1) | before;
        states[d] = previous;
        before = old;
      }
      if (previous & found) return true;
    }
    return false;
  };

  return (text) => pieces.some((piece) => text.includes(piece)) && withinErrors(text);
}

export interface FuzzyIndex {
  /** [item position, fuse score] of the best `limit` matches, best first. */
  search(query: string, limit: number): [number, number][];
}

/**
 * fuse.js over the items' title chains (weight 0.7) and paths (0.3), threshold 0.4.
 * Each search hands Fuse only the records that pass the prefilter: the same results
 * as a search over all of them (the filter only drops records Fuse would refuse), in a
 * fraction of the time on large menus. Titles and paths are lower-cased once, here.
 */
export function createFuzzyIndex(items: readonly SearchItem[]): FuzzyIndex {
  const docs = items.map((item) => ({ title: item.chain, path: item.path }));
  const keys = [
    { name: 'title', weight: TITLE_WEIGHT },
    { name: 'path', weight: PATH_WEIGHT },
  ];
  const index = Fuse.createIndex(keys, docs);
  const records = index.records;
  const fuse = new Fuse(docs, { threshold: FUZZY_THRESHOLD, includeScore: true, keys }, index);
  // Lower-cased, as fuse.js compares them.
  const texts = items.map((item) => [...item.chain, item.path].map((value) => value.toLowerCase()));

  return {
    search(query, limit) {
      const pattern = query.toLowerCase();
      // Longer patterns (astral characters) go to Fuse in chunks: no filter then.
      if (pattern.length <= BITAP_WIDTH) {
        const mayMatch = prefilterFor(pattern, maxErrors(pattern.length));
        index.setIndexRecords(records.filter((record) => texts[record.i]?.some(mayMatch)));
      }
      try {
        return fuse.search(query, { limit }).map((result) => [result.refIndex, result.score ?? 1]);
      } finally {
        index.setIndexRecords(records);
      }
    },
  };
}
