import type { MenuNode } from '@/entities/menu/menuNode';
import { menuForest, menusToSave, ticksOfRole, tickStates, toggleTick, type MenuTicks } from './menuAssign';

const node = (id: number, label: string, children?: MenuNode[]): MenuNode => ({ id, pid: null, label, hasChildren: (children?.length ?? 0) > 0, children });
// 系统管理 (1) > 用户管理 (2) > 用户新增 (3), 用户删除 (4); 系统管理 > 字典管理 (5); 商品 (6) > 商品列表 (7)
const tree = [node(1, '系统管理', [node(2, '用户管理', [node(3, '用户新增'), node(4, '用户删除')]), node(5, '字典管理')]), node(6, '商品', [node(7, '商品列表')])];
const forest = menuForest(tree);
const role = (ids: number[]) => ({ menus: ids.map((id) => ({ id, pid: null })) });
const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);
const shown = (ticks: MenuTicks) => Object.fromEntries(tickStates(forest, ticks));

describe('菜单分配', () => {
  it('a stored parent does not tick its subtree: only stored leaves tick, parents follow', () => {
    // Saved half-checked: 系统管理 and 用户管理 with only 用户新增 below them.
    const half = ticksOfRole(forest, role([1, 2, 3]));
    expect(sorted(half.checked)).toEqual([3]);
    expect(shown(half)).toMatchObject({ 1: 'mixed', 2: 'mixed', 3: 'checked', 4: 'unchecked', 5: 'unchecked' });
    // Everything under 用户管理 stored: it is checked too.
    expect(sorted(ticksOfRole(forest, role([1, 2, 3, 4])).checked)).toEqual([2, 3, 4]);
    // A menu the tree no longer has is dropped.
    expect(sorted(ticksOfRole(forest, role([99, 7])).checked)).toEqual([6, 7]);
  });

  it('a page stored without its buttons shows half-checked and is saved again, not lost and not widened', () => {
    const ticks = ticksOfRole(forest, role([1, 2, 5]));
    expect(sorted(ticks.checked)).toEqual([5]);
    expect(shown(ticks)).toMatchObject({ 1: 'mixed', 2: 'mixed', 3: 'unchecked', 4: 'unchecked', 5: 'checked' });
    expect(menusToSave(forest, ticks)).toEqual([1, 2, 5]);
    // A click on it checks its subtree, a second one removes it.
    const all = toggleTick(forest, ticks, 2);
    expect(menusToSave(forest, all)).toEqual([1, 2, 3, 4, 5]);
    expect(menusToSave(forest, toggleTick(forest, all, 2))).toEqual([1, 5]);
  });

  it('保存 sends the checked plus the half-checked menus, parents first', () => {
    const ticked = (ids: number[]): MenuTicks => ({ checked: new Set(ids), kept: new Set() });
    expect(menusToSave(forest, ticked([3]))).toEqual([1, 2, 3]);
    expect(menusToSave(forest, ticked([2, 3, 4, 7]))).toEqual([1, 2, 3, 4, 6, 7]);
    expect(menusToSave(forest, ticked([]))).toEqual([]);
    // Ticking a parent ticks its subtree; unticking a leaf leaves the parent half-checked.
    const goods = toggleTick(forest, ticked([]), 6);
    expect(sorted(goods.checked)).toEqual([6, 7]);
    expect(menusToSave(forest, toggleTick(forest, ticked([2, 3, 4]), 4))).toEqual([1, 2, 3]);
  });
});
