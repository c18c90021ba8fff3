import fc from 'fast-check';
import { forestFromRows } from './forest';
import { checkedAndHalf, checkStates, normaliseChecked, restoreChecked, toggleCheck } from './checkState';

interface Menu {
  id: number;
  pid: number | null;
}
const build = (rows: Menu[]) => forestFromRows(rows, (row) => row.id, (row) => row.pid);

// 1 系统管理 > 2 用户管理 > (127 新增, 128 编辑); 1 > 3 角色管理; 10 系统工具 (no children).
const menus = build([
  { id: 1, pid: 0 },
  { id: 2, pid: 1 },
  { id: 127, pid: 2 },
  { id: 128, pid: 2 },
  { id: 3, pid: 1 },
  { id: 10, pid: 0 },
]);
const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

describe('cascading mode (yshop)', () => {
  it('half-checks the ancestors of a checked leaf', () => {
    const states = checkStates(menus, new Set([127]), false);
    expect(states.get(127)).toBe('checked');
    expect(states.get(128)).toBe('unchecked');
    expect(states.get(2)).toBe('mixed');
    expect(states.get(1)).toBe('mixed');
    expect(states.get(10)).toBe('unchecked');
  });

  it('ticking a parent ticks its whole subtree; the parent above becomes checked when all its children are', () => {
    const afterTwo = toggleCheck(menus, new Set(), 2, false);
    expect(sorted(afterTwo)).toEqual([2, 127, 128]);
    const afterThree = toggleCheck(menus, afterTwo, 3, false);
    expect(sorted(afterThree)).toEqual([1, 2, 3, 127, 128]);
  });

  it('unticking a node unticks its subtree and its ancestors', () => {
    const all = new Set([1, 2, 3, 127, 128]);
    expect(sorted(toggleCheck(menus, all, 128, false))).toEqual([3, 127]);
    expect(sorted(toggleCheck(menus, all, 2, false))).toEqual([3]);
  });

  it('ticking a half-checked node checks it fully', () => {
    expect(sorted(toggleCheck(menus, new Set([127]), 2, false))).toEqual([2, 127, 128]);
  });

  it('保存 sends the checked plus the half-checked, in tree order', () => {
    expect(checkedAndHalf(menus, new Set([127]))).toEqual([1, 2, 127]);
    expect(checkedAndHalf(menus, new Set([3, 10]))).toEqual([1, 3, 10]);
  });

  it('restores a saved role from its leaves, so a half-checked parent stays half-checked', () => {
    // Saved as checked + half: 1 and 2 were half-checked; ticking them would tick 128 too.
    const restored = restoreChecked(menus, [1, 2, 127, 404], false);
    expect(sorted(restored)).toEqual([127]);
    expect(checkStates(menus, restored, false).get(2)).toBe('mixed');
  });

  it('keeps ids the forest does not know through a toggle', () => {
    expect(sorted(toggleCheck(menus, new Set([999]), 3, false))).toEqual([3, 999]);
  });
});

describe('strict mode (eladmin check-strictly)', () => {
  it('ticks one node alone, with no half state', () => {
    const next = toggleCheck(menus, new Set(), 2, true);
    expect(sorted(next)).toEqual([2]);
    const states = checkStates(menus, next, true);
    expect(states.get(1)).toBe('unchecked');
    expect(states.get(127)).toBe('unchecked');
    expect(sorted(toggleCheck(menus, next, 2, true))).toEqual([]);
  });

  it('sends and restores the set as it is, unknown ids of a lazy tree included', () => {
    expect(sorted(checkedAndHalf(menus, new Set([2, 999]), true))).toEqual([2, 999]);
    expect(sorted(restoreChecked(menus, [1, 999], true))).toEqual([1, 999]);
  });
});

const rowsArb = fc.array(fc.record({ id: fc.integer({ min: 1, max: 25 }), pid: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }) }), { maxLength: 50 });

describe('cascading check state on random graphs', () => {
  it('a toggle checks or unchecks the node with all its descendants, and the set stays exact', () => {
    fc.assert(
      fc.property(rowsArb, fc.array(fc.integer({ min: 1, max: 25 })), (rows, clicks) => {
        const forest = build(rows);
        let checked = new Set<number>();
        for (const id of clicks) {
          if (!forest.byId.has(id)) continue;
          const wasChecked = checkStates(forest, checked, false).get(id) === 'checked';
          checked = toggleCheck(forest, checked, id, false);
          const states = checkStates(forest, checked, false);
          const subtree = [id, ...(function below(nodeId: number): number[] {
            return forest.byId.get(nodeId)!.children.flatMap((child) => [child.id, ...below(child.id)]);
          })(id)];
          if (subtree.some((member) => (states.get(member) === 'checked') === wasChecked)) return false;
          if (sorted(normaliseChecked(forest, checked)).join() !== sorted(checked).join()) return false;
          // A parent is checked exactly when all its children are.
          for (const node of forest.byId.values()) {
            if (node.children.length === 0) continue;
            const all = node.children.every((child) => states.get(child.id) === 'checked');
            if ((states.get(node.id) === 'checked') !== all) return false;
          }
        }
        const sent = checkedAndHalf(forest, checked);
        return new Set(sent).size === sent.length;
      }),
    );
  });
});
