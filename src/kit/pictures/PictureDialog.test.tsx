import { File as NodeFile } from 'node:buffer';
import { useState } from 'react';
import type { AxiosProgressEvent, InternalAxiosRequestConfig } from 'axios';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, type FakeReply } from '@/testing/fakeHttp';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens } from '@/testing/screenTest';
import { PictureInput } from './PictureInput';
import { usePictureDialog } from './usePictureDialog';

/* The picture dialog, as a picture field opens it: choose one, up to N in order, reorder, cancel, type, upload. */

const makeFile = (name: string, type: string) => new NodeFile(['PNGDATA'], name, { type }) as unknown as File;
const picture = (id: number) => ({ id, filename: `pic-${id}.png`, url: `http://api.test/file/pictures/p${id}.png`, size: 2048, width: 20, height: 10, createTime: '2026-11-22 10:00:00' });
const url = (id: number) => `http://api.test/file/pictures/p${id}.png`;

/** A library of `count` pictures, newest first; an upload adds one. */
function library(count: number) {
  const stored = Array.from({ length: count }, (_, i) => picture(count - i));
  return {
    list: (request: InternalAxiosRequestConfig): FakeReply => {
      const { page, size } = request.params as { page: number; size: number };
      return { status: 200, data: { content: stored.slice(page * size, page * size + size), totalElements: stored.length } };
    },
    add: (): FakeReply => {
      const created = picture(stored.length + 1);
      stored.unshift(created);
      return { status: 201, data: created };
    },
  };
}

/** One picture field, its value shown. */
function OneField({ start = '' }: { start?: string }) {
  const [value, setValue] = useState(start);
  return <PictureInput label="分类图片" value={value} onChange={setValue} />;
}

/** A gallery field of up to three pictures, its value listed in order. */
function Gallery({ start = [] as string[] }) {
  const [value, setValue] = useState(start);
  const pictures = usePictureDialog();
  return (
    <>
      <ol aria-label="轮播图">
        {value.map((u) => (
          <li key={u}>{u}</li>
        ))}
      </ol>
      <button type="button" onClick={() => pictures.open({ label: '商品轮播图', max: 3, initial: value, onChoose: setValue })}>
        选择轮播图
      </button>
      {pictures.dialog}
    </>
  );
}

const shownGallery = () => within(screen.getByRole('list', { name: '轮播图' })).queryAllByRole('listitem').map((li) => li.textContent);
const dialogNamed = (name: string) => screen.findByRole('dialog', { name: `选择图片：${name}` });

allowSlowScreens();

describe('the picture dialog', () => {
  it('chooses one picture for a field: 确定 fills it, and the field still takes a typed URL', async () => {
    await fakeHttp({ 'GET api/pictures': library(3).list });
    renderWithProviders(<OneField />);
    await userEvent.click(screen.getByRole('button', { name: '选择图片' }));
    const dialog = await dialogNamed('分类图片');
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('button', { name: '选择 pic-2.png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '选择 pic-3.png' }));
    // One place: the second click replaced the first.
    expect(within(dialog).getByRole('button', { name: '选择 pic-3.png' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: '选择 pic-2.png' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: '分类图片' })).toHaveValue(url(3));
    expect(screen.getByRole('img', { name: '分类图片预览' })).toHaveAttribute('src', url(3));

    await userEvent.clear(screen.getByRole('textbox', { name: '分类图片' }));
    await userEvent.type(screen.getByRole('textbox', { name: '分类图片' }), 'https://img.test/typed.png');
    expect(screen.getByRole('textbox', { name: '分类图片' })).toHaveValue('https://img.test/typed.png');
  });

  it('取消 and Esc leave the field as it was', async () => {
    await fakeHttp({ 'GET api/pictures': library(3).list });
    renderWithProviders(<OneField start="https://img.test/old.png" />);
    await userEvent.click(screen.getByRole('button', { name: '选择图片' }));
    let dialog = await dialogNamed('分类图片');
    // The field's picture is the dialog's choice at first.
    expect(within(within(dialog).getByRole('list', { name: '已选择的图片' })).getByRole('img')).toHaveAttribute('src', 'https://img.test/old.png');
    await userEvent.click(await within(dialog).findByRole('button', { name: '选择 pic-1.png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: '分类图片' })).toHaveValue('https://img.test/old.png');

    await userEvent.click(screen.getByRole('button', { name: '选择图片' }));
    dialog = await dialogNamed('分类图片');
    await userEvent.click(await within(dialog).findByRole('button', { name: '选择 pic-2.png' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: '分类图片' })).toHaveValue('https://img.test/old.png');
  });

  it('chooses up to N in click order, refuses more, and reorders them before 确定', async () => {
    await fakeHttp({ 'GET api/pictures': library(5).list });
    renderWithProviders(<Gallery start={[url(1)]} />);
    await userEvent.click(screen.getByRole('button', { name: '选择轮播图' }));
    const dialog = await dialogNamed('商品轮播图');
    expect(dialog).toHaveTextContent('已选择（1/3）');
    await userEvent.click(await within(dialog).findByRole('button', { name: '选择 pic-4.png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '选择 pic-2.png' }));
    expect(dialog).toHaveTextContent('已选择（3/3）');
    expect(within(dialog).getByRole('button', { name: '选择 pic-2.png' })).toHaveTextContent('已选 第3张');
    // Full: the others cannot be added.
    expect(within(dialog).getByRole('button', { name: '选择 pic-5.png' })).toBeDisabled();

    const chosen = () => within(within(dialog).getByRole('list', { name: '已选择的图片' })).getAllByRole('img').map((img) => img.getAttribute('src'));
    expect(chosen()).toEqual([url(1), url(4), url(2)]);
    await userEvent.click(within(dialog).getByRole('button', { name: '前移第3张' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '后移第1张' }));
    expect(chosen()).toEqual([url(2), url(1), url(4)]);
    expect(within(dialog).getByRole('button', { name: '前移第1张' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: '移除第2张' }));
    expect(chosen()).toEqual([url(2), url(4)]);

    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shownGallery()).toEqual([url(2), url(4)]);
  });

  it('uploads in the dialog with its progress, then lists and chooses the new picture', async () => {
    const server = library(2);
    let finish: () => void = () => undefined;
    const http = await fakeHttp({
      'GET api/pictures': server.list,
      'POST api/pictures': (request) => {
        request.onUploadProgress?.({ loaded: 30, total: 120 } as AxiosProgressEvent);
        return new Promise<FakeReply>((resolve) => (finish = () => resolve(server.add())));
      },
    });
    renderWithProviders(<Gallery />);
    await userEvent.click(screen.getByRole('button', { name: '选择轮播图' }));
    const dialog = await dialogNamed('商品轮播图');
    await within(dialog).findByRole('list', { name: '图片列表' });
    await userEvent.upload(within(dialog).getByLabelText('选择要上传的图片'), [makeFile('new.png', 'image/png')]);
    const row = within(within(dialog).getByRole('list', { name: '上传列表' })).getByRole('listitem', { name: 'new.png' });
    await waitFor(() => expect(within(row).getByRole('progressbar', { name: 'new.png 上传进度' })).toHaveAttribute('aria-valuenow', '25'));
    expect(row).toHaveTextContent('上传中 25%');
    act(() => finish());
    await waitFor(() => expect(row).toHaveTextContent('已上传'));
    expect(await within(dialog).findByRole('img', { name: 'pic-3.png' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '选择 pic-3.png' })).toHaveAttribute('aria-pressed', 'true');
    expect(http.calls.filter((c) => c.key === 'POST api/pictures')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(shownGallery()).toEqual([url(3)]));
  });

  it('shows a failed upload’s own message and chooses nothing', async () => {
    await fakeHttp({
      'GET api/pictures': library(1).list,
      'POST api/pictures': { status: 400, data: { status: 400, message: '文件超出规定大小:5MB' } },
    });
    renderWithProviders(<OneField />);
    await userEvent.click(screen.getByRole('button', { name: '选择图片' }));
    const dialog = await dialogNamed('分类图片');
    await within(dialog).findByRole('list', { name: '图片列表' });
    await userEvent.upload(within(dialog).getByLabelText('选择要上传的图片'), [makeFile('big.png', 'image/png')]);
    const row = within(within(dialog).getByRole('list', { name: '上传列表' })).getByRole('listitem', { name: 'big.png' });
    await waitFor(() => expect(row).toHaveTextContent('上传失败'));
    expect(within(row).getByRole('alert')).toHaveTextContent('文件超出规定大小:5MB');
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
  });
});
