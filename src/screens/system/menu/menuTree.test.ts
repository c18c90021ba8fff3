import { parseMenuTree } from './menuDto';
import { menuDto as dto } from './menuDto.fixture';
import { ancestorIds, countMenus, idsToDelete, labelOf, subtreeIds } from './menuTree';

describe('tree helpers', () => {
  const tree = parseMenuTree([{ id: 1, label: '系统管理', children: [{ id: 2, label: '菜单管理', children: [{ id: 3, label: '菜单新增' }] }] }, { id: 9, label: '商品' }])!;

  it('counts every node, children included', () => {
    expect(countMenus(tree)).toBe(4);
    expect(countMenus([])).toBe(0);
  });

  it('finds labels, ancestors and subtrees', () => {
    expect(labelOf(tree, 0)).toBe('顶级类目');
    expect(labelOf(tree, 3)).toBe('菜单新增');
    expect(labelOf(tree, 77)).toBeUndefined();
    expect(ancestorIds(tree, 3)).toEqual([1, 2]);
    expect(ancestorIds(tree, 77)).toBeUndefined();
    expect(subtreeIds(tree[0]!)).toEqual([1, 2, 3]);
  });

  it('deletes the row subtree, completed from the full tree when the table is filtered', () => {
    const filteredRow = dto({ id: 1, name: '系统管理', children: [dto({ id: 2, name: '菜单管理' })] });
    expect(idsToDelete(filteredRow, undefined)).toEqual([1, 2]);
    expect(idsToDelete(filteredRow, tree)).toEqual([1, 2, 3]);
  });
});
