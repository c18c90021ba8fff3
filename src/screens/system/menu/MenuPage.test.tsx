import { act, screen, waitFor, within } from '@testing-library/react';
import { Activity, useState } from 'react';
import type { InternalAxiosRequestConfig } from 'axios';
import { fakeHttp, type FakeHttp, type FakeReply } from '@/testing/fakeHttp';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls } from '@/testing/screenTest';
import { menusApi } from '@/api/menus';
import MenuPage from './index';
import { quickUser } from '@/testing/quickUser';

const user = quickUser();

/* 菜单管理 over faked HTTP, with a stand-in session holding the roles. */

const row = (over: Record<string, unknown>) => ({
  type: 1,
  pid: 0,
  sort: 1,
  path: null,
  component: null,
  componentName: null,
  icon: null,
  permission: null,
  iFrame: false,
  cache: false,
  hidden: false,
  createTime: '2026-11-22 10:00:00',
  ...over,
});

const menuRow = row({
  id: 2,
  pid: 1,
  name: '菜单管理',
  path: 'menu',
  component: 'system/menu/index',
  componentName: 'Menu',
  icon: 'menu',
  permission: 'menu:list',
  cache: true,
  sort: 3,
  children: [row({ id: 3, pid: 2, type: 2, name: '菜单新增', permission: 'menu:add' }), row({ id: 4, pid: 2, type: 2, name: '菜单删除', permission: 'menu:del' })],
});

const menuTable = [
  row({
    id: 1,
    type: 0,
    name: '系统管理',
    path: 'system',
    icon: 'system',
    children: [
      menuRow,
      row({ id: 5, pid: 1, name: '字典管理', path: 'dict', component: 'system/dict/index', icon: 'dictionary', hidden: true, sort: 6 }),
    ],
  }),
  row({ id: 6, type: 0, name: '商品管理', path: 'goods', icon: 'shop', sort: 2 }),
];

const tree = [
  {
    id: 1,
    label: '系统管理',
    children: [
      { id: 2, label: '菜单管理', children: [{ id: 3, label: '菜单新增' }, { id: 4, label: '菜单删除' }] },
      { id: 5, label: '字典管理' },
    ],
  },
  { id: 6, label: '商品管理' },
];

function listMenus(request: InternalAxiosRequestConfig): FakeReply {
  const blurry = (request.params as { blurry?: string } | undefined)?.blurry;
  // As the server does: the matches, nested under each other; a match whose parent did not match is a root.
  if (blurry === '菜单') return { status: 200, data: { content: [menuRow], totalElements: 3 } };
  return { status: 200, data: { content: menuTable, totalElements: 6 } };
}

const routes = {
  'GET api/menus': listMenus,
  'GET api/menus/tree': { status: 200, data: tree },
  'POST api/menus': { status: 201, data: {} },
  'PUT api/menus': { status: 204 },
  'DELETE api/menus': { status: 200 },
  'GET api/menus/build': { status: 200, data: [] },
};

/** The shell's hold on the signed-in user's menus, which menu writes must refresh. */
function SignedInMenus() {
  menusApi.useBuildMenusQuery();
  return null;
}

async function renderPage(roles: string[] = ['admin'], extra: Record<string, FakeReply | ((r: InternalAxiosRequestConfig) => FakeReply)> = {}) {
  const http: FakeHttp = await fakeHttp({ ...routes, ...extra });
  const session = fakeSession({ roles });
  const utils = renderWithProviders(
    <>
      <SignedInMenus />
      <MenuPage />
    </>,
    { session: session.handle },
  );
  await screen.findByText('系统管理');
  return { ...utils, http, session };
}

// Typing key by key re-renders the whole dialog per key: paste the text instead.
async function fill(field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

allowSlowScreens(20_000);

const table = () => screen.getByRole('table', { name: '菜单列表' });
const rowOf = (title: string) => within(table()).getByText(title, { exact: true }).closest('tr') as HTMLElement;
/** How often the signed-in user's menus were fetched again after the first time. */
const menuReloads = (http: FakeHttp) => calls(http, 'GET api/menus/build').length - 1;

/** MenuPage as a kept tab: hidden and shown again the way KeptPages does it. */
function KeptMenuPage() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((now) => !now)}>
        切换标签
      </button>
      <Activity mode={shown ? 'visible' : 'hidden'}>
        <MenuPage />
      </Activity>
    </>
  );
}

describe('菜单管理', () => {
  it('as a kept tab, comes back without asking the server again while its list is fresh, and asks once it is old', async () => {
    const http = await fakeHttp(routes);
    renderWithProviders(<KeptMenuPage />, { session: fakeSession({ roles: ['admin'] }).handle });
    await screen.findByText('系统管理');
    const asked = () => calls(http, 'GET api/menus').length;
    expect(asked()).toBe(1);
    await user.click(screen.getByRole('button', { name: '切换标签' }));
    await user.click(screen.getByRole('button', { name: '切换标签' }));
    expect(screen.getByRole('table', { name: '菜单列表' })).toBeVisible();
    expect(asked()).toBe(1);
    // Half a minute later (REFETCH_OLDER_THAN_SECONDS), coming back refreshes the list.
    // Only the clock is faked: timers keep running for the user events.
    jest.useFakeTimers({ now: Date.now() + 31_000, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'hrtime', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'] });
    try {
      await user.click(screen.getByRole('button', { name: '切换标签' }));
      await user.click(screen.getByRole('button', { name: '切换标签' }));
      await waitFor(() => expect(asked()).toBe(2));
      await act(async () => undefined);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the top level, expands and collapses children, and renders each column', async () => {
    await renderPage();
    expect(within(table()).queryByText('菜单管理')).not.toBeInTheDocument();
    expect(within(rowOf('系统管理')).getByRole('img', { name: 'system' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '展开 系统管理' }));
    expect(screen.getByRole('button', { name: '收起 系统管理' })).toHaveAttribute('aria-expanded', 'true');
    const menuRow = rowOf('菜单管理');
    expect(within(menuRow).getAllByRole('cell').slice(1).map((cell) => cell.textContent)).toEqual(['menu', '3', 'menu:list', 'menu', 'system/menu/index', '是', '是', '2026-11-22 10:00:00', '编辑删除']);
    expect(within(menuRow).getByRole('img', { name: 'menu' })).toBeInTheDocument();
    // 可见 is the inverse of hidden.
    expect(within(rowOf('字典管理')).getAllByRole('cell')[6]).toHaveTextContent('否');
    expect(within(table()).queryByText('菜单新增')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '展开 菜单管理' }));
    expect(within(table()).getByText('菜单新增')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '收起 系统管理' }));
    expect(within(table()).queryByText('菜单管理')).not.toBeInTheDocument();
    expect(within(table()).queryByText('菜单新增')).not.toBeInTheDocument();
  });

  it('searches by title (results open) and resets', async () => {
    const { http } = await renderPage();
    await user.type(screen.getByRole('textbox', { name: '模糊搜索' }), '菜单');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    // The matches come open: the buttons below 菜单管理 show without a click.
    expect(await within(table()).findByText('菜单新增')).toBeInTheDocument();
    expect(calls(http, 'GET api/menus').at(-1)?.params).toEqual({ blurry: '菜单' });
    expect(within(table()).queryByText('商品管理')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '收起 菜单管理' }));
    expect(within(table()).queryByText('菜单新增')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(await within(table()).findByText('商品管理')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '模糊搜索' })).toHaveValue('');
    expect(calls(http, 'GET api/menus').at(-1)?.params).toBeUndefined();
    // 搜索 with the same text asks again.
    const before = calls(http, 'GET api/menus').length;
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(calls(http, 'GET api/menus')).toHaveLength(before + 1));
  });

  it('creates a menu: validation messages first, then the POST body, the refresh of the list and of the signed-in menus', async () => {
    const { http, store } = await renderPage();
    const listCalls = calls(http, 'GET api/menus').length;
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增菜单' });

    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('请输入菜单标题')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入路由地址')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入组件路径')).toBeInTheDocument();
    expect(calls(http, 'POST api/menus')).toHaveLength(0);

    await fill(within(dialog).getByRole('textbox', { name: /^菜单标题/ }), '测试菜单');
    await fill(within(dialog).getByRole('textbox', { name: /^路由地址/ }), 'e2e-test');
    await fill(within(dialog).getByRole('textbox', { name: /^组件路径/ }), 'test/e2e/index');
    await fill(within(dialog).getByRole('textbox', { name: /^组件名称/ }), 'E2eTest');
    await fill(within(dialog).getByRole('textbox', { name: /^权限标识/ }), 'test:list');
    const sort = within(dialog).getByRole('textbox', { name: /^菜单排序/ });
    await fill(sort, 'abc');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('排序须为 0 到 99999 之间的整数')).toBeInTheDocument();
    expect(within(dialog).queryByText('请输入菜单标题')).not.toBeInTheDocument();
    expect(calls(http, 'POST api/menus')).toHaveLength(0);
    await fill(sort, '50');

    // The icon picker: search the grid, pick one.
    await user.click(within(dialog).getByRole('button', { name: '菜单图标' }));
    const picker = screen.getByRole('dialog', { name: '选择图标' });
    await fill(within(picker).getByRole('textbox', { name: '搜索图标' }), 'dict');
    expect(within(picker).getAllByRole('option').map((option) => option.getAttribute('aria-label'))).toEqual(['dictionary']);
    await user.click(within(picker).getByRole('option', { name: 'dictionary' }));
    expect(within(dialog).getByRole('button', { name: '菜单图标' })).toHaveAccessibleDescription('dictionary');

    // The parent tree: 顶级类目 on top, expand 系统管理's branch, pick it.
    await user.click(within(dialog).getByRole('button', { name: /^上级类目/ }));
    const parentTree = screen.getByRole('tree', { name: '上级类目' });
    expect(within(parentTree).getAllByRole('treeitem').map((item) => item.textContent)).toEqual(['顶级类目', '系统管理', '商品管理']);
    // Keyboard: down to 系统管理, open it, down to its first child, back up and pick 系统管理.
    await waitFor(() => expect(within(parentTree).getByRole('treeitem', { name: '顶级类目' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(parentTree).getByRole('treeitem', { name: '系统管理' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(parentTree).getByRole('treeitem', { name: '系统管理' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(within(parentTree).getByRole('treeitem', { name: '菜单管理' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(within(dialog).getByRole('button', { name: '上级类目 系统管理' })).toBeInTheDocument();

    await user.click(within(within(dialog).getByRole('radiogroup', { name: '菜单缓存' })).getByRole('radio', { name: '是' }));

    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增菜单' })).not.toBeInTheDocument());
    expect(calls(http, 'POST api/menus').map((call) => call.data)).toEqual([
      {
        type: 1,
        name: '测试菜单',
        pid: 1,
        sort: 50,
        path: 'e2e-test',
        component: 'test/e2e/index',
        componentName: 'E2eTest',
        icon: 'dictionary',
        permission: 'test:list',
        iFrame: false,
        iframe: false,
        cache: true,
        hidden: false,
      },
    ]);
    await waitFor(() => expect(menuReloads(http)).toBe(1));
    expect(store.getState().notifications.items.map((item) => [item.message, item.severity])).toEqual([['新增成功', 'success']]);
    // The table and the tree are fetched again.
    await waitFor(() => expect(calls(http, 'GET api/menus').length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(calls(http, 'GET api/menus/tree').length).toBe(2));
  });

  it('shows the fields per type: a button has no path or component, an external link needs an http(s) URL', async () => {
    const { http } = await renderPage();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增菜单' });

    await user.click(within(dialog).getByRole('radio', { name: '按钮' }));
    expect(within(dialog).getByRole('textbox', { name: /^按钮名称/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /^路由地址/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /^组件路径/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '菜单图标' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radiogroup', { name: '外链菜单' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: '目录' }));
    expect(within(dialog).queryByRole('textbox', { name: /^权限标识/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /^组件路径/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radiogroup', { name: '菜单缓存' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: '菜单' }));
    await user.click(within(within(dialog).getByRole('radiogroup', { name: '外链菜单' })).getByRole('radio', { name: '是' }));
    expect(within(dialog).queryByRole('textbox', { name: /^组件路径/ })).not.toBeInTheDocument();
    await fill(within(dialog).getByRole('textbox', { name: /^菜单标题/ }), '文档');
    await fill(within(dialog).getByRole('textbox', { name: /^外链地址/ }), 'docs.example.com');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('外链必须以 http:// 或 https:// 开头')).toBeInTheDocument();
    expect(calls(http, 'POST api/menus')).toHaveLength(0);

    await fill(within(dialog).getByRole('textbox', { name: /^外链地址/ }), 'https://docs.example.com');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(calls(http, 'POST api/menus')).toHaveLength(1));
    expect(calls(http, 'POST api/menus')[0]?.data).toMatchObject({ iFrame: true, iframe: true, path: 'https://docs.example.com', component: null, pid: 0 });
  });

  it('edits a menu with PUT, its id and its parent kept', async () => {
    const { http } = await renderPage();
    await user.click(screen.getByRole('button', { name: '展开 系统管理' }));
    await user.click(screen.getByRole('button', { name: '编辑 菜单管理' }));
    const dialog = screen.getByRole('dialog', { name: '编辑菜单' });
    const title = within(dialog).getByRole('textbox', { name: /^菜单标题/ });
    expect(title).toHaveValue('菜单管理');
    expect(within(dialog).getByRole('textbox', { name: /^组件路径/ })).toHaveValue('system/menu/index');
    expect(within(dialog).getByRole('button', { name: '上级类目 系统管理' })).toBeInTheDocument();

    // It cannot become its own child.
    await user.click(within(dialog).getByRole('button', { name: /^上级类目/ }));
    const parentTree = screen.getByRole('tree', { name: '上级类目' });
    // Opened at the current parent.
    expect(within(parentTree).getByRole('treeitem', { name: '系统管理' })).toHaveAttribute('aria-selected', 'true');
    // The arrow beside a node opens it.
    await user.click(within(parentTree).getByRole('treeitem', { name: '系统管理' }).querySelector('[data-tree-toggle]')!);
    expect(within(parentTree).getByRole('treeitem', { name: '菜单管理' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(parentTree).getByRole('treeitem', { name: '菜单管理' }));
    expect(screen.getByRole('tree', { name: '上级类目' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await fill(title, '菜单设置');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(calls(http, 'PUT api/menus')).toHaveLength(1));
    expect(calls(http, 'PUT api/menus')[0]?.data).toEqual({
      id: 2,
      type: 1,
      name: '菜单设置',
      pid: 1,
      sort: 3,
      path: 'menu',
      component: 'system/menu/index',
      componentName: 'Menu',
      icon: 'menu',
      permission: 'menu:list',
      iFrame: false,
      iframe: false,
      cache: true,
      hidden: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑菜单' })).not.toBeInTheDocument());
    await waitFor(() => expect(menuReloads(http)).toBe(1));
  });

  it('keeps the dialog and the input when the server refuses, with its message', async () => {
    const { http } = await renderPage(['admin'], { 'POST api/menus': { status: 400, data: { status: 400, message: '组件名称 Menu 已存在' } } });
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增菜单' });
    await fill(within(dialog).getByRole('textbox', { name: /^菜单标题/ }), '重复');
    await fill(within(dialog).getByRole('textbox', { name: /^路由地址/ }), 'dup');
    await fill(within(dialog).getByRole('textbox', { name: /^组件路径/ }), 'dup/index');
    await fill(within(dialog).getByRole('textbox', { name: /^组件名称/ }), 'Menu');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('组件名称 Menu 已存在');
    expect(calls(http, 'POST api/menus')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: '新增菜单' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^菜单标题/ })).toHaveValue('重复');
    expect(within(dialog).getByRole('textbox', { name: /^组件名称/ })).toHaveValue('Menu');
    expect(menuReloads(http)).toBe(0);

    // Fixed and sent again: the old message goes.
    http.set('POST api/menus', { status: 201, data: {} });
    await user.clear(within(dialog).getByRole('textbox', { name: /^组件名称/ }));
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增菜单' })).not.toBeInTheDocument());
    await waitFor(() => expect(menuReloads(http)).toBe(1));
  });

  it('deletes after a confirm naming the menu, with the ids of its whole subtree', async () => {
    const { http } = await renderPage();
    await waitFor(() => expect(calls(http, 'GET api/menus/tree')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '删除 系统管理' }));
    const confirm = screen.getByRole('alertdialog', { name: '提示' });
    expect(confirm).toHaveTextContent('确定删除菜单「系统管理」吗？其下的 4 个子菜单也会一并删除。');

    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls(http, 'DELETE api/menus')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '删除 系统管理' }));
    await user.click(within(screen.getByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(http, 'DELETE api/menus')).toHaveLength(1));
    expect(calls(http, 'DELETE api/menus')[0]?.data).toEqual([1, 2, 3, 4, 5]);
    await waitFor(() => expect(menuReloads(http)).toBe(1));
  });

  it('refreshes the list and the signed-in menus when a delete is refused: part of a batch may be gone', async () => {
    const { http } = await renderPage(['admin'], { 'DELETE api/menus': { status: 400, data: { status: 400, message: '不能删除' } } });
    await user.click(screen.getByRole('button', { name: '删除 商品管理' }));
    expect(screen.getByRole('alertdialog', { name: '提示' })).toHaveTextContent('确定删除菜单「商品管理」吗？');
    await user.click(within(screen.getByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(http, 'DELETE api/menus')).toHaveLength(1));
    expect(calls(http, 'DELETE api/menus')[0]?.data).toEqual([6]);
    await waitFor(() => expect(menuReloads(http)).toBe(1));
  });

  it('shows odd data whole and once: pids in a cycle, missing parents, a repeated id', async () => {
    const odd = [
      row({ id: 1, pid: 2, type: 0, name: '甲', children: [row({ id: 2, pid: 1, type: 0, name: '乙', children: [row({ id: 3, pid: 99, name: '丙' }), row({ id: 1, pid: 2, name: '甲again' })] })] }),
      row({ id: 4, pid: 77, name: '丁' }),
      row({ id: 2, pid: 1, name: '乙again' }),
    ];
    const oddTree = [{ id: 1, pid: 2, label: '甲', children: [{ id: 2, pid: 1, label: '乙', children: [{ id: 3, label: '丙' }, { id: 1, label: '甲again' }] }] }, { id: 4, pid: 77, label: '丁' }];
    const http = await fakeHttp({ ...routes, 'GET api/menus': { status: 200, data: { content: odd, totalElements: 5 } }, 'GET api/menus/tree': { status: 200, data: oddTree } });
    renderWithProviders(<MenuPage />, { session: fakeSession({ roles: ['admin'] }).handle });
    await screen.findByText('甲');
    await user.click(screen.getByRole('button', { name: '展开 甲' }));
    await user.click(screen.getByRole('button', { name: '展开 乙' }));
    expect(within(table()).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['甲目录', '乙目录', '丙菜单', '丁菜单']);

    await user.click(screen.getByRole('button', { name: '编辑 乙' }));
    const dialog = screen.getByRole('dialog', { name: '编辑菜单' });
    await user.click(within(dialog).getByRole('button', { name: /^上级类目/ }));
    const parentTree = screen.getByRole('tree', { name: '上级类目' });
    expect(within(parentTree).getAllByRole('treeitem').map((item) => item.textContent)).toEqual(['顶级类目', '甲', '丁']);
    expect(within(parentTree).getByRole('treeitem', { name: '甲' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(parentTree).getByRole('treeitem', { name: '甲' }).querySelector('[data-tree-toggle]')!);
    expect(within(parentTree).getByRole('treeitem', { name: '乙' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));

    await waitFor(() => expect(calls(http, 'GET api/menus/tree')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '删除 甲' }));
    await user.click(within(screen.getByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(http, 'DELETE api/menus')).toHaveLength(1));
    expect(calls(http, 'DELETE api/menus')[0]?.data).toEqual([1, 2, 3]);
  });

  it('hides 新增, 编辑 and 删除 without their permissions', async () => {
    const { http } = await renderPage(['menu:list']);
    await user.click(screen.getByRole('button', { name: '展开 系统管理' }));
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^编辑/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^删除/ })).not.toBeInTheDocument();
    expect(within(table()).queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
    // The parent tree is only for those who change menus.
    expect(calls(http, 'GET api/menus/tree')).toHaveLength(0);
  });

  it.each([
    [['menu:add'], ['新增']],
    [['menu:edit'], ['编辑 系统管理']],
    [['menu:del'], ['删除 系统管理']],
    [['admin'], ['新增', '编辑 系统管理', '删除 系统管理']],
  ])('with %j shows exactly %j', async (roles, visible) => {
    await renderPage(['menu:list', ...roles]);
    const shown = ['新增', '编辑 系统管理', '删除 系统管理'].filter((name) => screen.queryByRole('button', { name }) !== null);
    expect(shown).toEqual(visible);
  });
});
