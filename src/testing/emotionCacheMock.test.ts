import type * as EmotionCacheModule from '@emotion/cache';
import { keepReadStyles, readStyles, withReadStylesOnly } from './emotionCacheMock';

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
  it('writes display, visibility, opacity and pointer-events, and leaves out colours, padding and font sizes', () => {
    expect(written('display:none;padding:4px;color:red;opacity:0;font-size:12px;pointer-events:none;')).toEqual(['.probe-x{display:none;opacity:0;pointer-events:none;}']);
  });

  it('writes a property a test file asked for with readStyles', () => {
    readStyles('color');
    expect(written('padding:4px;color:red;')).toEqual(['.probe-x{color:red;}']);
  });

  it('drops a rule left with no property a test reads', () => {
    expect(written('padding:4px;&:hover{transition:all 1s;}')).toEqual([]);
  });

  it('drops `:has()` selectors, and their rule when none is left', () => {
    expect(written('.MuiInputBase-root:has(> &){display:block;}.a:has(b) &, .c &{visibility:hidden;}')).toEqual(['.c .probe-x{visibility:hidden;}']);
  });

  it('drops pseudo-element selectors, which no element’s computed style matches', () => {
    expect(written('&::-webkit-input-placeholder{opacity:0;}label+.x &::placeholder, &.Mui-disabled{opacity:0;}')).toEqual(['.probe-x.Mui-disabled{opacity:0;}']);
  });

  it('leaves other elements alone', () => {
    const element = { type: '@keyframes', props: ['spin'], value: '@keyframes spin', return: '', children: [] };
    keepReadStyles(element);
    expect(element).toEqual({ type: '@keyframes', props: ['spin'], value: '@keyframes spin', return: '', children: [] });
  });
});
