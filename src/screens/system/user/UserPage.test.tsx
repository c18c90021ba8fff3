import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { fakeHttp, type FakeReply } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, messages } from '@/testing/screenTest';
import UserPage from './index';
import { quickUser } from '@/testing/quickUser';
import { openTreePicker } from '@/testing/treePicker';

const user = quickUser();

type Flavour = 'embedded' | 'eladmin';
type Json = Record<string, unknown>;

const ROLES = [
  { id: 1, name: '超级管理员', level: 1, dataScope: '全部', permission: 'admin' },
  { id: 2, name: '编辑', level: 2, dataScope: '本级', permission: 'editor' },
  { id: 3, name: '普通用户', level: 3, dataScope: '本级', permission: 'common' },
];
const JOBS = [
  { id: 1, name: '全栈开发', sort: 1, enabled: true, dept: { id: 2, name: '研发部' } },
  { id: 2, name: '前端开发', sort: 2, enabled: true, dept: { id: 4, name: '前端组' } },
  { id: 3, name: '运营专员', sort: 3, enabled: true, dept: { id: 3, name: '运营部' } },
];
const dept = (id: number, name: string, pid: number | null, children?: Json[]): Json => ({ id, name, pid, enabled: true, hasChildren: Boolean(children?.length), createTime: '2026-11-01 10:00:00', ...(children ? { children } : {}) });
/** 总部 > (研发部 > 前端组), 运营部. */
const FULL_TREE = [dept(1, '总部', 0, [dept(2, '研发部', 1, [dept(4, '前端组', 2)]), dept(3, '运营部', 1)])];

/** A user row as the embedded server (yshop names) or eladmin sends it. */
function userRow(flavour: Flavour, u: { id: number; username: string; deptId: number; deptName: string; jobId: number; jobName: string; roleId: number; enabled?: boolean }): { id: number } & Json {
  const role = ROLES.find((r) => r.id === u.roleId)!;
  const common = { id: u.id, username: u.username, nickName: `${u.username}昵称`, email: `${u.username}@shop.example.com`, phone: '13800000000', enabled: u.enabled ?? true, dept: { id: u.deptId, name: u.deptName }, roles: [{ id: role.id, name: role.name, level: role.level, dataScope: role.dataScope }], createTime: '2026-11-20 09:00:00' };
  return flavour === 'eladmin' ? { ...common, gender: '男', jobs: [{ id: u.jobId, name: u.jobName }] } : { ...common, sex: '男', deptId: u.deptId, job: { id: u.jobId, name: u.jobName } };
}

/**
 * The user calls over the generic in-memory back end (rows stored as the flavour sends
 * them: `blurry` searches the user name, `deptId` the row's dept), with the dept tree,
 * jobs, roles and the caller's level around them.
 */
function backend(flavour: Flavour, { myLevel = 1 } = {}) {
  const users = fakeResource({
    url: 'api/users',
    records: [
      userRow(flavour, { id: 1, username: 'admin', deptId: 2, deptName: '研发部', jobId: 1, jobName: '全栈开发', roleId: 1 }),
      userRow(flavour, { id: 2, username: 'editor', deptId: 3, deptName: '运营部', jobId: 3, jobName: '运营专员', roleId: 2 }),
    ],
    filters: { blurry: (u, value) => String(u.username).includes(String(value)), deptId: (u, value) => (u.dept as Json).id === value },
    // The editable scalars as each flavour names them; dept, jobs and roles as stored.
    fromBody: (body, existing) => ({ ...existing, username: body.username, nickName: body.nickName, email: body.email, phone: body.phone, enabled: body.enabled, ...(flavour === 'eladmin' ? { gender: body.gender } : { sex: body.sex }) }),
  });
  const params = (request: InternalAxiosRequestConfig) => (request.params ?? {}) as Json;
  const routes: Record<string, FakeReply | ((request: InternalAxiosRequestConfig) => FakeReply)> = {
    ...users.routes,
    'GET api/dept': (request) => {
      const { pid } = params(request) as { pid?: number };
      if (flavour === 'embedded') return { status: 200, data: { content: FULL_TREE, totalElements: 4 } };
      // eladmin: the top level, then each level by pid, with hasChildren.
      const level: Record<number, Json[]> = { 1: [dept(2, '研发部', 1), dept(3, '运营部', 1)], 2: [dept(4, '前端组', 2)] };
      if (pid === undefined) return { status: 200, data: { content: [{ ...dept(1, '总部', null), hasChildren: true }], totalElements: 1 } };
      const children = (level[pid] ?? []).map((d) => ({ ...d, hasChildren: d.id === 2 }));
      return { status: 200, data: { content: children, totalElements: children.length } };
    },
    'GET api/job': (request) => {
      const { deptId } = params(request) as { deptId?: number };
      const found = flavour === 'eladmin' ? JOBS.map(({ dept: _dept, ...job }) => job) : JOBS.filter((job) => deptId === undefined || job.dept.id === deptId);
      return { status: 200, data: { content: found, totalElements: found.length } };
    },
    'GET api/roles/all': { status: 200, data: ROLES },
    'GET api/roles/level': { status: 200, data: { level: myLevel } },
    'GET api/dictDetail': { status: 200, data: { content: [{ id: 1, label: '激活', value: '1', sort: 1 }, { id: 2, label: '禁用', value: '0', sort: 2 }], totalElements: 2 } },
    'PUT api/users/resetPwd': { status: 200 },
  };
  return { users: users.records, routes };
}

async function setup({ flavour = 'embedded' as Flavour, roles = ['admin'], myLevel = 1, me = { id: 1, username: 'admin' } as Json, config = {} as Json } = {}) {
  const { routes } = backend(flavour, { myLevel });
  const http = await fakeHttp(routes, config);
  const fake = fakeSession({ roles, user: me });
  const view = renderWithProviders(<UserPage />, { session: fake.handle });
  await screen.findByRole('cell', { name: 'editor' });
  return { http, ...view };
}

const listPane = () => screen.getByRole('region', { name: '用户列表' });
const deptTree = () => within(screen.getByRole('region', { name: '部门筛选' })).getByRole('tree', { name: '部门' });
const row = (username: string) => within(listPane()).getByRole('row', { name: new RegExp(`${username}昵称`) });

async function pickOption(label: string | RegExp, option: string, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function closeListbox() {
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

// Dialogs typed into character by character: slower than the default 5 s on a busy machine.
allowSlowScreens();

describe('用户管理', () => {
  it('lists users in both flavours with 部门 / 岗位, and locks your own row', async () => {
    for (const flavour of ['embedded', 'eladmin'] as const) {
      const { http, unmount } = await setup({ flavour });
      expect(calls(http, 'GET api/users')[0]?.params).toEqual({ page: 0, size: 10 });
      expect(within(listPane()).getByRole('columnheader', { name: '部门 / 岗位' })).toBeInTheDocument();
      expect(within(row('editor')).getByRole('cell', { name: '运营部 / 运营专员' })).toBeInTheDocument();
      expect(within(row('editor')).getByRole('cell', { name: '2026-11-20 09:00:00' })).toBeInTheDocument();
      // Your own row: no tick, no delete, no switch, but 编辑 stays.
      expect(within(row('admin')).getByRole('checkbox', { name: '选择 admin' })).toBeDisabled();
      expect(within(row('admin')).queryByRole('button', { name: /^删除/ })).not.toBeInTheDocument();
      expect(within(row('admin')).getByRole('switch', { name: 'admin状态：激活' })).toBeDisabled();
      expect(within(row('admin')).getByRole('button', { name: '编辑 admin' })).toBeInTheDocument();
      expect(within(row('editor')).getByRole('checkbox', { name: '选择 editor' })).toBeEnabled();
      expect(within(row('editor')).getByRole('switch', { name: 'editor状态：激活' })).toBeEnabled();
      unmount();
    }
  });

  it('filters by the dept clicked in the full tree; the same dept again, or the root, clears the filter', async () => {
    const { http } = await setup();
    // The whole tree comes open.
    expect(within(deptTree()).getByRole('treeitem', { name: '前端组' })).toBeInTheDocument();
    await user.click(within(deptTree()).getByRole('treeitem', { name: '运营部' }));
    await waitFor(() => expect(within(listPane()).queryByRole('cell', { name: 'admin' })).not.toBeInTheDocument());
    expect(calls(http, 'GET api/users').at(-1)?.params).toEqual({ deptId: 3, page: 0, size: 10 });
    expect(within(deptTree()).getByRole('treeitem', { name: '运营部' })).toHaveAttribute('aria-selected', 'true');

    // The unfiltered page comes back (from the cache: no new call).
    await user.click(within(deptTree()).getByRole('treeitem', { name: '运营部' }));
    await within(listPane()).findByRole('cell', { name: 'admin' });
    expect(within(deptTree()).getByRole('treeitem', { name: '运营部' })).toHaveAttribute('aria-selected', 'false');

    await user.click(within(deptTree()).getByRole('treeitem', { name: '研发部' }));
    await waitFor(() => expect(within(listPane()).queryByRole('cell', { name: 'editor' })).not.toBeInTheDocument());
    expect(calls(http, 'GET api/users').at(-1)?.params).toEqual({ deptId: 2, page: 0, size: 10 });
    await user.click(within(deptTree()).getByRole('treeitem', { name: '总部' }));
    await within(listPane()).findByRole('cell', { name: 'editor' });
    expect(within(deptTree()).getByRole('treeitem', { name: '总部' })).toHaveAttribute('aria-selected', 'false');
  });

  it("loads eladmin's lazy tree level by level, and the root filters like any dept", async () => {
    const { http } = await setup({ flavour: 'eladmin' });
    const root = within(deptTree()).getByRole('treeitem', { name: '总部' });
    expect(root).toHaveAttribute('aria-expanded', 'false');
    expect(within(deptTree()).queryByRole('treeitem', { name: '运营部' })).not.toBeInTheDocument();
    root.focus();
    await user.keyboard('{ArrowRight}');
    await within(deptTree()).findByRole('treeitem', { name: '运营部' });
    expect(calls(http, 'GET api/dept').at(-1)?.params).toEqual({ pid: 1 });

    await user.click(within(deptTree()).getByRole('treeitem', { name: '总部' }));
    await waitFor(() => expect(calls(http, 'GET api/users').at(-1)?.params).toEqual({ deptId: 1, page: 0, size: 10 }));
  });

  it('searches by name or e-mail, a day range and 状态', async () => {
    const { http } = await setup();
    const pane = listPane();
    await user.type(within(pane).getByLabelText('搜索用户'), 'edit');
    fireEvent.change(within(pane).getByLabelText('开始日期', { selector: 'input' }), { target: { value: '2026-11-01' } });
    fireEvent.change(within(pane).getByLabelText('结束日期', { selector: 'input' }), { target: { value: '2026-11-30' } });
    await pickOption('状态', '锁定', pane);
    await user.click(within(pane).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(calls(http, 'GET api/users').at(-1)?.params).toEqual({ blurry: 'edit', enabled: 'false', createTime: ['2026-11-01 00:00:00', '2026-11-30 23:59:59'], page: 0, size: 10 }),
    );
    await waitFor(() => expect(within(pane).queryByRole('cell', { name: 'admin' })).not.toBeInTheDocument());

    // Back to the first answer (cached), every field empty.
    await user.click(within(pane).getByRole('button', { name: '重置' }));
    await within(pane).findByRole('cell', { name: 'admin' });
    expect(within(pane).getByLabelText('搜索用户')).toHaveValue('');
    expect(within(pane).getByLabelText('开始日期', { selector: 'input' })).toHaveValue('');
    expect(within(pane).getByLabelText('结束日期', { selector: 'input' })).toHaveValue('');
  });

  it('adds a user: the messages of the check, 男 and 激活 by default, the dept\'s jobs, the level rule on roles', async () => {
    const { http, store } = await setup({ myLevel: 2 });
    await user.click(within(listPane()).getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增用户' });
    expect(within(dialog).getByRole('radio', { name: '男' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '激活' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    for (const message of ['请输入用户名', '请输入用户昵称', '请输入邮箱地址', '请输入电话号码', '部门不能为空', '岗位不能为空', '角色不能为空']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    await user.type(within(dialog).getByLabelText(/用户名/), 'a');
    await user.type(within(dialog).getByLabelText(/邮箱/), 'alice@');
    await user.type(within(dialog).getByLabelText(/电话/), '1381234567');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('长度在 2 到 20 个字符')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入正确的邮箱地址')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入正确的11位手机号码')).toBeInTheDocument();
    expect(calls(http, 'POST api/users')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/用户名/), 'lice');
    await user.type(within(dialog).getByLabelText(/昵称/), '爱丽丝');
    await user.type(within(dialog).getByLabelText(/邮箱/), 'shop.example.com');
    await user.type(within(dialog).getByLabelText(/电话/), '8');
    await openTreePicker(user, within(dialog).getByRole('button', { name: /部门/ }));
    await user.type(screen.getByLabelText('搜索部门'), '前端');
    const pickTree = screen.getAllByRole('tree', { name: '部门' }).at(-1)!;
    await user.click(within(pickTree).getByRole('treeitem', { name: '前端组' }));
    // One job, of the chosen dept (yshop, embedded).
    await user.click(within(dialog).getByRole('combobox', { name: '岗位' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['前端开发']);
    await user.click(screen.getByRole('option', { name: '前端开发' }));
    expect(calls(http, 'GET api/job').at(-1)?.params).toEqual({ page: 0, size: 9999, enabled: true, deptId: 4 });
    // At level 2, roles of level 1 and 2 cannot be given.
    await user.click(within(dialog).getByRole('combobox', { name: '角色' }));
    expect(screen.getByRole('option', { name: '超级管理员' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: '编辑' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: '普通用户' }));
    await closeListbox();

    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'POST api/users')[0]?.data).toEqual({
      username: 'alice',
      nickName: '爱丽丝',
      email: 'alice@shop.example.com',
      phone: '13812345678',
      sex: '男',
      gender: '男',
      enabled: true,
      dept: { id: 4 },
      job: { id: 2 },
      jobs: [{ id: 2 }],
      roles: [{ id: 3 }],
    });
    expect(messages(store)).toContain('success:新增成功，默认密码：123456');
  });

  it('keeps the dialog open with the input when the server refuses', async () => {
    const { http } = await setup();
    http.set('PUT api/users', { status: 400, data: { status: 400, message: 'User with email editor@shop.example.com existed' } });
    await user.click(within(row('editor')).getByRole('button', { name: '编辑 editor' }));
    const dialog = screen.getByRole('dialog', { name: '编辑用户' });
    await user.clear(within(dialog).getByLabelText(/昵称/));
    await user.type(within(dialog).getByLabelText(/昵称/), '新昵称');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('User with email editor@shop.example.com existed')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/昵称/)).toHaveValue('新昵称');
    expect(calls(http, 'PUT api/users')[0]?.data).toMatchObject({ id: 2, nickName: '新昵称', dept: { id: 3 }, job: { id: 3 }, roles: [{ id: 2 }] });
    expect(calls(http, 'PUT api/users')[0]?.data).not.toHaveProperty('createTime');
  });

  it('locks 状态 and 角色 when you edit yourself', async () => {
    await setup();
    await user.click(within(row('admin')).getByRole('button', { name: '编辑 admin' }));
    const dialog = screen.getByRole('dialog', { name: '编辑用户' });
    expect(within(dialog).getByRole('radio', { name: '激活' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: '禁用' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: '角色' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByLabelText(/用户名/)).toBeEnabled();
  });

  it("offers eladmin's users several jobs among all enabled ones", async () => {
    const { http } = await setup({ flavour: 'eladmin' });
    await user.click(within(row('editor')).getByRole('button', { name: '编辑 editor' }));
    const dialog = screen.getByRole('dialog', { name: '编辑用户' });
    await user.click(within(dialog).getByRole('combobox', { name: '岗位' }));
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(await screen.findByRole('option', { name: '全栈开发' }));
    await closeListbox();
    expect(calls(http, 'GET api/job').at(-1)?.params).toEqual({ page: 0, size: 9999, enabled: true });
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'PUT api/users')[0]?.data).toMatchObject({ jobs: [{ id: 3 }, { id: 1 }], gender: '男' });
  });

  it('switches a status after confirmation, with the dictionary\'s words', async () => {
    const { http, store } = await setup();
    await user.click(within(row('editor')).getByRole('switch', { name: 'editor状态：激活' }));
    const confirm = screen.getByRole('dialog', { name: '提示' });
    expect(confirm).toHaveTextContent('此操作将 "禁用" editor, 是否继续？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(messages(store)).toContain('success:禁用成功'));
    expect(calls(http, 'PUT api/users')[0]?.data).toMatchObject({ id: 2, username: 'editor', enabled: false, roles: [{ id: 2 }] });
  });

  it('resets the chosen users\' passwords after confirmation', async () => {
    const { http, store } = await setup();
    expect(within(listPane()).getByRole('button', { name: '重置密码' })).toBeDisabled();
    await user.click(within(row('editor')).getByRole('checkbox', { name: '选择 editor' }));
    await user.click(within(listPane()).getByRole('button', { name: '重置密码' }));
    const confirm = screen.getByRole('dialog', { name: '提示' });
    expect(confirm).toHaveTextContent('你选中了 1 位用户，确认重置用户的密码吗?');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(messages(store)).toContain('success:重置成功, 用户新密码:123456'));
    expect(calls(http, 'PUT api/users/resetPwd')[0]?.data).toEqual([2]);
  });

  it('offers no 重置密码 where config.json says the back end has no such call (yshop), to admin neither', async () => {
    await setup({ config: { passwordReset: false } });
    expect(within(listPane()).getByRole('button', { name: '新增' })).toBeEnabled();
    expect(within(listPane()).queryByRole('button', { name: '重置密码' })).not.toBeInTheDocument();
  });

  it('shows a read-only operator no 新增 / 修改 / 删除 / 重置密码, no 操作 and no switch to use', async () => {
    await setup({ roles: ['user:list'], me: { id: 2, username: 'editor' }, myLevel: 2 });
    // The toolbar's buttons, and the rows' (named after the row: `编辑 admin`).
    for (const name of ['新增', '修改', '删除', '重置密码', '编辑']) expect(within(listPane()).queryByRole('button', { name: new RegExp(`^${name}( |$)`) })).not.toBeInTheDocument();
    expect(within(listPane()).queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
    expect(within(row('admin')).getByRole('switch')).toBeDisabled();
    expect(within(listPane()).getByRole('button', { name: '导出' })).toBeEnabled();
  });
});
