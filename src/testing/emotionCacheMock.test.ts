import type * as EmotionCacheModule from '@emotion/cache';
import { keepReadStyles, withReadStylesOnly } from './emotionCacheMock';

/** What a cache made through withReadStylesOnly writes for one block of styles. */
function written(styles: string): string[] {
  const inserted: string[] = [];
  const createCache = jest.requireActual<typeof EmotionCacheModule>('@emotion/cache').default;
  const cache = withReadStylesOnly(createCache)({ key: 'probe', container: document.head });
  const sheet = { insert: (rule: string) => inserted.push(rule) } as unknown as typeof cache.sheet;
  cache.insert('.probe-x', { name: 'x', styles, next: undefined }, sheet, true);
  return inserted;
}

describe('the tests’ emotion cache', () => {
  it('writes display, visibility, pointer-events and colours, and leaves out padding and font sizes', () => {
    expect(written('display:none;padding:4px;color:red;font-size:12px;')).toEqual(['.probe-x{display:none;color:red;}']);
  });

  it('drops a rule left with no property a test reads', () => {
    expect(written('padding:4px;&:hover{transition:all 1s;}')).toEqual([]);
  });

  it('drops `:has()` selectors, and their rule when none is left', () => {
    expect(written('.MuiInputBase-root:has(> &){display:block;}.a:has(b) &, .c &{visibility:hidden;}')).toEqual(['.c .probe-x{visibility:hidden;}']);
  });

  it('leaves other elements alone', () => {
    const element = { type: '@keyframes', props: ['spin'], value: '@keyframes spin', return: '', children: [] };
    keepReadStyles(element);
    expect(element).toEqual({ type: '@keyframes', props: ['spin'], value: '@keyframes spin', return: '', children: [] });
  });
});
