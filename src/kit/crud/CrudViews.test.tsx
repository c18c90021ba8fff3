import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import { selectNotifications } from '../../features/notifications/notificationsSlice';
import { fakeSession } from '../../testing/fakeSession';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CrudDeleteConfirm } from './CrudDeleteConfirm';
import { CrudSearchBar } from './CrudSearchBar';
import { CrudTable, type CrudColumn } from './CrudTable';
import { CrudToolbar } from './CrudToolbar';
import { StatusSwitch } from './StatusSwitch';
import { useCrudList, type ListResult } from './useCrudList';

/*
 * The MUI pieces drawing a controller, as a screen puts them together: what an
 * operator sees and can do with and without permissions.
 */

interface Job {
  id: number;
  name: string;
  enabled: boolean;
}

function JobScreen({ jobs, remove, save }: { jobs: Job[]; remove: (ids: number[]) => Promise<unknown>; save: (job: Job) => Promise<unknown> }) {
  const [, rerender] = useState(0);
  const useList = (params: Record<string, unknown>): ListResult<Job> => {
    const name = typeof params.name === 'string' ? params.name : '';
    const found = jobs.filter((job) => job.name.includes(name));
    const data = { content: found.slice(0, 10), totalElements: found.length };
    return { data, currentData: data, isFetching: false, isError: false, refetch: () => rerender((n) => n + 1) };
  };
  const list = useCrudList<Job, { name: string }>({
    title: '岗位',
    initialFilters: { name: '' },
    useList,
    rowId: (job) => job.id,
    isLocked: (job) => job.id === 1,
    permissions: { add: ['admin', 'job:add'], edit: ['admin', 'job:edit'], del: ['admin', 'job:del'] },
    remove: async (ids) => {
      await remove(ids);
      rerender((n) => n + 1);
    },
    exportUrl: 'api/job',
  });
  const columns: CrudColumn<Job>[] = [
    { key: 'name', label: '名称', render: (job) => job.name },
    {
      key: 'enabled',
      label: '状态',
      nowrap: true,
      render: (job) => <StatusSwitch enabled={job.enabled} name={job.name} subject="岗位" labels={{ on: '启用', off: '停用' }} save={(next) => save({ ...job, enabled: next })} />,
    },
  ];
  return (
    <>
      <CrudSearchBar shown={list.search.shown} onSearch={list.search.submit} onReset={list.search.reset}>
        <TextField size="small" label="名称" placeholder="输入岗位名称搜索" value={list.search.draft.name} onChange={(event) => list.search.change({ name: event.target.value })} />
      </CrudSearchBar>
      <CrudToolbar list={list} columns={columns} />
      <CrudTable list={list} columns={columns} rowKey={(job) => job.id} />
      <CrudDeleteConfirm list={list} />
      {list.dialog.state.mode !== 'closed' ? <div role="dialog" aria-label={list.dialog.title} /> : null}
    </>
  );
}

const seedJobs = (): Job[] => [
  { id: 1, name: '全栈开发', enabled: true },
  { id: 2, name: '产品经理', enabled: true },
  { id: 3, name: '软件测试', enabled: false },
];

function setup(roles: string[], jobs = seedJobs()) {
  const removed: number[][] = [];
  const saved: Job[] = [];
  let refuseSave = false;
  const session = fakeSession({ roles });
  const utils = renderWithProviders(
    <JobScreen
      jobs={jobs}
      remove={async (ids) => {
        removed.push(ids);
        ids.forEach((id) => jobs.splice(jobs.findIndex((job) => job.id === id), 1));
      }}
      save={async (job) => {
        if (refuseSave) throw new Error('refused');
        saved.push(job);
      }}
    />,
    { session: session.handle },
  );
  const notices = () => selectNotifications(utils.store.getState()).map((n) => n.message);
  return { ...utils, removed, saved, notices, refuse: () => (refuseSave = true) };
}

describe('the CRUD views', () => {
  it('show an operator who may only read no 新增 / 修改 / 删除 and no 操作 column, but 导出', () => {
    setup(['job:list']);
    const toolbar = screen.getByRole('toolbar', { name: '岗位操作' });
    expect(within(toolbar).queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: '修改' })).not.toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: '导出' })).toBeEnabled();
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
  });

  it('give a locked row no tick and no 编辑 / 删除', () => {
    setup(['admin']);
    const [, own, other] = screen.getAllByRole('row');
    expect(within(own!).getByRole('checkbox', { name: '选择第 1 行' })).toBeDisabled();
    expect(within(own!).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(within(other!).getByRole('button', { name: '编辑' })).toBeInTheDocument();
  });

  it('delete a row after its popover is confirmed, with 删除成功', async () => {
    const { removed, notices } = setup(['admin']);
    const row = screen.getByRole('row', { name: /产品经理/ });
    await userEvent.click(within(row).getByRole('button', { name: '删除' }));
    const popover = screen.getByRole('alertdialog');
    expect(popover).toHaveTextContent('确定删除本条数据吗？');
    await userEvent.click(within(popover).getByRole('button', { name: '确定' }));
    expect(removed).toEqual([[2]]);
    expect(notices()).toContain('删除成功');
    await waitFor(() => expect(screen.queryByRole('row', { name: /产品经理/ })).not.toBeInTheDocument());
  });

  it('delete the ticked rows after 确认删除选中的2条数据?, and nothing on 取消', async () => {
    const { removed } = setup(['admin']);
    await userEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    await userEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: '删除' }));
    const confirm = screen.getByRole('dialog', { name: '提示' });
    expect(confirm).toHaveTextContent('确认删除选中的2条数据?');
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).not.toBeInTheDocument());
    expect(removed).toEqual([]);
    await userEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: '删除' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    expect(removed).toEqual([[2, 3]]);
  });

  it('修改 needs exactly one ticked row and opens 编辑岗位', async () => {
    setup(['admin']);
    const edit = within(screen.getByRole('toolbar')).getByRole('button', { name: '修改' });
    expect(edit).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 3 行' }));
    await userEvent.click(edit);
    expect(screen.getByRole('dialog', { name: '编辑岗位' })).toBeInTheDocument();
  });

  it('search on 搜索 and show 暂无数据 with 导出 off when nothing matches', async () => {
    setup(['admin']);
    await userEvent.type(screen.getByRole('textbox', { name: '名称' }), '不存在{Enter}');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(screen.getByRole('textbox', { name: '名称' })).toHaveValue('');
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('hide a column through the chooser, never the last one', async () => {
    setup(['admin']);
    await userEvent.click(screen.getByRole('button', { name: '列设置' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: '状态' }));
    expect(screen.queryByRole('columnheader', { name: '状态' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitemcheckbox', { name: '名称' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('hide and show the search bar', async () => {
    setup(['admin']);
    await userEvent.click(screen.getByRole('button', { name: '隐藏搜索' }));
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '显示搜索' }));
    expect(screen.getByRole('search')).toBeInTheDocument();
  });
});

describe('StatusSwitch', () => {
  it('asks with the originals’ words, sends the new status and says 停用成功', async () => {
    const { saved, notices } = setup(['admin']);
    const toggle = screen.getByRole('switch', { name: '产品经理岗位状态：启用' });
    await userEvent.click(toggle);
    expect(screen.getByRole('dialog', { name: '提示' })).toHaveTextContent('此操作将 "停用" 产品经理岗位, 是否继续？');
    await userEvent.click(within(screen.getByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    expect(saved).toEqual([{ id: 2, name: '产品经理', enabled: false }]);
    expect(notices()).toContain('停用成功');
  });

  it('goes back on 取消 and on a refusal', async () => {
    const { saved, refuse, notices } = setup(['admin']);
    const toggle = screen.getByRole('switch', { name: '软件测试岗位状态：停用' });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    await userEvent.click(within(screen.getByRole('dialog', { name: '提示' })).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(toggle).not.toBeChecked());
    refuse();
    await userEvent.click(toggle);
    await userEvent.click(within(screen.getByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(saved).toEqual([]);
    expect(notices()).not.toContain('启用成功');
  });
});
