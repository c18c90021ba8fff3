import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { fakeHttp, type FakeReply } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, columnHeaders, listTable, notices } from '@/testing/screenTest';
import { formatDateTime } from '@/shared/time/time';
import OnlinePage from './index';

type Flavour = 'embedded' | 'eladmin';

/**
 * `auth/online` over the generic in-memory back end: the embedded server's rows (`dept`
 * and yshop's `job`) or eladmin's (`dept` only, the key an encrypted token), filtered by
 * `filter` (embedded) or `username` (eladmin); 强退 removes sessions by their keys.
 */
function onlineBackend(flavour: Flavour) {
  const online = fakeResource({
    url: 'auth/online',
    records: [
      { id: 1, key: 'k-editor', userName: 'editor', nickName: '编辑', dept: '研发部', job: '研发部/全栈开发' },
      { id: 2, key: 'k-admin', userName: 'admin', nickName: '管理员', dept: '总部', job: '总部/总经理' },
    ],
    toWire: ({ id: _id, job, ...s }) => ({
      ...s,
      ...(flavour === 'embedded' ? { job } : { uid: 1 }),
      ip: '127.0.0.1',
      address: '内网IP',
      browser: 'Chrome 120.0 / Windows 10',
      loginTime: flavour === 'embedded' ? '2026-11-24 09:30:00' : '2026-11-24T09:30:00.000+08:00',
    }),
    filters: {
      filter: (s, text) => flavour === 'eladmin' || s.userName.includes(String(text)) || s.nickName.includes(String(text)),
      username: (s, text) => flavour === 'embedded' || s.userName.includes(String(text)),
    },
  });
  const sessions = online.records;
  const routes: Record<string, FakeReply | ((request: InternalAxiosRequestConfig) => FakeReply)> = {
    ...online.routes,
    'DELETE auth/online': (request) => {
      const keys = (typeof request.data === 'string' ? JSON.parse(request.data) : request.data) as string[];
      keys.forEach((key) => sessions.splice(sessions.findIndex((s) => s.key === key), 1));
      return { status: 200 };
    },
  };
  return { sessions, routes };
}

async function setup({ flavour = 'embedded' as Flavour, roles = ['admin'], routes = {} as Record<string, FakeReply> } = {}) {
  const backend = onlineBackend(flavour);
  const http = await fakeHttp({ ...backend.routes, ...routes });
  const view = renderWithProviders(<OnlinePage />, { session: fakeSession({ roles }).handle });
  return { http, backend, ...view };
}

const { table, row } = listTable('在线用户列表');
const headers = () => columnHeaders(table());

allowSlowScreens();

describe('在线用户', () => {
  it('lists the embedded server\'s sessions with 岗位 (部门/岗位)', async () => {
    await setup();
    await within(table()).findByText('editor');
    expect(headers()).toEqual(['', '用户名', '用户昵称', '岗位', '登录IP', '登录地点', '浏览器', '登录时间', '操作']);
    expect(within(row('editor')).getByText('研发部/全栈开发')).toBeInTheDocument();
    expect(within(row('editor')).getByText('Chrome 120.0 / Windows 10')).toBeInTheDocument();
    expect(within(row('editor')).getByText('2026-11-24 09:30:00')).toBeInTheDocument();
  });

  it('lists eladmin\'s sessions with 会话编号 and 部门, its ISO time as yyyy-MM-dd HH:mm:ss', async () => {
    await setup({ flavour: 'eladmin' });
    await within(table()).findByText('editor');
    expect(headers()).toEqual(['', '会话编号', '用户名', '用户昵称', '部门', '登录IP', '登录地点', '浏览器', '登录时间', '操作']);
    expect(within(row('editor')).getByText('研发部')).toBeInTheDocument();
    expect(within(row('editor')).getByText('k-editor')).toBeInTheDocument();
    expect(within(row('editor')).getByText(formatDateTime('2026-11-24T09:30:00.000+08:00'))).toBeInTheDocument();
  });

  it.each<Flavour>(['embedded', 'eladmin'])('searches with one box sent as filter and username (%s)', async (flavour) => {
    const { http } = await setup({ flavour });
    await within(table()).findByText('editor');
    const box = screen.getByPlaceholderText('全表模糊搜索');
    await userEvent.type(box, 'edi{Enter}');
    await waitFor(() => expect(within(table()).queryByText('admin')).not.toBeInTheDocument());
    expect(calls(http, 'GET auth/online').at(-1)?.params).toEqual({ filter: 'edi', username: 'edi', page: 0, size: 10 });
    expect(within(table()).getByText('editor')).toBeInTheDocument();
  });

  it('exports what the box searched, sent as both keys', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
    try {
      const { http } = await setup({ routes: { 'GET auth/online/download': { status: 200, data: new Blob(['x']) } } });
      await within(table()).findByText('editor');
      await userEvent.type(screen.getByPlaceholderText('全表模糊搜索'), 'edi{Enter}');
      await waitFor(() => expect(within(table()).queryByText('admin')).not.toBeInTheDocument());
      await userEvent.click(screen.getByRole('button', { name: '导出' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect(calls(http, 'GET auth/online/download').map((c) => c.params)).toEqual([{ filter: 'edi', username: 'edi' }]);
    } finally {
      click.mockRestore();
    }
  });

  it('forces one session out after its popover, by its key, and says 强退成功！', async () => {
    const { http, store } = await setup();
    await within(table()).findByText('editor');
    await userEvent.click(within(row('editor')).getByRole('button', { name: '强退 editor' }));
    const popover = screen.getByRole('alertdialog');
    expect(popover).toHaveTextContent('确定强制退出该用户吗？');
    await userEvent.click(within(popover).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(table()).queryByText('editor')).not.toBeInTheDocument());
    expect(calls(http, 'DELETE auth/online').map((c) => c.data)).toEqual([['k-editor']]);
    expect(notices(store)).toContain('强退成功！');
  });

  it('forces the ticked sessions out after 确认强退选中的2个用户?, and none on 取消', async () => {
    const { http } = await setup();
    await within(table()).findByText('editor');
    const kick = within(screen.getByRole('toolbar', { name: '在线用户操作' })).getByRole('button', { name: '强退' });
    expect(kick).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    await userEvent.click(kick);
    const confirm = screen.getByRole('dialog', { name: '提示' });
    expect(confirm).toHaveTextContent('确认强退选中的2个用户?');
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).not.toBeInTheDocument());
    expect(calls(http, 'DELETE auth/online')).toHaveLength(0);

    await userEvent.click(kick);
    await userEvent.click(within(screen.getByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).not.toBeInTheDocument());
    await within(table()).findByText('暂无数据');
    expect(calls(http, 'DELETE auth/online').map((c) => c.data)).toEqual([['k-editor', 'k-admin']]);
  });

  it('keeps the sessions when 强退 is refused, with no success notice', async () => {
    const { store } = await setup({ routes: { 'DELETE auth/online': { status: 403, data: { status: 403, message: '不允许访问' } } } });
    await within(table()).findByText('editor');
    await userEvent.click(within(row('editor')).getByRole('button', { name: '强退 editor' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(row('editor')).getByRole('button', { name: '强退 editor' })).toBeEnabled());
    expect(notices(store)).not.toContain('强退成功！');
  });

  it('offers no 强退 and no ticks without auth_online, but 导出', async () => {
    await setup({ roles: ['user:list'] });
    await within(table()).findByText('editor');
    expect(screen.queryByRole('button', { name: /强退/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeEnabled();
  });

  it('lets yshop\'s auth_online force users out', async () => {
    await setup({ roles: ['auth_online'] });
    await within(table()).findByText('editor');
    expect(within(row('editor')).getByRole('button', { name: '强退 editor' })).toBeInTheDocument();
  });

  it('says 暂无数据 with nobody signed in (eladmin leaves content out)', async () => {
    await setup({ routes: { 'GET auth/online': { status: 200, data: { totalElements: 0 } } } });
    await within(table()).findByText('暂无数据');
    expect(screen.getByRole('button', { name: '导出' })).toBeDisabled();
  });

  it('asks anew whenever shown: a session that began meanwhile is listed', async () => {
    const { backend, store, unmount } = await setup();
    await within(table()).findByText('editor');
    unmount();
    backend.sessions.push({ id: 3, key: 'k-ops', userName: 'ops', nickName: '运营', dept: '运营部', job: '运营部/运营专员' });
    renderWithProviders(<OnlinePage />, { store, session: fakeSession({ roles: ['admin'] }).handle });
    expect(await within(table()).findByText('ops')).toBeInTheDocument();
  });

  it('says 加载失败 with 重试 when the list fails, and shows the sessions once it answers', async () => {
    const { http } = await setup({ routes: { 'GET auth/online': { status: 500, data: { status: 500, message: '服务器错误' } } } });
    await within(table()).findByText(/加载失败/);
    http.set('GET auth/online', onlineBackend('embedded').routes['GET auth/online']!);
    await userEvent.click(within(table()).getByRole('button', { name: '重试' }));
    await within(table()).findByText('editor');
  });
});
