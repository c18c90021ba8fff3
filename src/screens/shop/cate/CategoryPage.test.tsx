import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, captureHttpErrors, columnHeaders, listTable, messages } from '@/testing/screenTest';
import CategoryPage from './index';

type Flavour = 'yshop' | 'embedded';
interface Cate {
  id: number;
  pid: number;
  cateName: string;
  sort: number;
  pic: string;
  isShow: number;
  [key: string]: unknown;
}

const TV = 'https://img.test/tv.png';

/**
 * The category calls of CONTRACT-SHOP.md 4.1 over the generic in-memory back end: the
 * list answers the tree nested (yshop: `label` beside `cateName`, the total first; the
 * embedded server: no label), the search matches `cateName` (yshop exactly, ours by part),
 * a delete takes `{ids}` joined in the path and refuses a category with children or products.
 */
function categoryBackend(flavour: Flavour) {
  const products = new Set([11]);
  const store = fakeResource<Cate>({
    url: 'api/yxStoreCategory',
    records: [
      // Not in 排序 order, as yshop's unordered tree may come: the screen orders siblings.
      { id: 27, pid: 0, cateName: '电子产品', sort: 3, pic: '', isShow: 1 },
      { id: 10, pid: 0, cateName: '美妆个护', sort: 2, pic: '', isShow: 0 },
      { id: 1, pid: 0, cateName: '家用电器', sort: 1, pic: '', isShow: 1 },
      { id: 24, pid: 1, cateName: '电视', sort: 2, pic: TV, isShow: 1 },
      { id: 11, pid: 10, cateName: '工具', sort: 1, pic: 'https://img.test/tool.png', isShow: 1 },
    ],
    deleteByPath: 'joined',
    fromBody: (body, existing) => ({ ...existing, cateName: String(body.cateName), pid: Number(body.pid), pic: String(body.pic), isShow: Number(body.isShow), sort: Number(body.sort) }),
    refuse: {
      remove: (ids, records) => {
        const gone = new Set<number>();
        for (const id of ids) {
          if (records.some((c) => c.pid === id && !gone.has(c.id))) return '请先删除子分类';
          if (products.has(id)) return '当前分类下有商品不可删除';
          gone.add(id);
        }
        return undefined;
      },
    },
  });
  const tree = (request: InternalAxiosRequestConfig) => {
    const wanted = (request.params as { cateName?: string } | undefined)?.cateName;
    const hit = (c: Cate) => wanted === undefined || (flavour === 'yshop' ? c.cateName === wanted : c.cateName.includes(wanted));
    const wire = (c: Cate) => (flavour === 'yshop' ? { label: c.cateName, ...c } : { ...c });
    const matching = store.records.filter(hit);
    const tops = matching.filter((c) => c.pid === 0);
    const nest = (c: Cate) => {
      const children = matching.filter((child) => child.pid === c.id).map(wire);
      return children.length > 0 ? { ...wire(c), children } : wire(c);
    };
    const content = tops.length > 0 ? tops.map(nest) : matching.map(wire);
    return { status: 200, data: flavour === 'yshop' ? { totalElements: matching.length, content } : { content, totalElements: matching.length } };
  };
  return { store, products, start: () => fakeHttp({ ...store.routes, 'GET api/yxStoreCategory': tree, 'GET api/yxStoreCategory/download': { status: 200, data: new Blob(['xlsx']) }, 'GET api/pictures': { status: 200, data: LIBRARY } }) };
}

async function setup({ flavour = 'embedded' as Flavour, roles = ['admin'] } = {}) {
  const backend = categoryBackend(flavour);
  const http = await backend.start();
  const view = renderWithProviders(<CategoryPage />, { session: fakeSession({ roles }).handle });
  await screen.findByText('电子产品');
  return { http, backend, ...view };
}

const { table, row } = listTable('分类列表');
const shownNames = () => within(table()).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1]?.textContent);
/** 选择图片 in the category dialog, the picture chosen by its file name in the library's dialog over it, 确定. */
async function choosePicture(filename: string) {
  await userEvent.click(within(screen.getByRole('dialog', { name: /分类$/ })).getByRole('button', { name: '选择图片' }));
  const pictures = await screen.findByRole('dialog', { name: '选择图片：分类图片' });
  await userEvent.click(await within(pictures).findByRole('button', { name: `选择 ${filename}` }));
  await userEvent.click(within(pictures).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择图片：分类图片' })).not.toBeInTheDocument());
}

/** The picture library (CONTRACT.md, Files) the picture dialog lists. */
const LIBRARY = {
  content: ['watch', 'beauty'].map((name, i) => ({ id: i + 1, filename: `${name}.png`, url: `https://img.test/${name}.png`, size: 100, width: 10, height: 10, createTime: '2026-11-22 10:00:00' })),
  totalElements: 2,
};

allowSlowScreens();

const errors = captureHttpErrors();

describe('商品分类', () => {
  it.each<Flavour>(['yshop', 'embedded'])('shows the %s tree open in 排序 order, children under their parent, with picture, 显示/隐藏 and sort, and no pager', async (flavour) => {
    await setup({ flavour });
    const headers = columnHeaders(table());
    expect(headers).toEqual(['', '名称', '分类图片', '状态', '排序', '操作']);
    expect(shownNames()).toEqual(['家用电器', '电视', '美妆个护', '工具', '电子产品']);
    expect(row('电视')).toHaveTextContent('电视显示2');
    expect(row('美妆个护')).toHaveTextContent('美妆个护隐藏2');
    expect(within(row('电视')).getByRole('img', { name: '电视 分类图片' })).toHaveAttribute('src', TV);
    expect(screen.queryByRole('button', { name: '下一页' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '收起 家用电器' }));
    expect(shownNames()).toEqual(['家用电器', '美妆个护', '工具', '电子产品']);
  });

  it('searches by 分类名称 and shows a matching child on its own', async () => {
    const { http } = await setup();
    await userEvent.type(screen.getByRole('textbox', { name: '分类名称' }), '电视');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(shownNames()).toEqual(['电视']));
    expect(calls(http, 'GET api/yxStoreCategory').at(-1)?.params).toMatchObject({ cateName: '电视' });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
    try {
      await userEvent.click(screen.getByRole('button', { name: '导出' }));
      await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^\d{14}分类数据\.xlsx$/)]));
    } finally {
      click.mockRestore();
    }
    expect(calls(http, 'GET api/yxStoreCategory/download')[0]?.params).toMatchObject({ cateName: '电视' });
  });

  it('creates a child category with a picture chosen in the picture dialog, under a top-level parent only, and lists it', async () => {
    const { http, store } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = screen.getByRole('dialog', { name: '新增分类' });
    expect(within(dialog).getByRole('radio', { name: '显示' })).toBeChecked();
    expect(within(dialog).getByLabelText(/排序/)).toHaveValue('1');
    expect(within(dialog).getByRole('button', { name: /上级分类/ })).toHaveTextContent('顶级类目');
    await userEvent.type(within(dialog).getByLabelText(/分类名称/), '手表');

    await userEvent.click(within(dialog).getByRole('button', { name: /上级分类/ }));
    const parents = await screen.findByRole('tree', { name: '上级分类' });
    await waitFor(() => expect(within(parents).getAllByRole('treeitem').map((item) => item.textContent)).toEqual(['顶级类目', '家用电器', '美妆个护', '电子产品']));
    await userEvent.click(within(parents).getByRole('treeitem', { name: '电子产品' }));
    expect(within(dialog).getByRole('button', { name: /上级分类/ })).toHaveTextContent('电子产品');

    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('子分类图片必传')).toBeInTheDocument();
    expect(calls(http, 'POST api/yxStoreCategory')).toHaveLength(0);

    await choosePicture('watch.png');
    expect(within(dialog).getByRole('img', { name: '分类图片预览' })).toHaveAttribute('src', 'https://img.test/watch.png');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'POST api/yxStoreCategory').map((c) => c.data)).toEqual([{ cateName: '手表', pid: 27, pic: 'https://img.test/watch.png', isShow: 1, sort: 1 }]);
    await waitFor(() => expect(shownNames()).toEqual(['家用电器', '电视', '美妆个护', '工具', '电子产品', '手表']));
    expect(messages(store)).toContain('success:新增成功');
  });

  it('refuses a category in its own subtree and a parent moved under another, before sending', async () => {
    const { http } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '编辑 美妆个护' }));
    const dialog = screen.getByRole('dialog', { name: '编辑分类' });
    expect(within(dialog).getByLabelText(/分类名称/)).toHaveValue('美妆个护');
    expect(within(dialog).getByRole('radio', { name: '隐藏' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: /上级分类/ }));
    const parents = await screen.findByRole('tree', { name: '上级分类' });
    await userEvent.click(await within(parents).findByRole('treeitem', { name: '家用电器' }));
    await choosePicture('beauty.png');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('分类最多能添加2级哦')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /上级分类/ }));
    await userEvent.click(within(await screen.findByRole('tree', { name: '上级分类' })).getByRole('treeitem', { name: '美妆个护' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('自己不能选择自己哦')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /上级分类/ }));
    await userEvent.click(within(await screen.findByRole('tree', { name: '上级分类' })).getByRole('treeitem', { name: '顶级类目' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: '显示' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'PUT api/yxStoreCategory').map((c) => c.data)).toEqual([{ id: 10, cateName: '美妆个护', pid: 0, pic: 'https://img.test/beauty.png', isShow: 1, sort: 2 }]);
    await waitFor(() => expect(row('美妆个护')).toHaveTextContent('美妆个护显示2'));
  });

  it('asks 确定删除本条数据吗？, and a refused delete shows the server’s message and changes nothing', async () => {
    const { http, backend } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '删除 家用电器' }));
    const popover = screen.getByRole('alertdialog', { name: '提示' });
    expect(popover).toHaveTextContent('确定删除本条数据吗？');
    await userEvent.click(within(popover).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(errors).toEqual(['请先删除子分类']));
    expect(calls(http, 'DELETE api/yxStoreCategory/1')).toHaveLength(1);
    expect(shownNames()).toEqual(['家用电器', '电视', '美妆个护', '工具', '电子产品']);

    await userEvent.click(screen.getByRole('button', { name: '删除 工具' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(errors).toEqual(['请先删除子分类', '当前分类下有商品不可删除']));
    expect(backend.store.records).toHaveLength(5);
    expect(shownNames()).toEqual(['家用电器', '电视', '美妆个护', '工具', '电子产品']);
  });

  it('deletes a ticked parent with its children, the children first in the one path', async () => {
    const { http, store } = await setup();
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 家用电器' }));
    expect(screen.getByRole('checkbox', { name: '选择 电视' })).toBeChecked();
    await userEvent.click(within(screen.getByRole('toolbar', { name: '分类操作' })).getByRole('button', { name: '删除' }));
    const confirm = screen.getByRole('dialog');
    expect(confirm).toHaveTextContent('确认删除选中的2条数据?');
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(shownNames()).toEqual(['美妆个护', '工具', '电子产品']));
    expect(calls(http, 'DELETE api/yxStoreCategory/24,1')).toHaveLength(1);
    expect(messages(store)).toContain('success:删除成功');
  });

  it('shows a read-only operator the tree and 导出 but no write button', async () => {
    await setup({ roles: ['YXSTORECATEGORY_SELECT', 'cate:list'] });
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
    for (const name of ['新增', '修改', '删除', '编辑 电视', '删除 电视']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(within(table()).queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
  });

  it('lets YXSTORECATEGORY_ALL do everything, and each button follow its own string', async () => {
    const first = await setup({ roles: ['YXSTORECATEGORY_ALL'] });
    for (const name of ['新增', '修改', '删除', '编辑 电视', '删除 电视']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    first.unmount();
    await setup({ roles: ['YXSTORECATEGORY_SELECT', 'YXSTORECATEGORY_EDIT'] });
    expect(screen.getByRole('button', { name: '编辑 电视' })).toBeInTheDocument();
    for (const name of ['新增', '删除', '删除 电视']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('keeps the typed input when the server refuses a save, with its message', async () => {
    const { http } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '编辑 电视' }));
    const dialog = screen.getByRole('dialog', { name: '编辑分类' });
    fireEvent.change(within(dialog).getByLabelText(/分类名称/), { target: { value: '电视机' } });
    http.set('PUT api/yxStoreCategory', { status: 400, data: { status: 400, message: '分类最多能添加2级哦' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('分类最多能添加2级哦')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/分类名称/)).toHaveValue('电视机');
  });
});
