import { renderHook, waitFor } from '@testing-library/react';
import { searchItemsFrom } from './searchItems';
import { useMenuSearch } from './useMenuSearch';

// The pinyin chunk cannot be downloaded (offline, a new deployment removed it).
const loadPinyin = jest.fn(() => Promise.reject(new Error('Loading chunk pinyin failed')));
jest.mock('./loadPinyin', () => ({ loadPinyin: () => loadPinyin(), loadedPinyin: () => undefined }));

const items = searchItemsFrom({
  routes: [{ path: '/system/dict', title: '字典管理', hidden: false, crumbs: [{ title: '字典管理', path: '/system/dict' }] }],
  menu: [{ path: '/system/dict', title: '字典管理', external: false }],
});

it('keeps plain fuzzy search when pinyin-pro cannot be loaded', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { result } = renderHook(() => useMenuSearch(items));
  await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('pinyin'), expect.any(Error)));
  expect(result.current.pinyinReady).toBe(false);
  expect(result.current.search('字典')[0]?.path).toBe('/system/dict');
  warn.mockRestore();
});
