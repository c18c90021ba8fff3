import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forestFromNested } from './forest';
import { TreeSelect } from './TreeSelect';
import { buildDepts, deptLabel, SEED_DEPTS, type TestDept } from './testTrees';

const forest = buildDepts(SEED_DEPTS);

function Harness({ multiple = false, initial = [] as number[], isDisabled }: { multiple?: boolean; initial?: number[]; isDisabled?: (dept: TestDept) => boolean }) {
  const [value, setValue] = useState<number[]>(initial);
  return <TreeSelect label="部门" forest={forest} labelOf={deptLabel} value={value} onChange={setValue} multiple={multiple} isDisabled={isDisabled} valueLabels={{ 99: '外包部' }} />;
}

describe('TreeSelect', () => {
  it('opens at the chosen node and picks one, closing the tree', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[6]} />);
    const field = screen.getByRole('button', { name: /部门/ });
    expect(field).toHaveTextContent('测试部');
    await user.click(field);
    // Opened at the choice: its ancestors are expanded.
    expect(screen.getByRole('treeitem', { name: '测试部' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('treeitem', { name: '人事部' }));
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /部门/ })).toHaveTextContent('人事部');
  });

  it('picks several with `multiple`, staying open, and unpicks on a second click', async () => {
    const user = userEvent.setup();
    render(<Harness multiple />);
    await user.click(screen.getByRole('button', { name: /部门/ }));
    expect(screen.getByRole('tree', { name: '部门' })).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(screen.getByRole('treeitem', { name: '总部' }));
    screen.getByRole('treeitem', { name: '总部' }).focus();
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('treeitem', { name: '华南分部' }));
    await user.click(screen.getByRole('treeitem', { name: '总部' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /部门/ })).toHaveTextContent('华南分部');
  });

  it('filters inside the tree, refuses a disabled node, and names a value the tree does not hold', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[99]} isDisabled={(dept) => dept.id === 11} />);
    expect(screen.getByRole('button', { name: /部门/ })).toHaveTextContent('外包部');
    await user.click(screen.getByRole('button', { name: /部门/ }));
    await user.type(screen.getByLabelText('搜索部门'), '人事');
    const disabled = screen.getByRole('treeitem', { name: '人事部' });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await user.click(disabled);
    expect(screen.getByRole('tree')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /部门/ })).toHaveTextContent('外包部');
  });

  it('opens a made-up root given as initially expanded, with the focus on the chosen node for the arrows', async () => {
    const user = userEvent.setup();
    type Option = { id: number; name: string; children?: Option[] };
    const root: Option = { id: 0, name: '顶级类目', children: [{ id: 1, name: '系统管理', children: [{ id: 2, name: '菜单管理' }] }, { id: 9, name: '商品管理' }] };
    const menus = forestFromNested([root], (item) => item.id, (item) => item.children);
    function Parent() {
      const [value, setValue] = useState<number[]>([0]);
      return <TreeSelect label="上级类目" forest={menus} labelOf={(item) => item.name} value={value} onChange={setValue} initiallyExpanded={[0]} />;
    }
    render(<Parent />);
    await user.click(screen.getByRole('button', { name: /上级类目/ }));
    expect(screen.getAllByRole('treeitem').map((item) => item.textContent)).toEqual(['顶级类目', '系统管理', '商品管理']);
    await waitFor(() => expect(screen.getByRole('treeitem', { name: '顶级类目' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: '上级类目 系统管理' })).toBeInTheDocument();
  });
});
