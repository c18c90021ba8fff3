import fc from 'fast-check';
import Fuse from 'fuse.js/basic';
import { createFuzzyIndex, FUZZY_THRESHOLD, maxErrors, PATH_WEIGHT, prefilterFor, TITLE_WEIGHT } from './fuzzyIndex';
import type { SearchItem } from './searchItems';

const itemOf = (chain: string[], path: string): SearchItem => ({ path, title: chain[chain.length - 1] ?? path, chain, label: chain.join(' > '), external: false });

describe('maxErrors', () => {
  it('is the most errors a pattern can have within the 0.4 threshold', () => {
    expect([1, 2, 3, 4, 5, 9, 10, 32].map((length) => maxErrors(length))).toEqual([0, 0, 1, 1, 2, 3, 4, 12]);
  });
});

describe('prefilterFor', () => {
  it('keeps texts with a part within the allowed edits of the pattern', () => {
    const mayMatch = prefilterFor('dict', 1);
    expect(mayMatch('/system/dict')).toBe(true);
    expect(mayMatch('/system/dixt')).toBe(true); // substitution
    expect(mayMatch('/system/dit')).toBe(true); // deletion
    expect(mayMatch('/system/di-ct')).toBe(true); // insertion
    expect(mayMatch('/system/dxxt')).toBe(false);
    expect(mayMatch('/system/user')).toBe(false);
  });

  it('needs an exact part when no edit is allowed', () => {
    expect(prefilterFor('字典', 0)('字典管理')).toBe(true);
    expect(prefilterFor('字典', 0)('字管典理')).toBe(false);
  });
});

describe('createFuzzyIndex', () => {
  // The index filters records before Fuse sees them; the results must be Fuse's own.
  const plainFuse = (items: readonly SearchItem[]) =>
    new Fuse(
      items.map((item) => ({ title: item.chain, path: item.path })),
      { threshold: FUZZY_THRESHOLD, includeScore: true, keys: [{ name: 'title', weight: TITLE_WEIGHT }, { name: 'path', weight: PATH_WEIGHT }] },
    );

  it('returns exactly what fuse.js returns over all records', () => {
    // A small alphabet so that near-misses (one or two errors) are common.
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', '/', '字', '典', '管', 'A'), minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.array(word, { minLength: 1, maxLength: 3 }), word), { minLength: 1, maxLength: 30 }), word, (rows, query) => {
        const items = rows.map(([chain, path]) => itemOf(chain, path));
        const expected = plainFuse(items)
          .search(query, { limit: 50 })
          .map((result) => [result.refIndex, result.score]);
        expect(createFuzzyIndex(items).search(query, 50)).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves the index whole between searches', () => {
    const items = [itemOf(['字典管理'], '/system/dict'), itemOf(['用户管理'], '/system/user')];
    const index = createFuzzyIndex(items);
    expect(index.search('字典', 10).map(([position]) => position)).toEqual([0]);
    expect(index.search('用户', 10).map(([position]) => position)).toEqual([1]);
  });
});

describe('the originals\' search settings (SPEC.md section 9)', () => {
  it('are a threshold of 0.4, title weight 0.7 and path weight 0.3', () => {
    expect({ threshold: FUZZY_THRESHOLD, title: TITLE_WEIGHT, path: PATH_WEIGHT }).toEqual({ threshold: 0.4, title: 0.7, path: 0.3 });
  });

  it('ranks a match in the title above the same match in the path', () => {
    // Same lengths, same match: only the weights tell them apart (equal weights would keep this order).
    const items = [itemOf(['wxyz'], 'dict'), itemOf(['dict'], 'wxyz')];
    expect(createFuzzyIndex(items).search('dict', 10).map(([position]) => position)).toEqual([1, 0]);
  });
});
