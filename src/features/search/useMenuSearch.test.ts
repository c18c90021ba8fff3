import { renderHook, waitFor } from '@testing-library/react';
import { searchItemsFrom } from './searchItems';
import { useMenuSearch } from './useMenuSearch';

const items = searchItemsFrom({
  routes: [{ path: '/system/dict', title: '字典管理', hidden: false, crumbs: [{ title: '系统管理', path: '/system' }, { title: '字典管理', path: '/system/dict' }] }],
  menu: [{ path: '/system', title: '系统管理', external: false, children: [{ path: '/system/dict', title: '字典管理', external: false }] }],
});

describe('useMenuSearch', () => {
  it('searches plainly at once, loads pinyin-pro on mount and then finds by pinyin too', async () => {
    const { result, rerender } = renderHook(() => useMenuSearch(items));
    expect(result.current.pinyinReady).toBe(false);
    expect(result.current.search('字典')[0]?.label).toBe('系统管理 > 字典管理');
    expect(result.current.search('zdgl')).toEqual([]);

    await waitFor(() => expect(result.current.pinyinReady).toBe(true));
    expect(result.current.search('zdgl')[0]?.label).toBe('系统管理 > 字典管理');

    // Memoised: the same list gives the same search.
    const { search } = result.current;
    rerender();
    expect(result.current.search).toBe(search);
  });

  it('has pinyin at once when it was loaded before', () => {
    const { result } = renderHook(() => useMenuSearch(items));
    expect(result.current.pinyinReady).toBe(true);
    expect(result.current.search('zidian')[0]?.path).toBe('/system/dict');
  });
});
