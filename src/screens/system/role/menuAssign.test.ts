import type { MenuNode } from '../../../kit/system/menuNode';
import { checkedOfRole, isAboveMe, menuForest, menusToSave } from './menuAssign';

const node = (id: number, label: string, children?: MenuNode[]): MenuNode => ({ id, pid: null, label, hasChildren: (children?.length ?? 0) > 0, children });
// 系统管理 (1) > 用户管理 (2) > 用户新增 (3), 用户删除 (4); 系统管理 > 字典管理 (5); 商品 (6) > 商品列表 (7)
const tree = [node(1, '系统管理', [node(2, '用户管理', [node(3, '用户新增'), node(4, '用户删除')]), node(5, '字典管理')]), node(6, '商品', [node(7, '商品列表')])];
const forest = menuForest(tree);
const role = (ids: number[]) => ({ menus: ids.map((id) => ({ id, pid: null })) });

describe('菜单分配', () => {
  it('a stored parent does not tick its subtree: only stored leaves tick, parents follow', () => {
    // Saved half-checked: 系统管理 and 用户管理 with only 用户新增 below them.
    expect([...checkedOfRole(forest, role([1, 2, 3]))].sort()).toEqual([3]);
    // Everything under 用户管理 stored: it is checked too.
    expect([...checkedOfRole(forest, role([1, 2, 3, 4]))].sort()).toEqual([2, 3, 4]);
    // A menu the tree no longer has is dropped.
    expect([...checkedOfRole(forest, role([99, 7]))].sort()).toEqual([6, 7]);
  });

  it('保存 sends the checked plus the half-checked menus, parents first', () => {
    expect(menusToSave(forest, new Set([3]))).toEqual([1, 2, 3]);
    expect(menusToSave(forest, new Set([2, 3, 4, 7]))).toEqual([1, 2, 3, 4, 6, 7]);
    expect(menusToSave(forest, new Set())).toEqual([]);
  });

  it('a role below the operator’s level (a smaller number) is out of reach, and so is every role while the level is unknown', () => {
    expect(isAboveMe(1, 2)).toBe(true);
    expect(isAboveMe(2, 2)).toBe(false);
    expect(isAboveMe(3, 2)).toBe(false);
    expect(isAboveMe(3, undefined)).toBe(true);
  });
});
