import { File as NodeFile } from 'node:buffer';
import type { AxiosProgressEvent, InternalAxiosRequestConfig } from 'axios';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, type FakeHttp, type FakeReply } from '@/testing/fakeHttp';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { NOT_AN_IMAGE_MESSAGE } from '@/shared/files/imageFile';
import { MateriaPage } from './MateriaPage';

/* 上传图片: uploads with progress and errors, the paged and searched list, copying a link. */

// Node's File: the test environment's FormData is Node's and takes only Node blobs.
const makeFile = (name: string, type: string, bytes = 'PNGDATA') => new NodeFile([bytes], name, { type }) as unknown as File;

const picture = (id: number) => ({ id, filename: `pic-${id}.png`, url: `http://api.test/file/pictures/p${id}.png`, size: 2048, width: 20, height: 10, createTime: '2026-11-22 10:00:00' });

/** A server holding `count` pictures, newest (highest id) first; uploads add to it. */
function pictureServer(count: number) {
  const stored = Array.from({ length: count }, (_, i) => picture(count - i));
  const list = (request: InternalAxiosRequestConfig): FakeReply => {
    const { page, size } = request.params as { page: number; size: number };
    return { status: 200, data: { content: stored.slice(page * size, page * size + size), totalElements: stored.length } };
  };
  const add = (): FakeReply => {
    const created = picture(stored.length + 1);
    stored.unshift(created);
    return { status: 201, data: created };
  };
  return { list, add };
}

async function setup(routes: Record<string, FakeReply | ((request: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>)> = {}) {
  const server = pictureServer(3);
  const http = await fakeHttp({ 'GET api/pictures': server.list, 'POST api/pictures': server.add, ...routes });
  const view = renderWithProviders(<MateriaPage />, { path: '/yshop/materia/index' });
  await screen.findByRole('list', { name: '图片列表' });
  return { http, server, ...view };
}

const uploads = (http: FakeHttp) => http.calls.filter((c) => c.key === 'POST api/pictures');
const listCalls = (http: FakeHttp) => http.calls.filter((c) => c.key === 'GET api/pictures');

describe('上传图片', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('lists the uploaded pictures a page at a time', async () => {
    const server = pictureServer(30);
    const http = await fakeHttp({ 'GET api/pictures': server.list });
    renderWithProviders(<MateriaPage />);
    const list = await screen.findByRole('list', { name: '图片列表' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(within(list).getByRole('img', { name: 'pic-30.png' })).toHaveAttribute('src', 'http://api.test/file/pictures/p30.png');
    expect(screen.getByText('第 1-12 张，共 30 张')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByRole('img', { name: 'pic-18.png' })).toBeInTheDocument();
    expect(screen.getByText('第 13-24 张，共 30 张')).toBeInTheDocument();
    expect(listCalls(http).map((c) => c.params)).toEqual([
      { page: 0, size: 12 },
      { page: 1, size: 12 },
    ]);
  });

  it('uploads each chosen image as multipart `file` with its progress, refuses non-images, then lists the new one', async () => {
    const server = pictureServer(3);
    let finish: () => void = () => undefined;
    const { http } = await setup({
      'POST api/pictures': (request) => {
        request.onUploadProgress?.({ loaded: 30, total: 60 } as AxiosProgressEvent);
        return new Promise<FakeReply>((resolve) => (finish = () => resolve(server.add())));
      },
      'GET api/pictures': server.list,
    });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('选择要上传的图片'), [makeFile('photo.png', 'image/png'), makeFile('notes.txt', 'text/plain', 'hi')]);

    const queue = screen.getByRole('list', { name: '上传列表' });
    const refused = within(queue).getByRole('listitem', { name: 'notes.txt' });
    expect(refused).toHaveTextContent('未上传');
    expect(within(refused).getByRole('alert')).toHaveTextContent(NOT_AN_IMAGE_MESSAGE);

    const row = within(queue).getByRole('listitem', { name: 'photo.png' });
    await waitFor(() => expect(within(row).getByRole('progressbar', { name: 'photo.png 上传进度' })).toHaveAttribute('aria-valuenow', '50'));
    expect(row).toHaveTextContent('上传中 50%');
    expect(uploads(http)).toHaveLength(1);
    expect((uploads(http)[0]?.data as FormData).get('file')).toMatchObject({ name: 'photo.png', type: 'image/png' });

    act(() => finish());
    await waitFor(() => expect(row).toHaveTextContent('已上传'));
    expect(within(row).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'pic-4.png' })).toBeInTheDocument();
    expect(listCalls(http).length).toBeGreaterThanOrEqual(2);
  });

  it('shows a failed upload’s own message, and retries it', async () => {
    const server = pictureServer(3);
    let fail = true;
    const { http } = await setup({
      'POST api/pictures': () => (fail ? { status: 400, data: { status: 400, message: '只能上传图片（PNG、JPG、GIF、WEBP、BMP）' } } : server.add()),
      'GET api/pictures': server.list,
    });
    await userEvent.upload(screen.getByLabelText('选择要上传的图片'), [makeFile('a.png', 'image/png'), makeFile('b.png', 'image/png')]);
    const queue = screen.getByRole('list', { name: '上传列表' });
    const first = within(queue).getByRole('listitem', { name: 'a.png' });
    await waitFor(() => expect(first).toHaveTextContent('上传失败'));
    expect(within(first).getByRole('alert')).toHaveTextContent('只能上传图片（PNG、JPG、GIF、WEBP、BMP）');
    expect(within(queue).getByRole('listitem', { name: 'b.png' })).toHaveTextContent('上传失败');

    fail = false;
    await userEvent.click(within(first).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(first).toHaveTextContent('已上传'));
    expect(within(queue).getByRole('listitem', { name: 'b.png' })).toHaveTextContent('上传失败');
    expect(uploads(http)).toHaveLength(3);
  });

  it('takes images dropped on the drop zone', async () => {
    const { http } = await setup();
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [makeFile('dropped.png', 'image/png')] } });
    const row = await screen.findByRole('listitem', { name: 'dropped.png' });
    await waitFor(() => expect(row).toHaveTextContent('已上传'));
    expect((uploads(http)[0]?.data as FormData).get('file')).toMatchObject({ name: 'dropped.png' });
  });

  it('shows a relative picture URL (the embedded server\'s) as an absolute one on the back end', async () => {
    const relative = { ...picture(1), filename: 'relative.png', url: '/file/pictures/r1.png' };
    await fakeHttp({ 'GET api/pictures': { status: 200, data: { content: [relative], totalElements: 1 } } });
    renderWithProviders(<MateriaPage />);
    const list = await screen.findByRole('list', { name: '图片列表' });
    expect(within(list).getByRole('img', { name: 'relative.png' })).toHaveAttribute('src', 'http://api.test/file/pictures/r1.png');
  });

  it('resolves a relative picture URL under a path apiBaseUrl against the page, and drops protocol-relative ones', async () => {
    const relative = { ...picture(1), filename: 'under-prefix.png', url: '/file/pictures/r2.png' };
    const foreign = { ...picture(2), filename: 'foreign.png', url: '//evil.example/x.png' };
    await fakeHttp({ 'GET api/pictures': { status: 200, data: { content: [relative, foreign], totalElements: 2 } } }, { apiBaseUrl: '/prod-api' });
    renderWithProviders(<MateriaPage />);
    const list = await screen.findByRole('list', { name: '图片列表' });
    expect(within(list).getByRole('img', { name: 'under-prefix.png' })).toHaveAttribute('src', `${window.location.origin}/prod-api/file/pictures/r2.png`);
    expect(within(list).queryByRole('img', { name: 'foreign.png' })).toBeNull();
  });

  it('searches by a part of the file name, from the first page', async () => {
    const server = pictureServer(30);
    const http = await fakeHttp({
      'GET api/pictures': (request) => {
        const { filename } = request.params as { filename?: string };
        return filename === '-2' ? { status: 200, data: { content: [picture(2)], totalElements: 1 } } : server.list(request);
      },
    });
    renderWithProviders(<MateriaPage />);
    await screen.findByRole('list', { name: '图片列表' });
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await userEvent.type(screen.getByRole('textbox', { name: '图片名称' }), '-2{Enter}');
    await waitFor(() => expect(within(screen.getByRole('list', { name: '图片列表' })).getAllByRole('listitem')).toHaveLength(1));
    expect(listCalls(http).at(-1)?.params).toEqual({ page: 0, size: 12, filename: '-2' });
  });

  it('copies a picture’s URL (pictures are chosen in their fields’ dialog, not here)', async () => {
    const { store } = await setup();
    expect(screen.queryByRole('button', { name: /^选择 / })).not.toBeInTheDocument();
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await userEvent.click(screen.getByRole('button', { name: '复制 pic-1.png 的链接' }));
    await waitFor(() => expect(store.getState().notifications.items.map((n) => n.message)).toContain('图片链接已复制'));
    expect(writeText).toHaveBeenCalledWith('http://api.test/file/pictures/p1.png');
  });
});
