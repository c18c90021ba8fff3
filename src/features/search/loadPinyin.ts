import type { PinyinFunction } from './pinyinMatch';

let loaded: PinyinFunction | undefined;
let loading: Promise<PinyinFunction> | undefined;

/**
 * Downloads pinyin-pro (its own chunk, about 100 KB gzip: never in the first download)
 * once; a failed download is retried on the next call.
 */
export function loadPinyin(): Promise<PinyinFunction> {
  loading ??= import(/* webpackChunkName: "pinyin" */ 'pinyin-pro').then(
    ({ pinyin }) => (loaded = pinyin),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** pinyin-pro's function when it has been downloaded already. */
export const loadedPinyin = (): PinyinFunction | undefined => loaded;
