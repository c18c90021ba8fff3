import { parseMenuNodes } from '@/entities/menu/menuNode';
import { parentIds, subtreeIds, visibleRows } from '@/kit/tree/walks';
import { menuRow as dto } from '@/entities/menu/menu.fixture';
import { idsToDelete, menuForest, parentForest } from './menuTree';

describe('the menu trees', () => {
  const tree = parentForest(parseMenuNodes([{ id: 1, label: '系统管理', children: [{ id: 2, label: '菜单管理', children: [{ id: 3, label: '菜单新增' }] }] }, { id: 9, label: '商品' }])!.rows);

  it('puts the whole menu tree below 顶级类目 (id 0) for the picker', () => {
    expect(tree.roots.map((root) => [root.id, root.item.label])).toEqual([[0, '顶级类目']]);
    expect(subtreeIds(tree, 0)).toEqual([0, 1, 2, 3, 9]);
    expect(parentForest([]).byId.size).toBe(1);
  });

  it('deletes the row subtree, completed from the full tree when the table is filtered', () => {
    const filtered = menuForest([dto({ id: 1, name: '系统管理', children: [dto({ id: 2, pid: 1, name: '菜单管理' })] })]);
    expect(idsToDelete(1, filtered, parentForest([]))).toEqual([1, 2]);
    expect(idsToDelete(1, filtered, tree)).toEqual([1, 2, 3]);
  });

  it('shows odd data once and whole: pids in a cycle, a missing parent, a repeated id', () => {
    // 1 and 2 name each other as parent, 3 and 4 name parents that do not exist, 2 comes twice.
    const table = menuForest([
      dto({ id: 1, pid: 2, name: 'A', children: [dto({ id: 2, pid: 1, name: 'B', children: [dto({ id: 3, pid: 99, name: 'C' }), dto({ id: 1, pid: 2, name: 'A again' })] })] }),
      dto({ id: 4, pid: 77, name: 'D' }),
      dto({ id: 2, pid: 1, name: 'B again' }),
    ]);
    const rows = visibleRows(table, new Set(parentIds(table)));
    expect(rows.map((row) => [row.node.item.name, row.depth])).toEqual([
      ['A', 0],
      ['B', 1],
      ['C', 2],
      ['D', 0],
    ]);
    expect(idsToDelete(1, table, parentForest([]))).toEqual([1, 2, 3]);
    const picker = parentForest(parseMenuNodes([{ id: 5, pid: 6, label: 'E', children: [{ id: 6, pid: 5, label: 'F', children: [{ id: 5, label: 'E again' }] }] }])!.rows);
    expect(subtreeIds(picker, 0)).toEqual([0, 5, 6]);
  });
});
