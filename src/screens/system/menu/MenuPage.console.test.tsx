import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAt } from '@/testing/renderApp';
import { allowSlowScreens } from '@/testing/screenTest';

/* 菜单管理 inside the whole console: a change reaches the signed-in user's own sidebar and routes at once. */

allowSlowScreens();

const page = (name: string, path: string, component: string, title: string, icon: string) => ({ name, path, hidden: false, component, meta: { title, icon, noCache: true } });
const systemFolder = (children: unknown[]) => ({
  name: '系统管理',
  path: '/system',
  hidden: false,
  redirect: 'noredirect',
  component: 'Layout',
  alwaysShow: true,
  meta: { title: '系统管理', icon: 'system', noCache: true },
  children,
});

const menuPage = page('Menu', 'menu', 'system/menu/index', '菜单管理', 'menu');
const newPage = page('测试菜单', 'console-test', 'test/console/index', '测试菜单', 'dictionary');

const rows = {
  content: [
    {
      id: 1,
      type: 0,
      name: '系统管理',
      pid: 0,
      sort: 1,
      path: 'system',
      icon: 'system',
      createTime: '2026-11-22 10:00:00',
      children: [{ id: 2, type: 1, name: '菜单管理', pid: 1, sort: 1, path: 'menu', component: 'system/menu/index', icon: 'menu', createTime: '2026-11-22 10:00:00' }],
    },
  ],
  totalElements: 2,
};

it('creating a menu updates the sidebar without a reload, and the new route opens 页面未实现', async () => {
  const { http, services } = await signedInAt('/system/menu', {
    'GET api/menus/build': { status: 200, data: [systemFolder([menuPage])] },
    'GET api/menus': { status: 200, data: rows },
    'GET api/menus/tree': { status: 200, data: [{ id: 1, label: '系统管理', children: [{ id: 2, label: '菜单管理' }] }] },
  });
  // Once created, the server's menus for this user hold the new page.
  http.set('POST api/menus', () => {
    http.set('GET api/menus/build', { status: 200, data: [systemFolder([menuPage, newPage])] });
    return { status: 201, data: {} };
  });
  expect(await screen.findByRole('heading', { name: '菜单管理' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: '主菜单' });
  expect(within(nav).queryByRole('link', { name: '测试菜单' })).not.toBeInTheDocument();
  const buildCalls = () => http.calls.filter((call) => call.key === 'GET api/menus/build').length;
  const before = buildCalls();

  await userEvent.click(screen.getByRole('button', { name: '新增' }));
  const dialog = screen.getByRole('dialog', { name: '新增菜单' });
  for (const [label, value] of [
    [/^菜单标题/, '测试菜单'],
    [/^路由地址/, 'console-test'],
    [/^组件路径/, 'test/console/index'],
  ] as const) {
    await userEvent.click(within(dialog).getByRole('textbox', { name: label }));
    await userEvent.paste(value);
  }
  await userEvent.click(within(dialog).getByRole('button', { name: /^上级类目/ }));
  await userEvent.click(within(screen.getByRole('tree', { name: '上级类目' })).getByRole('treeitem', { name: '系统管理' }));
  await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));

  // The presenter shows the success, the session reloads the menus, the sidebar follows.
  expect(await screen.findByText('新增成功')).toBeInTheDocument();
  await waitFor(() => expect(buildCalls()).toBe(before + 1));
  const link = await within(nav).findByRole('link', { name: '测试菜单' });
  await userEvent.click(link);
  await waitFor(() => expect(services.router.state.location.pathname).toBe('/system/console-test'));
  expect(await screen.findByRole('heading', { name: '页面未实现' })).toBeInTheDocument();
  expect(screen.getByText('test/console/index')).toBeInTheDocument();
});
