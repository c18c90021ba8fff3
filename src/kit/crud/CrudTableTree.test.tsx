import { useMemo, useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession } from '../../testing/fakeSession';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { forestFromRows } from '../tree/forest';
import { useTreeExpansion } from '../tree/useTreeExpansion';
import { CrudTable, type CrudColumn } from './CrudTable';
import { useCrudList, type ListResult } from './useCrudList';

/*
 * The kit table's tree mode, as 部门管理, 菜单管理 and 商品分类 use it: only the open part
 * of the tree is drawn, indented under its parent; a lazy level shows it is loading; a
 * tick takes the row's loaded subtree; the root can be locked; there is no pager.
 */

interface Dept {
  id: number;
  pid: number | null;
  name: string;
  hasChildren: boolean;
}

const TREE: Dept[] = [
  { id: 1, pid: null, name: '总部', hasChildren: true },
  { id: 2, pid: 1, name: '研发部', hasChildren: true },
  { id: 5, pid: 2, name: '前端组', hasChildren: false },
  { id: 3, pid: 1, name: '运营部', hasChildren: false },
  { id: 9, pid: null, name: '华南分部', hasChildren: true },
];

function DeptTree({ lazyChildren }: { lazyChildren: Promise<Dept[]> }) {
  const [rows, setRows] = useState(TREE);
  const useList = (): ListResult<Dept> => {
    const data = { content: rows, totalElements: rows.length };
    return { data, currentData: data, isFetching: false, isError: false, refetch: () => undefined };
  };
  const list = useCrudList<Dept, Record<string, never>>({
    title: '部门',
    initialFilters: {},
    useList,
    rowId: (dept) => dept.id,
    isLocked: (dept) => dept.id === 1,
    permissions: { edit: ['admin'], del: ['admin'] },
  });
  const forest = useMemo(() => forestFromRows(rows, (dept) => dept.id, (dept) => dept.pid), [rows]);
  const expansion = useTreeExpansion({
    forest,
    mayHaveChildren: (dept) => dept.hasChildren,
    loadChildren: async () => {
      const children = await lazyChildren;
      setRows((current) => [...current, ...children]);
    },
  });
  const columns: CrudColumn<Dept>[] = [{ key: 'name', label: '名称', render: (dept) => dept.name }];
  return <CrudTable list={list} columns={columns} rowKey={(dept) => dept.id} rowName={(dept) => dept.name} tree={{ forest, rows: expansion.rows, onToggle: expansion.toggle, loading: expansion.loading }} />;
}

function setup() {
  let answer: (children: Dept[]) => void = () => undefined;
  const lazyChildren = new Promise<Dept[]>((resolve) => (answer = resolve));
  renderWithProviders(<DeptTree lazyChildren={lazyChildren} />, { session: fakeSession({ roles: ['admin'] }).handle });
  return { answer };
}

const names = () => within(screen.getByRole('table', { name: '部门列表' })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('CrudTable in tree mode', () => {
  it('draws the roots, then a row’s children below it when it opens, and no pager', async () => {
    setup();
    expect(names()).toEqual(['总部', '华南分部']);
    await userEvent.click(screen.getByRole('button', { name: '展开 总部' }));
    expect(names()).toEqual(['总部', '研发部', '运营部', '华南分部']);
    await userEvent.click(screen.getByRole('button', { name: '展开 研发部' }));
    expect(names()).toEqual(['总部', '研发部', '前端组', '运营部', '华南分部']);
    await userEvent.click(screen.getByRole('button', { name: '收起 总部' }));
    expect(names()).toEqual(['总部', '华南分部']);
    expect(screen.queryByRole('button', { name: '下一页' })).not.toBeInTheDocument();
  });

  it('shows a lazy level loading, then its rows', async () => {
    const { answer } = setup();
    await userEvent.click(screen.getByRole('button', { name: '展开 华南分部' }));
    expect(screen.getByLabelText('正在加载 华南分部 的下级')).toBeInTheDocument();
    answer([{ id: 10, pid: 9, name: '广州办', hasChildren: false }]);
    await waitFor(() => expect(names()).toEqual(['总部', '华南分部', '广州办']));
  });

  it('ticks a row with its loaded subtree, and never the locked root', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: '展开 总部' }));
    await userEvent.click(screen.getByRole('button', { name: '展开 研发部' }));
    expect(screen.getByRole('checkbox', { name: '选择 总部' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 研发部' }));
    expect(screen.getByRole('checkbox', { name: '选择 前端组' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '选择 运营部' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 研发部' }));
    expect(screen.getByRole('checkbox', { name: '选择 前端组' })).not.toBeChecked();
    expect(within(screen.getByRole('row', { name: /前端组/ })).getByRole('button', { name: '删除 前端组' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /总部/ })).queryByRole('button', { name: '删除 总部' })).not.toBeInTheDocument();
  });
});
