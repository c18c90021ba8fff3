import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkedAndHalf } from './checkState';
import { CheckTree, type CheckChange } from './CheckTree';
import { parentIds } from './walks';
import { buildDepts, deptLabel, type TestDept } from './testTrees';

const MENUS: TestDept[] = [
  { id: 1, pid: null, name: '系统管理' },
  { id: 2, pid: 1, name: '用户管理' },
  { id: 127, pid: 2, name: '用户新增' },
  { id: 128, pid: 2, name: '用户编辑' },
  { id: 3, pid: 1, name: '角色管理' },
];
const forest = buildDepts(MENUS);

function Harness({ strict = false, initial = [] as number[], onChange }: { strict?: boolean; initial?: number[]; onChange?: (next: Set<number>, change: CheckChange) => void }) {
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set(initial));
  return (
    <>
      <CheckTree
        forest={forest}
        labelOf={deptLabel}
        label="菜单分配"
        checked={checked}
        strict={strict}
        initiallyExpanded={parentIds(forest)}
        onChange={(next, change) => {
          onChange?.(next, change);
          setChecked(next);
        }}
      />
      <output aria-label="保存">{checkedAndHalf(forest, checked, strict).join(',')}</output>
    </>
  );
}

const state = (name: string) => screen.getByRole('treeitem', { name }).getAttribute('aria-checked');

describe('CheckTree', () => {
  it('cascades (yshop): a ticked leaf half-checks its ancestors; 保存 sends checked plus half-checked', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('treeitem', { name: '用户新增' }));
    expect(state('用户新增')).toBe('true');
    expect(state('用户管理')).toBe('mixed');
    expect(state('系统管理')).toBe('mixed');
    expect(state('角色管理')).toBe('false');
    expect(screen.getByLabelText('保存')).toHaveTextContent('1,2,127');
  });

  it('ticking a parent ticks its subtree; unticking it clears them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('treeitem', { name: '系统管理' }));
    for (const name of ['系统管理', '用户管理', '用户新增', '用户编辑', '角色管理']) expect(state(name)).toBe('true');
    await user.click(screen.getByRole('treeitem', { name: '用户管理' }));
    expect(state('用户编辑')).toBe('false');
    expect(state('系统管理')).toBe('mixed');
  });

  it('is strict when asked (eladmin): one node alone, and the change says which and how', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness strict onChange={onChange} />);
    screen.getByRole('treeitem', { name: '用户管理' }).focus();
    await user.keyboard(' ');
    expect(state('用户管理')).toBe('true');
    expect(state('用户新增')).toBe('false');
    expect(state('系统管理')).toBe('false');
    expect(onChange).toHaveBeenLastCalledWith(new Set([2]), { id: 2, checked: true });
  });
});
