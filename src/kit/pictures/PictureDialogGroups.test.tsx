import { File as NodeFile } from 'node:buffer';
import type { InternalAxiosRequestConfig } from 'axios';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeHttp, type FakeReply } from '@/testing/fakeHttp';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens } from '@/testing/screenTest';
import { PictureInput } from './PictureInput';
import { quickUser } from '@/testing/quickUser';

const user = quickUser();

/* The picture dialog's groups: a group filters the grid, an upload lands in it, a back end without groups shows the flat library. */

const makeFile = (name: string) => new NodeFile(['PNGDATA'], name, { type: 'image/png' }) as unknown as File;

interface Stored {
  id: number;
  filename: string;
  groupId: number | null;
}

/** A library in two groups (商品图 1, 分类图 2) and 未分组, answering as the embedded server does. */
function groupedLibrary() {
  const stored: Stored[] = [
    { id: 5, filename: 'banner-goods.png', groupId: 1 },
    { id: 4, filename: 'cup.png', groupId: 1 },
    { id: 3, filename: 'fruit.png', groupId: 2 },
    { id: 2, filename: 'banner-loose.png', groupId: null },
    { id: 1, filename: 'loose.png', groupId: null },
  ];
  const wire = (p: Stored) => ({ ...p, url: `http://api.test/file/pictures/p${p.id}.png`, size: 10, width: 1, height: 1, createTime: '2026-11-22 10:00:00' });
  return {
    stored,
    groups: (): FakeReply => ({
      status: 200,
      data: [
        { id: 1, name: '商品图', count: stored.filter((p) => p.groupId === 1).length },
        { id: 2, name: '分类图', count: stored.filter((p) => p.groupId === 2).length },
      ],
    }),
    list: (request: InternalAxiosRequestConfig): FakeReply => {
      const { page, size, filename, groupId } = request.params as { page: number; size: number; filename?: string; groupId?: number };
      const found = stored
        .filter((p) => groupId === undefined || p.groupId === (groupId === 0 ? null : groupId))
        .filter((p) => !filename || p.filename.includes(filename));
      return { status: 200, data: { content: found.slice(page * size, page * size + size).map(wire), totalElements: found.length } };
    },
    upload: (request: InternalAxiosRequestConfig): FakeReply => {
      const groupId = (request.params as { groupId?: number } | undefined)?.groupId;
      const created = { id: stored.length + 1, filename: 'new.png', groupId: groupId ?? null };
      stored.unshift(created);
      return { status: 201, data: wire(created) };
    },
  };
}

const shownNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: '图片列表' }))
    .queryAllByRole('img')
    .map((img) => img.getAttribute('alt'));

async function openDialog() {
  renderWithProviders(<PictureInput label="分类图片" value="" onChange={() => undefined} />);
  await user.click(screen.getByRole('button', { name: '选择图片' }));
  return screen.findByRole('dialog', { name: '选择图片：分类图片' });
}

allowSlowScreens();

describe('the picture dialog’s groups', () => {
  it('lists 全部, 未分组 and the groups; choosing one shows its pictures, and the search looks within it', async () => {
    const server = groupedLibrary();
    const http = await fakeHttp({ 'GET api/pictures/groups': server.groups, 'GET api/pictures': server.list });
    const dialog = await openDialog();
    const groups = await within(dialog).findByRole('navigation', { name: '图片分组' });
    expect(within(groups).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['全部', '未分组', '商品图', '分类图']);
    await waitFor(() => expect(shownNames(dialog)).toHaveLength(5));

    await user.click(within(groups).getByRole('button', { name: '商品图' }));
    await waitFor(() => expect(shownNames(dialog)).toEqual(['banner-goods.png', 'cup.png']));
    expect(within(groups).getByRole('button', { name: '商品图' })).toHaveAttribute('aria-current', 'true');

    await user.type(within(dialog).getByRole('textbox', { name: '图片名称' }), 'banner{Enter}');
    await waitFor(() => expect(shownNames(dialog)).toEqual(['banner-goods.png']));
    expect(http.calls.at(-1)?.params).toEqual({ page: 0, size: 12, filename: 'banner', groupId: 1 });

    await user.click(within(groups).getByRole('button', { name: '未分组' }));
    await waitFor(() => expect(shownNames(dialog)).toEqual(['banner-loose.png']));
    await user.click(within(groups).getByRole('button', { name: '全部' }));
    await waitFor(() => expect(shownNames(dialog)).toEqual(['banner-goods.png', 'banner-loose.png']));
  });

  it('keeps a name typed before the groups arrived, and searches for it', async () => {
    const server = groupedLibrary();
    let answerGroups: () => void = () => undefined;
    const groupsLater = () => new Promise<FakeReply>((resolve) => (answerGroups = () => resolve(server.groups())));
    const http = await fakeHttp({ 'GET api/pictures/groups': groupsLater, 'GET api/pictures': server.list });
    const dialog = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: '图片名称' }), 'cup');
    answerGroups();
    await within(dialog).findByRole('navigation', { name: '图片分组' });
    expect(within(dialog).getByRole('textbox', { name: '图片名称' })).toHaveValue('cup');
    await user.click(within(dialog).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(shownNames(dialog)).toEqual(['cup.png']));
    expect(http.calls.at(-1)?.params).toEqual({ page: 0, size: 12, filename: 'cup' });
  });

  it('starts a group at its first page', async () => {
    const server = groupedLibrary();
    // Thirteen more in 商品图: 全部 and 商品图 have two pages of 12.
    for (let id = 6; id <= 18; id++) server.stored.unshift({ id, filename: `more-${id}.png`, groupId: 1 });
    const http = await fakeHttp({ 'GET api/pictures/groups': server.groups, 'GET api/pictures': server.list });
    const dialog = await openDialog();
    await waitFor(() => expect(shownNames(dialog)).toHaveLength(12));
    await user.click(within(dialog).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(shownNames(dialog)).toHaveLength(6));
    await user.click(within(dialog).getByRole('button', { name: '商品图' }));
    await waitFor(() => expect(shownNames(dialog)).toHaveLength(12));
    expect(http.calls.at(-1)?.params).toEqual({ page: 0, size: 12, groupId: 1 });
    expect(dialog).toHaveTextContent('第 1-12 张，共 15 张');
  });

  it('uploads into the chosen group, and lists the new picture there', async () => {
    const server = groupedLibrary();
    const http = await fakeHttp({ 'GET api/pictures/groups': server.groups, 'GET api/pictures': server.list, 'POST api/pictures': server.upload });
    const dialog = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: '分类图' }));
    await waitFor(() => expect(shownNames(dialog)).toEqual(['fruit.png']));
    await user.upload(within(dialog).getByLabelText('选择要上传的图片'), [makeFile('new.png')]);
    await waitFor(() => expect(shownNames(dialog)).toEqual(['new.png', 'fruit.png']));
    expect(http.calls.find((c) => c.key === 'POST api/pictures')?.params).toEqual({ groupId: 2 });
    expect(within(dialog).getByRole('button', { name: '选择 new.png' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the flat library, quietly, when the back end has no groups (a 404)', async () => {
    const server = groupedLibrary();
    const http = await fakeHttp({ 'GET api/pictures/groups': { status: 404, data: { status: 404, message: 'Not Found' } }, 'GET api/pictures': server.list, 'POST api/pictures': server.upload });
    const dialog = await openDialog();
    await waitFor(() => expect(shownNames(dialog)).toHaveLength(5));
    await waitFor(() => expect(http.calls.some((c) => c.key === 'GET api/pictures/groups')).toBe(true));
    expect(within(dialog).queryByRole('navigation', { name: '图片分组' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('选择要上传的图片'), [makeFile('new.png')]);
    await waitFor(() => expect(shownNames(dialog)).toContain('new.png'));
    expect(http.calls.find((c) => c.key === 'POST api/pictures')?.params).toBeUndefined();
    expect(http.calls.filter((c) => c.key === 'GET api/pictures').every((c) => (c.params as Record<string, unknown>).groupId === undefined)).toBe(true);
  });

  it('says when the groups failed otherwise, and shows them after 重试', async () => {
    const server = groupedLibrary();
    const http = await fakeHttp({ 'GET api/pictures/groups': { status: 500, data: { status: 500, message: '服务器错误' } }, 'GET api/pictures': server.list });
    const dialog = await openDialog();
    const groups = await within(dialog).findByRole('navigation', { name: '图片分组' });
    expect(await within(groups).findByText('分组加载失败')).toBeInTheDocument();
    http.set('GET api/pictures/groups', server.groups);
    await user.click(within(groups).getByRole('button', { name: '重试' }));
    expect(await within(groups).findByRole('button', { name: '商品图' })).toBeInTheDocument();
  });
});
