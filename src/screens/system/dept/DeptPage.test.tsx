import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { fakeHttp, type FakeReply } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, captureHttpErrors, columnHeaders, messages } from '@/testing/screenTest';
import DeptPage from './index';
import { quickUser } from '@/testing/quickUser';
import { openTreePicker } from '@/testing/treePicker';

const user = quickUser();

type Flavour = 'embedded' | 'eladmin';

type FakeDept = {
  id: number;
  name: string;
  pid: number;
  sort: number;
  enabled: boolean;
};

/** The embedded server's seed: 总部 > 研发部 (> 前端组, 后端组), 运营部 (> 客服部). */
const SEED: FakeDept[] = [
  { id: 1, name: '总部', pid: 0, sort: 1, enabled: true },
  { id: 2, name: '研发部', pid: 1, sort: 1, enabled: true },
  { id: 3, name: '运营部', pid: 1, sort: 2, enabled: true },
  { id: 4, name: '前端组', pid: 2, sort: 1, enabled: true },
  { id: 5, name: '后端组', pid: 2, sort: 2, enabled: false },
  { id: 6, name: '客服部', pid: 3, sort: 1, enabled: true },
];

/**
 * The dept calls over the generic in-memory back end (its writes), with the tree reads
 * of each flavour: the embedded server's whole nested tree (`sort`, pid 0 at the top) or
 * eladmin's top level with `hasChildren`, levels by `pid` (`deptSort`, pid null at the
 * top); a search answers flat matches. A delete takes the subtree; 研发部 holds users.
 */
function deptBackend(flavour: Flavour, seed: FakeDept[] = SEED.map((d) => ({ ...d }))) {
  const resource = fakeResource({
    url: 'api/dept',
    records: seed,
    fromBody: (body) => ({ name: String(body.name), pid: (body.pid as number | null) ?? 0, sort: Number(body.sort), enabled: Boolean(body.enabled) }),
  });
  const depts = resource.records;
  const params = (request: InternalAxiosRequestConfig) => (request.params ?? {}) as Record<string, unknown>;
  const childrenOf = (pid: number) => depts.filter((d) => d.pid === pid);
  const row = (d: FakeDept) => {
    const hasChildren = childrenOf(d.id).length > 0;
    return flavour === 'embedded'
      ? { id: d.id, name: d.name, label: d.name, pid: d.pid, sort: d.sort, enabled: d.enabled, hasChildren, createTime: '2026-11-20 10:00:00' }
      : { id: d.id, name: d.name, label: d.name, pid: d.pid === 0 ? null : d.pid, deptSort: d.sort, enabled: d.enabled, hasChildren, leaf: !hasChildren, subCount: childrenOf(d.id).length, createTime: '2026-11-20 10:00:00' };
  };
  const nest = (d: FakeDept): Record<string, unknown> => {
    const children = childrenOf(d.id).map(nest);
    return { ...row(d), ...(children.length > 0 ? { children } : {}) };
  };
  const subtree = (id: number): number[] => [id, ...childrenOf(id).flatMap((c) => subtree(c.id))];

  const routes: Record<string, FakeReply | ((request: InternalAxiosRequestConfig) => FakeReply)> = {
    ...resource.routes,
    'GET api/dept': (request) => {
      const { name, enabled, pid } = params(request) as { name?: string; enabled?: string; pid?: number };
      if (name !== undefined || enabled !== undefined) {
        const found = depts.filter((d) => (name === undefined || d.name.includes(name)) && (enabled === undefined || String(d.enabled) === enabled));
        return { status: 200, data: { content: found.map(row), totalElements: found.length } };
      }
      if (pid !== undefined) return { status: 200, data: { content: childrenOf(Number(pid)).map(row), totalElements: childrenOf(Number(pid)).length } };
      const top = childrenOf(0);
      return { status: 200, data: { content: flavour === 'embedded' ? top.map(nest) : top.map(row), totalElements: flavour === 'embedded' ? depts.length : top.length } };
    },
    'GET api/dictDetail': { status: 200, data: { content: [], totalElements: 0 } },
    'DELETE api/dept': (request) => {
      const ids = (typeof request.data === 'string' ? JSON.parse(request.data) : request.data) as number[];
      const gone = ids.flatMap(subtree);
      if (gone.includes(2)) return { status: 400, data: { status: 400, message: '所选部门存在用户关联，请解除后再试！' } };
      for (const id of gone) depts.splice(depts.findIndex((d) => d.id === id), 1);
      return { status: 200 };
    },
  };
  return { depts, start: () => fakeHttp(routes) };
}

async function setup({ flavour = 'embedded' as Flavour, roles = ['admin'], depts = undefined as FakeDept[] | undefined, first = '总部' } = {}) {
  const backend = deptBackend(flavour, depts);
  const http = await backend.start();
  const view = renderWithProviders(<DeptPage />, { session: fakeSession({ roles }).handle });
  await screen.findByText(first);
  return { http, backend, ...view };
}

const table = () => screen.getByRole('table', { name: '部门列表' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const shownNames = () => bodyRows().map((row) => row.querySelectorAll('td')[1]?.textContent);
const deptRow = (name: string) => bodyRows().find((row) => row.querySelectorAll('td')[1]?.textContent === name)!;

allowSlowScreens();

const errors = captureHttpErrors();

describe('部门管理', () => {
  it('shows the embedded server\'s whole tree, opened, with 排序, 状态 and 创建日期', async () => {
    const { http } = await setup();
    await waitFor(() => expect(shownNames()).toEqual(['总部', '研发部', '前端组', '后端组', '运营部', '客服部']));
    // The whole tree: no filter, no paging.
    expect(calls(http, 'GET api/dept')[0]?.params).toEqual({});
    const headers = columnHeaders(table());
    expect(headers).toEqual(['', '名称', '排序', '状态', '创建日期', '操作']);
    expect(deptRow('后端组')).toHaveTextContent('2026-11-20 10:00:00');
    expect(within(deptRow('后端组')).getByRole('switch')).not.toBeChecked();
  });

  it('loads eladmin\'s levels lazily by hasChildren through GET api/dept?pid=', async () => {
    const { http } = await setup({ flavour: 'eladmin' });
    expect(shownNames()).toEqual(['总部']);
    await user.click(within(deptRow('总部')).getByRole('button', { name: '展开 总部' }));
    await waitFor(() => expect(shownNames()).toEqual(['总部', '研发部', '运营部']));
    expect(calls(http, 'GET api/dept').at(-1)?.params).toEqual({ pid: 1 });
    await user.click(within(deptRow('研发部')).getByRole('button', { name: '展开 研发部' }));
    await waitFor(() => expect(shownNames()).toEqual(['总部', '研发部', '前端组', '后端组', '运营部']));
    await user.click(within(deptRow('总部')).getByRole('button', { name: '收起 总部' }));
    expect(shownNames()).toEqual(['总部']);
  });

  it('renders only the shown rows of a 2,000-dept tree: its top level, closed, and what the operator opens', async () => {
    const depts: FakeDept[] = [{ id: 1, name: '集团', pid: 0, sort: 1, enabled: true }];
    for (let branch = 0; branch < 19; branch += 1) {
      const id = 2 + branch * 105;
      depts.push({ id, name: `分部${branch}`, pid: 1, sort: branch, enabled: true });
      for (let leaf = 1; leaf <= 104; leaf += 1) depts.push({ id: id + leaf, name: `分部${branch}-组${leaf}`, pid: id, sort: leaf, enabled: true });
    }
    depts.push(...Array.from({ length: 2000 - depts.length }, (_, i) => ({ id: 5000 + i, name: `直属${i}`, pid: 1, sort: 999, enabled: true })));
    expect(depts).toHaveLength(2000);
    await setup({ depts, first: '集团' });
    await waitFor(() => expect(shownNames()).toEqual(['集团']));
    await user.click(within(deptRow('集团')).getByRole('button', { name: '展开 集团' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1 + 19 + (2000 - 1 - 19 * 105)));
    expect(screen.getByText('分部0')).toBeInTheDocument();
    expect(screen.queryByText('分部0-组1')).not.toBeInTheDocument();
    await user.click(within(deptRow('分部3')).getByRole('button', { name: '展开 分部3' }));
    expect(bodyRows()).toHaveLength(1 + 19 + 104 + (2000 - 1 - 19 * 105));
    expect(screen.getByText('分部3-组104')).toBeInTheDocument();
  });

  it('searches by name and status, showing the flat matches', async () => {
    const { http } = await setup();
    await user.type(screen.getByLabelText('部门名称'), '组');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    expect(screen.getByRole('option', { name: '正常' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: '禁用' }));
    fireEvent.change(screen.getByLabelText('开始日期', { selector: 'input' }), { target: { value: '2026-11-01' } });
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(shownNames()).toEqual(['后端组']));
    expect(calls(http, 'GET api/dept').at(-1)?.params).toEqual({ name: '组', enabled: 'false', createTime: ['2026-11-01 00:00:00', '2026-11-01 23:59:59'] });
    expect(within(deptRow('后端组')).queryByRole('button', { name: /展开/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(shownNames()).toHaveLength(6));
  });

  it('ticks a parent with its children, and never the root', async () => {
    await setup();
    await waitFor(() => expect(shownNames()).toHaveLength(6));
    expect(within(deptRow('总部')).getByRole('checkbox')).toBeDisabled();
    await user.click(within(deptRow('研发部')).getByRole('checkbox'));
    expect(within(deptRow('前端组')).getByRole('checkbox')).toBeChecked();
    expect(within(deptRow('后端组')).getByRole('checkbox')).toBeChecked();
    expect(within(deptRow('运营部')).getByRole('checkbox')).not.toBeChecked();
    await user.click(within(screen.getByRole('toolbar', { name: '部门操作' })).getByRole('button', { name: '删除' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('确认删除选中的3条数据?');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(deptRow('研发部')).getByRole('checkbox'));
    expect(within(deptRow('前端组')).getByRole('checkbox')).not.toBeChecked();
  });

  it('locks the root: no switch, no 删除, no tick; it can still be renamed', async () => {
    await setup();
    expect(within(deptRow('总部')).getByRole('switch')).toBeDisabled();
    expect(within(deptRow('总部')).queryByRole('button', { name: /^删除/ })).not.toBeInTheDocument();
    expect(within(deptRow('总部')).getByRole('button', { name: '编辑 总部' })).toBeInTheDocument();
    expect(within(deptRow('研发部')).getByRole('button', { name: '删除 研发部' })).toBeInTheDocument();
  });

  it('warns of the subtree, then shows the server\'s refusal and changes nothing', async () => {
    const { http, backend } = await setup();
    await waitFor(() => expect(shownNames()).toHaveLength(6));
    await user.click(within(deptRow('研发部')).getByRole('button', { name: '删除 研发部' }));
    const popover = screen.getByRole('alertdialog', { name: '提示' });
    expect(popover).toHaveTextContent('确定删除吗,如果存在下级节点则一并删除，此操作不能撤销！');
    await user.click(within(popover).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(errors).toContain('所选部门存在用户关联，请解除后再试！'));
    expect(calls(http, 'DELETE api/dept')[0]?.data).toEqual([2]);
    expect(shownNames()).toEqual(['总部', '研发部', '前端组', '后端组', '运营部', '客服部']);
    expect(backend.depts).toHaveLength(6);
  });

  it('deletes a dept with its subtree', async () => {
    const { store } = await setup();
    await waitFor(() => expect(shownNames()).toHaveLength(6));
    await user.click(within(deptRow('运营部')).getByRole('button', { name: '删除 运营部' }));
    await user.click(within(screen.getByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(shownNames()).toEqual(['总部', '研发部', '前端组', '后端组']));
    expect(messages(store)).toContain('success:删除成功');
  });

  it('switches a status after confirmation, sending the row\'s editable fields', async () => {
    const { http, store } = await setup();
    await user.click(within(deptRow('运营部')).getByRole('switch'));
    const confirm = screen.getByRole('dialog', { name: '提示' });
    expect(confirm).toHaveTextContent('此操作将 "停用" 运营部部门, 是否继续？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(messages(store)).toContain('success:停用成功'));
    expect(calls(http, 'PUT api/dept')[0]?.data).toEqual({ id: 3, name: '运营部', pid: 1, enabled: false, sort: 2, deptSort: 2 });
  });

  it('checks the dialog, and creates a child dept under a picked parent', async () => {
    const { http, store } = await setup();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增部门' });
    expect(within(dialog).getByLabelText(/部门排序/)).toHaveValue('999');
    expect(within(dialog).getByRole('radio', { name: '是' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '启用' })).toBeChecked();
    expect(within(dialog).queryByRole('button', { name: /上级部门/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '否' }));
    await user.clear(within(dialog).getByLabelText(/部门排序/));
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('请输入名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入序号')).toBeInTheDocument();
    expect(within(dialog).getByText('上级部门不能为空')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/部门名称/), '测试组');
    await user.type(within(dialog).getByLabelText(/部门排序/), '3');
    await openTreePicker(user, within(dialog).getByRole('button', { name: /上级部门/ }));
    await user.type(screen.getByLabelText('搜索上级部门'), '研发');
    await user.click(screen.getByRole('treeitem', { name: '研发部' }));
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'POST api/dept')[0]?.data).toEqual({ name: '测试组', pid: 2, enabled: true, sort: 3, deptSort: 3 });
    await waitFor(() => expect(shownNames()).toContain('测试组'));
    expect(messages(store)).toContain('success:新增成功');
  });

  it('offers no parent inside the edited dept\'s own subtree, and keeps the input on a refusal', async () => {
    const { http } = await setup();
    await user.click(within(deptRow('研发部')).getByRole('button', { name: '编辑 研发部' }));
    const dialog = screen.getByRole('dialog', { name: '编辑部门' });
    expect(within(dialog).getByRole('radio', { name: '否' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: /上级部门/ })).toHaveTextContent('总部');
    const tree = await openTreePicker(user, within(dialog).getByRole('button', { name: /上级部门/ }));
    expect(tree).toHaveAccessibleName('上级部门');
    screen.getByRole('treeitem', { name: '总部' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(tree).getByRole('treeitem', { name: '运营部' })).toBeInTheDocument();
    expect(within(tree).queryByRole('treeitem', { name: '研发部' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('搜索上级部门'), '组');
    expect(within(tree).queryByRole('treeitem', { name: '前端组' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    http.set('PUT api/dept', { status: 400, data: { status: 400, message: '上级不能为自己' } });
    await user.clear(within(dialog).getByLabelText(/部门名称/));
    await user.type(within(dialog).getByLabelText(/部门名称/), '研发中心');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('上级不能为自己')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/部门名称/)).toHaveValue('研发中心');
    expect(calls(http, 'PUT api/dept')[0]?.data).toEqual({ id: 2, name: '研发中心', pid: 1, enabled: true, sort: 1, deptSort: 1 });
  });

  it('sends eladmin\'s top level as pid null', async () => {
    const { http } = await setup({ flavour: 'eladmin' });
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增部门' });
    await user.type(within(dialog).getByLabelText(/部门名称/), '华东分部');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(calls(http, 'POST api/dept')).toHaveLength(1));
    expect(calls(http, 'POST api/dept')[0]?.data).toEqual({ name: '华东分部', pid: null, enabled: true, sort: 999, deptSort: 999 });
  });

  it('shows a read-only operator no 新增, 修改, 删除, edit or switch', async () => {
    await setup({ roles: ['dept:list'] });
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '修改' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^删除/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^编辑/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
    expect(within(deptRow('运营部')).getByRole('switch')).toBeDisabled();
  });
});
