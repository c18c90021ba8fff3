import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, captureHttpErrors, columnHeaders, listTable, messages } from '@/testing/screenTest';
import JobPage from './index';

type Flavour = 'embedded' | 'eladmin';

const DEPTS = [
  { id: 1, name: '总部', pid: 0 },
  { id: 2, name: '研发部', pid: 1 },
  { id: 3, name: '运营部', pid: 1 },
];

/**
 * The job calls over the generic in-memory back end: the embedded server's rows (`sort`,
 * `dept`, a nested dept tree with pid 0) or eladmin's (`jobSort`, no dept, top depts
 * with pid null). A job still held by a user (id 1) cannot be deleted; names are unique.
 */
function jobBackend(flavour: Flavour) {
  const jobs = fakeResource({
    url: 'api/job',
    records: [
      { id: 1, name: '全栈开发', sort: 1, enabled: true, deptId: 2 as number | null, createTime: '2026-11-20 10:00:00' },
      { id: 4, name: '运营专员', sort: 3, enabled: true, deptId: 3 as number | null, createTime: '2026-11-21 10:00:00' },
    ],
    toWire: (job) =>
      flavour === 'embedded'
        ? { id: job.id, name: job.name, sort: job.sort, enabled: job.enabled, dept: job.deptId === null ? null : { id: job.deptId, name: DEPTS.find((d) => d.id === job.deptId)?.name }, createTime: job.createTime }
        : { id: job.id, name: job.name, jobSort: job.sort, enabled: job.enabled, createTime: job.createTime },
    fromBody: (body, existing) => ({ name: String(body.name), sort: Number(body.sort), enabled: Boolean(body.enabled), deptId: (body.dept as { id: number } | null)?.id ?? null, createTime: existing?.createTime ?? '2026-11-23 08:00:00' }),
    refuse: {
      create: (body, records) => (records.some((j) => j.name === body.name) ? `Job with name ${String(body.name)} existed` : undefined),
      remove: (ids) => (ids.includes(1) ? '所选的岗位中存在用户关联，请解除关联再试！' : undefined),
    },
  });
  const deptTree = () => {
    const pid = (p: number) => (p === 0 && flavour === 'eladmin' ? null : p);
    const node = (d: (typeof DEPTS)[number]): Record<string, unknown> => {
      const children = DEPTS.filter((c) => c.pid === d.id).map(node);
      return { id: d.id, name: d.name, label: d.name, pid: pid(d.pid), enabled: true, ...(children.length > 0 ? { children } : {}) };
    };
    return { content: DEPTS.filter((d) => d.pid === 0).map(node), totalElements: DEPTS.length };
  };
  return {
    jobs: jobs.records,
    start: () => fakeHttp({ ...jobs.routes, 'GET api/dept': { status: 200, data: deptTree() }, 'GET api/dictDetail': { status: 200, data: { content: [], totalElements: 0 } } }),
  };
}

async function setup({ flavour = 'embedded' as Flavour, roles = ['admin'] } = {}) {
  const backend = jobBackend(flavour);
  const http = await backend.start();
  const view = renderWithProviders(<JobPage />, { session: fakeSession({ roles }).handle });
  await screen.findByText('运营专员');
  return { http, backend, ...view };
}

const { table, row: jobRow } = listTable('岗位列表');

allowSlowScreens();

/** The messages the console's one error presenter would show. */
const errors = captureHttpErrors();

describe('岗位管理', () => {
  it('lists the jobs with 所属部门 where the rows carry a dept (embedded server, yshop)', async () => {
    const { http } = await setup();
    expect(calls(http, 'GET api/job')[0]?.params).toEqual({ page: 0, size: 10, sort: ['sort,asc', 'id,desc'] });
    const headers = columnHeaders(table());
    expect(headers).toEqual(['', '名称', '所属部门', '排序', '状态', '创建日期', '操作']);
    expect(jobRow('运营专员')).toHaveTextContent('运营专员运营部3');
    expect(within(jobRow('运营专员')).getByText('2026-11-21 10:00:00')).toBeInTheDocument();
  });

  it('reads eladmin\'s rows (jobSort, no dept) and asks for no 所属部门', async () => {
    const { http } = await setup({ flavour: 'eladmin' });
    expect(within(table()).queryByRole('columnheader', { name: '所属部门' })).not.toBeInTheDocument();
    expect(jobRow('运营专员')).toHaveTextContent('运营专员3');

    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增岗位' });
    await waitFor(() => expect(calls(http, 'GET api/dept')).toHaveLength(1));
    expect(within(dialog).queryByText('所属部门')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/名称/), '店长');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'POST api/job')[0]?.data).toEqual({ name: '店长', enabled: true, sort: 999, jobSort: 999, dept: null });
  });

  it('checks the form with the originals\' messages and defaults (999, 启用)', async () => {
    const { http } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增岗位' });
    expect(within(dialog).getByLabelText(/排序/)).toHaveValue('999');
    expect(within(dialog).getByRole('radio', { name: '启用' })).toBeChecked();
    await userEvent.clear(within(dialog).getByLabelText(/排序/));
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('请输入名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入序号')).toBeInTheDocument();
    expect(await within(dialog).findByText('所属部门不能为空')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/排序/), '1000');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('排序必须在 0 到 999 之间')).toBeInTheDocument();
    expect(calls(http, 'POST api/job')).toHaveLength(0);
  });

  it('creates a job in a dept picked from the tree, and lists it', async () => {
    const { http, store } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增岗位' });
    await userEvent.type(within(dialog).getByLabelText(/名称/), '测试工程师');
    await userEvent.clear(within(dialog).getByLabelText(/排序/));
    await userEvent.type(within(dialog).getByLabelText(/排序/), '5');
    await userEvent.click(within(dialog).getByRole('radio', { name: '停用' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: /所属部门/ }));
    await userEvent.type(await screen.findByLabelText('搜索所属部门'), '研发');
    await userEvent.click(screen.getByRole('treeitem', { name: '研发部' }));
    expect(within(dialog).getByRole('button', { name: /所属部门/ })).toHaveTextContent('研发部');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'POST api/job')[0]?.data).toEqual({ name: '测试工程师', enabled: false, sort: 5, jobSort: 5, dept: { id: 2 } });
    expect(await screen.findByText('测试工程师')).toBeInTheDocument();
    expect(jobRow('测试工程师')).toHaveTextContent('研发部');
    expect(messages(store)).toContain('success:新增成功');
  });

  it('keeps the dialog open with the input when the server refuses', async () => {
    const { http, store } = await setup();
    await userEvent.click(within(jobRow('运营专员')).getByRole('button', { name: '编辑 运营专员' }));
    const dialog = screen.getByRole('dialog', { name: '编辑岗位' });
    expect(within(dialog).getByRole('button', { name: /所属部门/ })).toHaveTextContent('运营部');
    await userEvent.clear(within(dialog).getByLabelText(/名称/));
    await userEvent.type(within(dialog).getByLabelText(/名称/), '全栈开发');
    http.set('PUT api/job', { status: 400, data: { status: 400, message: 'Job with name 全栈开发 existed' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('Job with name 全栈开发 existed')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/名称/)).toHaveValue('全栈开发');
    expect(calls(http, 'PUT api/job')[0]?.data).toEqual({ id: 4, name: '全栈开发', enabled: true, sort: 3, jobSort: 3, dept: { id: 3 } });
    expect(messages(store).filter((m) => m.startsWith('success'))).toEqual([]);
  });

  it('switches a status after confirmation, sending the row\'s editable fields', async () => {
    const { http, store } = await setup();
    await userEvent.click(within(jobRow('运营专员')).getByRole('switch'));
    const confirm = screen.getByRole('dialog', { name: '提示' });
    expect(confirm).toHaveTextContent('此操作将 "停用" 运营专员岗位, 是否继续？');
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(http, 'PUT api/job')).toHaveLength(1));
    expect(calls(http, 'PUT api/job')[0]?.data).toEqual({ id: 4, name: '运营专员', enabled: false, sort: 3, jobSort: 3, dept: { id: 3 } });
    await waitFor(() => expect(messages(store)).toContain('success:停用成功'));
  });

  it('shows the server\'s refusal of a delete and keeps the row', async () => {
    const { http } = await setup();
    await userEvent.click(within(jobRow('全栈开发')).getByRole('button', { name: '删除 全栈开发' }));
    const popover = screen.getByRole('alertdialog', { name: '提示' });
    expect(popover).toHaveTextContent('确定删除本条数据吗？');
    await userEvent.click(within(popover).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(errors).toContain('所选的岗位中存在用户关联，请解除关联再试！'));
    expect(calls(http, 'DELETE api/job')[0]?.data).toEqual([1]);
    expect(jobRow('全栈开发')).toBeInTheDocument();
  });

  it('searches by name, status and a date range', async () => {
    const { http } = await setup();
    await userEvent.type(screen.getByLabelText('岗位名称'), '运营');
    await userEvent.click(screen.getByRole('combobox', { name: '状态' }));
    await userEvent.click(screen.getByRole('option', { name: '启用' }));
    fireEvent.change(screen.getByLabelText('开始日期', { selector: 'input' }), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('结束日期', { selector: 'input' }), { target: { value: '2026-11-30' } });
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(within(table()).queryByText('全栈开发')).not.toBeInTheDocument());
    expect(calls(http, 'GET api/job').at(-1)?.params).toEqual({
      name: '运营',
      enabled: 'true',
      createTime: ['2026-11-01 00:00:00', '2026-11-30 23:59:59'],
      page: 0,
      size: 10,
      sort: ['sort,asc', 'id,desc'],
    });
  });

  it('shows a read-only operator no 新增, 修改, 删除 or switch', async () => {
    await setup({ roles: ['job:list'] });
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '修改' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
    expect(within(jobRow('运营专员')).getByRole('switch')).toBeDisabled();
    expect(screen.getByRole('button', { name: '导出' })).toBeEnabled();
  });
});
