import { useCallback, useMemo, useState } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withChildren } from './lazyRows';
import { TreeTableToggle } from './TreeTableToggle';
import { useTreeExpansion } from './useTreeExpansion';
import { buildDepts, deptLabel, type TestDept } from './testTrees';

/** A dept tree table as 部门管理 would build it: eladmin's top level, children loaded on opening. */
function DeptTable({ fail = false }: { fail?: boolean }) {
  const [rows, setRows] = useState<TestDept[]>([{ id: 1, pid: null, name: '总部', hasChildren: true }]);
  const forest = useMemo(() => buildDepts(rows), [rows]);
  const loadChildren = useCallback(
    async (pid: number) => {
      if (fail) throw new Error('400');
      setRows((current) => withChildren(current, pid, [{ id: 7, pid, name: '华南分部' }, { id: 8, pid, name: '华北分部' }]));
    },
    [fail],
  );
  const mayHaveChildren = useCallback((dept: TestDept) => dept.hasChildren === true, []);
  const table = useTreeExpansion({ forest, mayHaveChildren, loadChildren });
  return (
    <Table aria-label="部门列表">
      <TableBody>
        {table.rows.map((row) => (
          <TableRow key={row.node.id}>
            <TableCell>
              <TreeTableToggle row={row} name={deptLabel(row.node.item)} onToggle={table.toggle} loading={table.loading.has(row.node.id)} />
            </TableCell>
            <TableCell>{row.depth}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const cells = () => screen.getAllByRole('row').map((row) => row.textContent);

describe('TreeTableToggle with useTreeExpansion', () => {
  it('shows the rows of expanded nodes with their depth, loading lazy children on opening', async () => {
    const user = userEvent.setup();
    render(<DeptTable />);
    expect(cells()).toEqual(['总部0']);
    await user.click(screen.getByRole('button', { name: '展开 总部' }));
    expect(await screen.findByText('华南分部')).toBeInTheDocument();
    expect(cells()).toEqual(['总部0', '华南分部1', '华北分部1']);
    expect(screen.getByRole('button', { name: '收起 总部' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: '收起 总部' }));
    expect(cells()).toEqual(['总部0']);
  });

  it('closes the node again when its children fail to load, so another click retries', async () => {
    const user = userEvent.setup();
    render(<DeptTable fail />);
    await user.click(screen.getByRole('button', { name: '展开 总部' }));
    expect(await screen.findByRole('button', { name: '展开 总部' })).toHaveAttribute('aria-expanded', 'false');
  });
});
