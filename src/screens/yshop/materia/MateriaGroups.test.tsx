import type { InternalAxiosRequestConfig } from 'axios';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeHttp, type FakeReply } from '@/testing/fakeHttp';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens } from '@/testing/screenTest';
import { MateriaPage } from './MateriaPage';
import { quickUser } from '@/testing/quickUser';

const user = quickUser();

/* 上传图片's groups: 新建分组, 重命名, 删除 (confirmed in a dialog), moving chosen pictures; none without groups on the back end. */

interface Stored {
  id: number;
  filename: string;
  groupId: number | null;
}

/** The embedded server's group calls over a small library, keeping what they change. */
function groupServer() {
  let groups = [
    { id: 1, name: '商品图' },
    { id: 2, name: '分类图' },
  ];
  const stored: Stored[] = [
    { id: 3, filename: 'cup.png', groupId: 1 },
    { id: 2, filename: 'tea.png', groupId: null },
    { id: 1, filename: 'logo.png', groupId: null },
  ];
  const wire = (p: Stored) => ({ ...p, url: `http://api.test/file/pictures/p${p.id}.png`, size: 10, width: 1, height: 1, createTime: '2026-11-22 10:00:00' });
  const count = (id: number) => stored.filter((p) => p.groupId === id).length;
  const parsed = (request: InternalAxiosRequestConfig) => JSON.parse(String(request.data)) as Record<string, unknown>;
  const routes: Record<string, (request: InternalAxiosRequestConfig) => FakeReply> = {
    'GET api/pictures/groups': () => ({ status: 200, data: groups.map((g) => ({ ...g, count: count(g.id) })) }),
    'GET api/pictures': (request) => {
      const { groupId } = request.params as { groupId?: number };
      const found = stored.filter((p) => groupId === undefined || p.groupId === (groupId === 0 ? null : groupId));
      return { status: 200, data: { content: found.map(wire), totalElements: found.length } };
    },
    'POST api/pictures/groups': (request) => {
      const name = String(parsed(request).name);
      if (groups.some((g) => g.name === name)) return { status: 400, data: { status: 400, message: '分组名称已存在' } };
      const made = { id: 9, name };
      groups = [...groups, made];
      return { status: 201, data: { ...made, count: 0 } };
    },
    'PUT api/pictures/groups': (request) => {
      const { id, name } = parsed(request) as { id: number; name: string };
      groups = groups.map((g) => (g.id === id ? { ...g, name } : g));
      return { status: 204 };
    },
    'DELETE api/pictures/groups/:id': (request) => {
      const id = Number(request.url?.split('/').pop());
      groups = groups.filter((g) => g.id !== id);
      for (const p of stored) if (p.groupId === id) p.groupId = null;
      return { status: 204 };
    },
    'PUT api/pictures/move': (request) => {
      const { ids, groupId } = parsed(request) as { ids: number[]; groupId: number | null };
      for (const p of stored) if (ids.includes(p.id)) p.groupId = groupId;
      return { status: 204 };
    },
  };
  return { routes, stored };
}

const groupNav = () => screen.findByRole('navigation', { name: '图片分组' });
const shownNames = () =>
  within(screen.getByRole('list', { name: '图片列表' }))
    .queryAllByRole('img')
    .map((img) => img.getAttribute('alt'));

allowSlowScreens();

describe('上传图片’s groups', () => {
  it('新建分组 in a dialog: refuses an empty or taken name there, then lists and opens the new group', async () => {
    const server = groupServer();
    const http = await fakeHttp(server.routes);
    renderWithProviders(<MateriaPage />);
    const nav = await groupNav();
    await user.click(within(nav).getByRole('button', { name: '新建分组' }));
    const dialog = await screen.findByRole('dialog', { name: '新建分组' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('分组名称不能为空');
    await user.type(within(dialog).getByRole('textbox', { name: '分组名称' }), '商品图');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('分组名称已存在')).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: '分组名称' }));
    await user.type(within(dialog).getByRole('textbox', { name: '分组名称' }), '  活动图 {Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.calls.filter((c) => c.key === 'POST api/pictures/groups').map((c) => c.data)).toEqual([{ name: '商品图' }, { name: '活动图' }]);
    const made = await within(nav).findByRole('button', { name: '活动图' });
    await waitFor(() => expect(made).toHaveAttribute('aria-current', 'true'));
    expect(await screen.findByText('这个分组还没有图片')).toBeInTheDocument();
  });

  it('renames the chosen group, and deletes it only after the confirmation, its pictures going to 未分组', async () => {
    const server = groupServer();
    const http = await fakeHttp(server.routes);
    renderWithProviders(<MateriaPage />);
    const nav = await groupNav();
    expect(within(nav).getByRole('button', { name: '重命名' })).toBeDisabled();
    await user.click(await within(nav).findByRole('button', { name: '商品图' }));
    await waitFor(() => expect(shownNames()).toEqual(['cup.png']));

    await user.click(within(nav).getByRole('button', { name: '重命名' }));
    const dialog = await screen.findByRole('dialog', { name: '重命名分组' });
    const field = within(dialog).getByRole('textbox', { name: '分组名称' });
    expect(field).toHaveValue('商品图');
    await user.clear(field);
    await user.type(field, '主图');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(nav).findByRole('button', { name: '主图' })).toHaveAttribute('aria-current', 'true');
    expect(http.calls.find((c) => c.key === 'PUT api/pictures/groups')?.data).toEqual({ id: 1, name: '主图' });

    await user.click(within(nav).getByRole('button', { name: '删除' }));
    let confirm = await screen.findByRole('dialog', { name: '删除分组' });
    expect(confirm).toHaveTextContent('删除分组「主图」？其中的 1 张图片将移到未分组，图片不会被删除。');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);

    await user.click(within(nav).getByRole('button', { name: '删除' }));
    confirm = await screen.findByRole('dialog', { name: '删除分组' });
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(nav).queryByRole('button', { name: '主图' })).not.toBeInTheDocument());
    expect(http.calls.filter((c) => c.key.startsWith('DELETE')).map((c) => c.key)).toEqual(['DELETE api/pictures/groups/1']);
    // The page is out of reach for assistive tech until the confirmation has finished closing.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(nav).getByRole('button', { name: '全部' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(nav).getByRole('button', { name: '未分组' }));
    await waitFor(() => expect(shownNames()).toEqual(['cup.png', 'tea.png', 'logo.png']));
  });

  it('moves the chosen pictures to a group', async () => {
    const server = groupServer();
    const http = await fakeHttp(server.routes);
    renderWithProviders(<MateriaPage />);
    const nav = await groupNav();
    await waitFor(() => expect(shownNames()).toHaveLength(3));
    expect(screen.queryByRole('group', { name: '移动图片' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '选中 tea.png' }));
    await user.click(screen.getByRole('button', { name: '选中 logo.png' }));
    expect(screen.getByRole('button', { name: '选中 tea.png' })).toHaveAttribute('aria-pressed', 'true');
    const bar = screen.getByRole('group', { name: '移动图片' });
    expect(bar).toHaveTextContent('已选 2 张');
    expect(within(bar).getByRole('button', { name: '移动' })).toBeDisabled();
    await user.click(within(bar).getByRole('combobox', { name: '移动到' }));
    await user.click(await screen.findByRole('option', { name: '分类图' }));
    await user.click(within(bar).getByRole('button', { name: '移动' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: '移动图片' })).not.toBeInTheDocument());
    expect(http.calls.find((c) => c.key === 'PUT api/pictures/move')?.data).toEqual({ ids: [2, 1], groupId: 2 });
    await user.click(within(nav).getByRole('button', { name: '分类图' }));
    await waitFor(() => expect(shownNames()).toEqual(['tea.png', 'logo.png']));
  });

  it('offers no group tools against a back end without groups', async () => {
    const server = groupServer();
    await fakeHttp({ 'GET api/pictures': server.routes['GET api/pictures']! });
    renderWithProviders(<MateriaPage />);
    await waitFor(() => expect(shownNames()).toHaveLength(3));
    expect(screen.queryByRole('navigation', { name: '图片分组' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建分组' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '选中 tea.png' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '复制 tea.png 的链接' })).toBeInTheDocument();
  });
});
