import { useEffect, useMemo, useState } from 'react';
import { loadedPinyin, loadPinyin } from './loadPinyin';
import { createMenuSearch, type MenuSearch } from './menuSearch';
import type { PinyinFunction } from './pinyinMatch';
import type { SearchItem } from './searchItems';

export interface MenuSearchState extends MenuSearch {
  /** False until pinyin-pro has arrived; plain fuzzy search works meanwhile. */
  pinyinReady: boolean;
}

/**
 * The header search over `items` for a component that is mounted when the search
 * opens: starts the pinyin download then, and rebuilds the search once when it lands.
 * `items` should be memoised: the index is built once per list.
 */
export function useMenuSearch(items: readonly SearchItem[]): MenuSearchState {
  const [pinyin, setPinyin] = useState<PinyinFunction | undefined>(loadedPinyin);
  useEffect(() => {
    if (pinyin) return undefined;
    let live = true;
    loadPinyin().then(
      (loaded) => {
        if (live) setPinyin(() => loaded);
      },
      (error: unknown) => console.warn('[search] pinyin matching unavailable, plain search only', error),
    );
    return () => {
      live = false;
    };
  }, [pinyin]);
  const engine = useMemo(() => createMenuSearch(items, pinyin), [items, pinyin]);
  return { search: engine.search, pinyinReady: pinyin !== undefined };
}
