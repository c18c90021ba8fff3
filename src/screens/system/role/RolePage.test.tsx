import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { menusApi } from '@/api/menus';
import { fakeHttp, type FakeReply } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, columnHeaders, messages } from '@/testing/screenTest';
import { formatDateTime } from '@/shared/time/time';
import RolePage from './index';

type Flavour = 'yshop' | 'eladmin';

// 系统管理 (1) > 用户管理 (2) > 用户新增 (3), 用户删除 (4); 系统管理 > 字典管理 (5); 商品 (6) > 商品列表 (7)
const MENU_TREE = [
  { id: 1, label: '系统管理', children: [{ id: 2, label: '用户管理', children: [{ id: 3, label: '用户新增' }, { id: 4, label: '用户删除' }] }, { id: 5, label: '字典管理' }] },
  { id: 6, label: '商品', children: [{ id: 7, label: '商品列表' }] },
];

type FakeRole = {
  id: number;
  name: string;
  level: number;
  dataScope: string;
  text: string;
  permission: string;
  menus: number[];
};

/** Rows as each back end sends them (CONTRACT-SYSTEM.md section 1). */
function asSent(role: FakeRole, flavour: Flavour): Record<string, unknown> {
  const menus = role.menus.map((id) => ({ id, pid: id === 1 || id === 6 ? 0 : 1 }));
  return flavour === 'yshop'
    ? { id: role.id, name: role.name, level: role.level, dataScope: role.dataScope, remark: role.text || null, permission: role.permission, menus, createTime: '2026-11-22T10:00:00.000+08:00' }
    : { id: role.id, name: role.name, level: role.level, dataScope: role.dataScope, description: role.text || undefined, depts: [], menus, createTime: '2026-11-22 10:00:00' };
}

/**
 * The role calls over the generic in-memory back end (rows as each flavour sends them; every
 * create refused as a duplicate name), with 菜单分配's calls and the operator's level.
 */
function roleBackend(flavour: Flavour, myLevel: number) {
  const resource = fakeResource<FakeRole>({
    url: 'api/roles',
    records: [
      { id: 1, name: '超级管理员', level: 1, dataScope: '全部', text: '系统所有权', permission: 'admin', menus: [1, 2, 3, 4, 5, 6, 7] },
      // At the operator's own level 2: read-only to them (issue 22).
      { id: 4, name: '店长', level: 2, dataScope: '本级', text: '门店', permission: 'shop', menus: [6, 7] },
      // A page granted without its buttons (as the seeded 编辑 role holds its pages).
      { id: 2, name: '运营', level: 3, dataScope: '本级', text: '', permission: 'ops', menus: [1, 2] },
      // Stored with its half-checked parents, as 保存 sends them.
      { id: 3, name: '客服', level: 3, dataScope: '全部', text: '客服人员', permission: 'service', menus: [1, 2, 3] },
    ],
    toWire: (role) => asSent(role, flavour),
    refuse: { create: (input) => `Role with username ${String(input.name)} existed` },
  });
  const roles = resource.records;
  const body = (request: InternalAxiosRequestConfig) => (typeof request.data === 'string' ? JSON.parse(request.data) : request.data) as Record<string, unknown>;
  const routes: Record<string, FakeReply | ((request: InternalAxiosRequestConfig) => FakeReply)> = {
    ...resource.routes,
    'GET api/roles/level': { status: 200, data: { level: myLevel } },
    'GET api/menus/tree': { status: 200, data: MENU_TREE },
    'GET api/menus/build': { status: 200, data: [] },
    'GET api/dept': { status: 200, data: { content: [{ id: 1, name: '总部', pid: 0, children: [{ id: 2, name: '研发部', pid: 1 }] }], totalElements: 2 } },
    'PUT api/roles/menu': (request) => {
      const { id, menus } = body(request) as { id: number; menus: { id: number }[] };
      const role = roles.find((r) => r.id === id);
      if (role) role.menus = menus.map((menu) => menu.id);
      return { status: 204 };
    },
  };
  for (const role of roles) routes[`GET api/roles/${role.id}`] = () => ({ status: 200, data: asSent(role, flavour) });
  return { roles, routes };
}

/** The operator's own sidebar menus, subscribed as the shell does. */
function SidebarMenus() {
  menusApi.useBuildMenusQuery();
  return null;
}

/** A manager of roles below level 2 by default (not `admin`, who writes any role). */
const MANAGER = ['roles:list', 'roles:add', 'roles:edit', 'roles:del'];

async function setup({ flavour = 'yshop' as Flavour, roles = MANAGER, myLevel = 2 } = {}) {
  const backend = roleBackend(flavour, myLevel);
  const http = await fakeHttp(backend.routes);
  const fake = fakeSession({ roles });
  const view = renderWithProviders(
    <>
      <RolePage />
      <SidebarMenus />
    </>,
    { session: fake.handle },
  );
  await screen.findByText('客服人员');
  await waitFor(() => expect(calls(http, 'GET api/roles/level')).toHaveLength(1));
  return { http, backend, ...view };
}

const rolePane = () => screen.getByRole('region', { name: '角色列表' });
const menuPane = () => screen.getByRole('region', { name: '菜单分配' });
const roleRow = (name: string) => within(rolePane()).getByRole('row', { name: new RegExp(name) });
const menuItem = (label: string) => within(menuPane()).getByRole('treeitem', { name: label });

allowSlowScreens();

describe('角色管理', () => {
  it('lists yshop’s roles by level with 角色权限, - for no description, and rows at or above the operator’s level locked', async () => {
    const { http } = await setup();
    expect(calls(http, 'GET api/roles')[0]?.params).toEqual({ page: 0, size: 10, sort: ['level,asc'] });
    expect(within(rolePane()).getByRole('heading', { name: '角色列表' })).toBeInTheDocument();
    const headers = columnHeaders(rolePane());
    expect(headers).toEqual(['', '名称', '数据权限', '角色权限', '角色级别', '描述', '创建日期', '操作']);
    expect(roleRow('运营')).toHaveTextContent('运营本级ops3-');
    // yshop's ISO time, shown in the console's one format.
    expect(roleRow('客服')).toHaveTextContent(formatDateTime(new Date('2026-11-22T10:00:00.000+08:00')));

    // Level 1 is above the operator's level 2, and level 2 their own (issue 22): no actions, no tick.
    for (const locked of ['超级管理员', '店长']) {
      expect(within(roleRow(locked)).queryByRole('button', { name: /^(编辑|删除)/ })).not.toBeInTheDocument();
      expect(within(roleRow(locked)).getByRole('checkbox')).toBeDisabled();
    }
    expect(within(roleRow('运营')).getByRole('button', { name: '编辑 运营' })).toBeInTheDocument();
    expect(within(roleRow('运营')).getByRole('checkbox')).toBeEnabled();
  });

  it('reads eladmin’s rows: no 角色权限 column or field', async () => {
    await setup({ flavour: 'eladmin' });
    const headers = columnHeaders(rolePane());
    expect(headers).toEqual(['', '名称', '数据权限', '角色级别', '描述', '创建日期', '操作']);
    expect(roleRow('运营')).toHaveTextContent('运营本级3-');
    await userEvent.click(within(rolePane()).getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增角色' });
    expect(within(dialog).queryByLabelText(/角色权限/)).not.toBeInTheDocument();
  });

  it('ticks only the stored leaves of a clicked role; 保存 sends checked and half-checked menus, then reloads the role and the operator’s menus', async () => {
    const { http, store } = await setup();
    expect(within(menuPane()).getByRole('button', { name: '保存' })).toBeDisabled();
    await userEvent.click(within(roleRow('客服')).getByText('客服'));
    await waitFor(() => expect(menuItem('用户新增')).toHaveAttribute('aria-checked', 'true'));
    // The stored 用户管理 does not tick 用户删除: the parents only show what their children say.
    expect(menuItem('用户删除')).toHaveAttribute('aria-checked', 'false');
    expect(menuItem('用户管理')).toHaveAttribute('aria-checked', 'mixed');
    expect(menuItem('系统管理')).toHaveAttribute('aria-checked', 'mixed');

    // Ticking a parent ticks its subtree.
    await userEvent.click(menuItem('商品'));
    expect(menuItem('商品列表')).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(menuItem('用户新增'));
    await userEvent.click(menuItem('字典管理'));
    const builds = calls(http, 'GET api/menus/build').length;
    await userEvent.click(within(menuPane()).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(messages(store)).toContain('success:保存成功'));
    expect(calls(http, 'PUT api/roles/menu')[0]?.data).toEqual({ id: 3, menus: [{ id: 1 }, { id: 5 }, { id: 6 }, { id: 7 }] });
    await waitFor(() => expect(calls(http, 'GET api/roles/3')).toHaveLength(2));
    await waitFor(() => expect(calls(http, 'GET api/menus/build').length).toBeGreaterThan(builds));
    // The reloaded role shows as saved.
    expect(menuItem('用户管理')).toHaveAttribute('aria-checked', 'false');
    expect(menuItem('字典管理')).toHaveAttribute('aria-checked', 'true');
    expect(menuItem('系统管理')).toHaveAttribute('aria-checked', 'mixed');
  });

  it('shows a page stored without its buttons half-checked, and a plain 保存 keeps it without granting the buttons', async () => {
    const { http } = await setup();
    await userEvent.click(within(roleRow('运营')).getByText('运营'));
    await waitFor(() => expect(menuItem('用户管理')).toHaveAttribute('aria-checked', 'mixed'));
    expect(menuItem('用户新增')).toHaveAttribute('aria-checked', 'false');
    expect(menuItem('系统管理')).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(within(menuPane()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls(http, 'PUT api/roles/menu')).toHaveLength(1));
    expect(calls(http, 'PUT api/roles/menu')[0]?.data).toEqual({ id: 2, menus: [{ id: 1 }, { id: 2 }] });
  });

  it('shows a role above the operator’s level read-only: no ticking, no 保存', async () => {
    const { http } = await setup();
    await userEvent.click(within(roleRow('超级管理员')).getByText('超级管理员'));
    await waitFor(() => expect(menuItem('商品列表')).toHaveAttribute('aria-checked', 'true'));
    expect(within(menuPane()).getByRole('button', { name: '保存' })).toBeDisabled();
    await userEvent.click(menuItem('商品列表'));
    expect(menuItem('商品列表')).toHaveAttribute('aria-checked', 'true');
    expect(calls(http, 'PUT api/roles/menu')).toHaveLength(0);
  });

  it('shows a role at the operator’s own level read-only too (issue 22: the server refuses it)', async () => {
    const { http } = await setup();
    await userEvent.click(within(roleRow('店长')).getByText('店长'));
    await waitFor(() => expect(within(menuPane()).getByText('角色：店长')).toBeInTheDocument());
    await waitFor(() => expect(menuItem('商品列表')).toHaveAttribute('aria-checked', 'true'));
    expect(within(menuPane()).getByRole('button', { name: '保存' })).toBeDisabled();
    await userEvent.click(menuItem('商品列表'));
    expect(menuItem('商品列表')).toHaveAttribute('aria-checked', 'true');
    expect(calls(http, 'PUT api/roles/menu')).toHaveLength(0);
  });

  it('lets admin write any role, its own level included, and give any level', async () => {
    const { http } = await setup({ roles: ['admin'], myLevel: 1 });
    for (const name of ['超级管理员', '店长', '客服']) {
      expect(within(roleRow(name)).getByRole('button', { name: `编辑 ${name}` })).toBeInTheDocument();
      expect(within(roleRow(name)).getByRole('checkbox')).toBeEnabled();
    }
    await userEvent.click(within(roleRow('超级管理员')).getByText('超级管理员'));
    await waitFor(() => expect(within(menuPane()).getByRole('button', { name: '保存' })).toBeEnabled());

    await userEvent.click(within(rolePane()).getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增角色' });
    expect(within(dialog).getByLabelText(/角色级别/)).toHaveValue(3);
    await userEvent.type(within(dialog).getByLabelText(/角色名称/), '财务');
    await userEvent.type(within(dialog).getByLabelText(/角色权限/), 'finance');
    await userEvent.clear(within(dialog).getByLabelText(/角色级别/));
    await userEvent.type(within(dialog).getByLabelText(/角色级别/), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(calls(http, 'POST api/roles')).toHaveLength(1));
    expect(calls(http, 'POST api/roles')[0]?.data).toMatchObject({ name: '财务', level: 1 });
  });

  it('without roles:edit there is no 保存 and no 新增', async () => {
    await setup({ roles: ['roles:list'] });
    expect(within(menuPane()).queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    expect(within(rolePane()).queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  });

  it('checks the dialog in the contract’s words, holds the level rule, and keeps the input when the server refuses', async () => {
    const { http } = await setup();
    await userEvent.click(within(rolePane()).getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增角色' });
    expect(within(dialog).getByLabelText(/角色级别/)).toHaveValue(3);
    expect(within(dialog).getByRole('combobox', { name: /数据范围/ })).toHaveTextContent('全部');

    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('请输入名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入权限')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/角色名称/), '财务');
    await userEvent.type(within(dialog).getByLabelText(/角色权限/), 'finance');
    await userEvent.clear(within(dialog).getByLabelText(/角色级别/));
    await userEvent.type(within(dialog).getByLabelText(/角色级别/), '1');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /数据范围/ }));
    await userEvent.click(screen.getByRole('option', { name: '自定义' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('角色级别不能小于你的角色级别 2')).toBeInTheDocument();
    expect(within(dialog).getByText('自定义数据权限不能为空')).toBeInTheDocument();
    // Their own level is not theirs to give either (issue 22).
    await userEvent.clear(within(dialog).getByLabelText(/角色级别/));
    await userEvent.type(within(dialog).getByLabelText(/角色级别/), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('角色级别须大于你的角色级别 2，同级的角色只读')).toBeInTheDocument();
    expect(calls(http, 'POST api/roles')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText(/角色级别/));
    await userEvent.type(within(dialog).getByLabelText(/角色级别/), '4');
    await userEvent.click(within(dialog).getByRole('button', { name: /数据权限/ }));
    await userEvent.type(screen.getByRole('textbox', { name: '搜索数据权限' }), '研发');
    await userEvent.click(await screen.findByRole('treeitem', { name: '研发部' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));

    expect(await within(dialog).findByText('Role with username 财务 existed')).toBeInTheDocument();
    expect(calls(http, 'POST api/roles')[0]?.data).toEqual({ name: '财务', level: 4, dataScope: '自定义', depts: [{ id: 2 }], remark: '', description: '', permission: 'finance' });
    expect(within(dialog).getByLabelText(/角色名称/)).toHaveValue('财务');
  });
});
