import { useCallback, useMemo, useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parentIds } from './walks';
import { TreeFilterList } from './TreeFilterList';
import { bigDeptRows, buildDepts, deptLabel, SEED_DEPTS, type TestDept } from './testTrees';

const items = () => within(screen.getByRole('tree', { name: '部门' })).queryAllByRole('treeitem');
const names = () => items().map((item) => item.textContent);

describe('TreeFilterList', () => {
  it('shows the top level, opens a node with the keyboard or its arrow, and selects on click', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const { container } = render(<TreeFilterList forest={buildDepts(SEED_DEPTS)} labelOf={deptLabel} label="部门" selectedId={null} onSelect={onSelect} />);
    expect(names()).toEqual(['总部']);
    const root = screen.getByRole('treeitem', { name: '总部' });
    expect(root).toHaveAttribute('aria-expanded', 'false');
    root.focus();
    await user.keyboard('{ArrowRight}');
    expect(names()).toEqual(['总部', '华南分部', '华北分部']);
    await user.click(container.querySelector('[data-tree-toggle="8"]')!);
    expect(names()).toEqual(['总部', '华南分部', '华北分部', '测试部', '人事部']);
    await user.click(screen.getByRole('treeitem', { name: '人事部' }));
    expect(onSelect).toHaveBeenCalledWith(11);
  });

  it('marks the selected node', () => {
    render(<TreeFilterList forest={buildDepts(SEED_DEPTS)} labelOf={deptLabel} label="部门" selectedId={1} onSelect={jest.fn()} />);
    expect(screen.getByRole('treeitem', { name: '总部' })).toHaveAttribute('aria-selected', 'true');
  });

  it('filters by name, keeping the matches with their ancestors', async () => {
    const user = userEvent.setup();
    render(<TreeFilterList forest={buildDepts(SEED_DEPTS)} labelOf={deptLabel} label="部门" selectedId={null} onSelect={jest.fn()} />);
    await user.type(screen.getByPlaceholderText('输入部门名称搜索'), '人事');
    expect(names()).toEqual(['总部', '华北分部', '人事部']);
    await user.clear(screen.getByPlaceholderText('输入部门名称搜索'));
    await user.type(screen.getByPlaceholderText('输入部门名称搜索'), '没有这个');
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('loads children lazily when a node with hasChildren opens (eladmin)', async () => {
    const user = userEvent.setup();
    const load = jest.fn();
    function Lazy() {
      const [rows, setRows] = useState<TestDept[]>([{ id: 1, pid: null, name: '总部', hasChildren: true }]);
      const forest = useMemo(() => buildDepts(rows), [rows]);
      const loadChildren = useCallback(async (id: number) => {
        load(id);
        setRows((current) => [...current, { id: 7, pid: id, name: '华南分部' }]);
      }, []);
      return <TreeFilterList forest={forest} labelOf={deptLabel} label="部门" selectedId={null} onSelect={jest.fn()} mayHaveChildren={hasChildren} loadChildren={loadChildren} />;
    }
    render(<Lazy />);
    screen.getByRole('treeitem', { name: '总部' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(load).toHaveBeenCalledWith(1);
    expect(await screen.findByRole('treeitem', { name: '华南分部' })).toHaveAttribute('aria-level', '2');
  });

  it('shows a 2,000-dept tree with only its expanded nodes in the document', () => {
    const forest = buildDepts(bigDeptRows());
    const { unmount } = render(<TreeFilterList forest={forest} labelOf={deptLabel} label="部门" selectedId={null} onSelect={jest.fn()} />);
    expect(items()).toHaveLength(10);
    expect(screen.queryByText('小组0-0-0')).not.toBeInTheDocument();
    unmount();
    // yshop shows the tree fully expanded: every node, in order.
    render(<TreeFilterList forest={forest} labelOf={deptLabel} label="部门" selectedId={null} onSelect={jest.fn()} initiallyExpanded={parentIds(forest)} />);
    expect(items()).toHaveLength(2000);
    expect(names().slice(0, 3)).toEqual(['分公司0', '部门0-0', '小组0-0-0']);
    expect(screen.getByRole('treeitem', { name: '小组9-8-20' })).toHaveAttribute('aria-level', '3');
  });
});

const hasChildren = (dept: TestDept) => dept.hasChildren === true;
