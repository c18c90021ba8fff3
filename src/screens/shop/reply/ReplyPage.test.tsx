import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, captureHttpErrors, cellTexts, columnHeaders, epochOf, messages } from '@/testing/screenTest';
import ReplyPage from './index';

type Flavour = 'yshop' | 'embedded';
interface Review {
  id: number;
  nickname: string | null;
  storeName: string | null;
  productScore: number;
  serviceScore: number;
  comment: string;
  pics: string;
  /** Local wall-clock time, as the embedded server sends it. */
  createTime: string;
  merchantReplyContent: string | null;
  merchantReplyTime: string | null;
  [key: string]: unknown;
}

/**
 * The review calls of CONTRACT-SHOP.md 4.4 over the generic back end: yshop nests the
 * buyer and product and sends epoch ms; the embedded server sends text dates. A reply is
 * `PUT` with the body, a delete `DELETE {url}/{id}`.
 */
function reviewBackend(flavour: Flavour) {
  const store = fakeResource<Review>({
    url: 'api/yxStoreProductReply',
    records: [
      { id: 1, nickname: '15136175246', storeName: '柏黛雅化妆刷', productScore: 5, serviceScore: 4, comment: '<img src=x onerror=alert(1)>刷子很软', pics: 'https://img.test/a.png,https://img.test/b.png', createTime: '2026-11-20 10:05:00', merchantReplyContent: null, merchantReplyTime: null },
      { id: 2, nickname: null, storeName: '小米电视', productScore: 3, serviceScore: 5, comment: '一般', pics: '', createTime: '2026-11-21 08:00:00', merchantReplyContent: '谢谢', merchantReplyTime: '2026-11-22 09:30:00' },
    ],
    deleteByPath: true,
    fromBody: (body, existing) => ({ ...existing!, merchantReplyContent: String(body.merchantReplyContent), merchantReplyTime: '2026-11-23 08:00:00' }),
    toWire: (r) => {
      const common = { id: r.id, user: r.nickname === null ? null : { uid: 41315, nickname: r.nickname }, storeProduct: { id: 34, image: '', storeName: r.storeName }, productScore: r.productScore, serviceScore: r.serviceScore, comment: r.comment, pics: r.pics, merchantReplyContent: r.merchantReplyContent };
      return flavour === 'yshop'
        ? { ...common, createTime: epochOf(r.createTime), merchantReplyTime: r.merchantReplyTime === null ? null : epochOf(r.merchantReplyTime), isReply: r.merchantReplyTime === null ? 0 : 1 }
        : { ...common, createTime: r.createTime, merchantReplyTime: r.merchantReplyTime };
    },
  });
  return { store, start: () => fakeHttp(store.routes) };
}

async function setup({ flavour = 'embedded' as Flavour, roles = ['admin'] } = {}) {
  const backend = reviewBackend(flavour);
  const http = await backend.start();
  const view = renderWithProviders(<ReplyPage />, { session: fakeSession({ roles }).handle });
  await screen.findByText('柏黛雅化妆刷');
  return { http, backend, ...view };
}

const table = () => screen.getByRole('table', { name: '评论列表' });
const row = (id: number) => within(table()).getAllByRole('row').find((r) => within(r).queryAllByRole('cell')[0]?.textContent === String(id))!;
const cells = (id: number) => cellTexts(row(id));

allowSlowScreens();

const errors = captureHttpErrors();

describe('评论管理', () => {
  it.each<Flavour>(['yshop', 'embedded'])('lists %s reviews with buyer, product, scores, pictures and times, a comment’s markup as text', async (flavour) => {
    await setup({ flavour });
    expect(columnHeaders(table())).toEqual(['ID', '用户', '商品信息', '商品分数', '服务分数', '评论内容', '评论图片', '评论时间', '回复时间', '操作']);
    expect(cells(1).slice(0, 9)).toEqual(['1', '15136175246', '柏黛雅化妆刷', '5', '4', '<img src=x onerror=alert(1)>刷子很软', '', '2026-11-20 10:05:00', '----']);
    expect(cells(2).slice(0, 9)).toEqual(['2', '', '小米电视', '3', '5', '一般', '无图', '2026-11-21 08:00:00', '2026-11-22 09:30:00']);
    // The comment's tag stays text: no element was made of it.
    expect(within(row(1)).getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['https://img.test/a.png', 'https://img.test/b.png']);
    const links = within(row(1)).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')])).toEqual([
      ['https://img.test/a.png', '_blank', 'noopener noreferrer'],
      ['https://img.test/b.png', '_blank', 'noopener noreferrer'],
    ]);
    const toolbar = screen.getByRole('toolbar', { name: '评论操作' });
    expect(within(toolbar).getByRole('button', { name: '刷新' })).toBeInTheDocument();
    for (const name of ['新增', '修改', '删除', '导出']) expect(within(toolbar).queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('replies: an empty reply is refused before sending, then only { id, merchantReplyContent } goes and the row shows its time', async () => {
    const { http, store } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '回复 评论 1' }));
    const dialog = screen.getByRole('dialog', { name: '回复评论' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '回复内容' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('回复内容不能为空')).toBeInTheDocument();
    expect(calls(http, 'PUT api/yxStoreProductReply')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '回复内容' }), '感谢支持<br>');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(http, 'PUT api/yxStoreProductReply').map((c) => c.data)).toEqual([{ id: 1, merchantReplyContent: '感谢支持<br>' }]);
    expect(messages(store)).toContain('success:修改成功');
    await waitFor(() => expect(cells(1)[8]).toBe('2026-11-23 08:00:00'));
  });

  it('opens a reply with the earlier one, and keeps the typed text when the server refuses', async () => {
    const { http } = await setup({ flavour: 'yshop' });
    await userEvent.click(screen.getByRole('button', { name: '回复 评论 2' }));
    const dialog = screen.getByRole('dialog', { name: '回复评论' });
    const input = within(dialog).getByRole('textbox', { name: '回复内容' });
    expect(input).toHaveValue('谢谢');
    await userEvent.type(input, '，欢迎再来');
    http.set('PUT api/yxStoreProductReply', { status: 400, data: { status: 400, message: '评论不存在' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('评论不存在')).toBeInTheDocument();
    expect(input).toHaveValue('谢谢，欢迎再来');
  });

  it('deletes a review by path after 确定删除本条数据吗？', async () => {
    const { http, backend, store } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '删除 评论 2' }));
    const popover = screen.getByRole('alertdialog', { name: '提示' });
    expect(popover).toHaveTextContent('确定删除本条数据吗？');
    await userEvent.click(within(popover).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('小米电视')).not.toBeInTheDocument());
    expect(calls(http, 'DELETE api/yxStoreProductReply/2')).toHaveLength(1);
    expect(backend.store.records.map((r) => r.id)).toEqual([1]);
    expect(messages(store)).toContain('success:删除成功');
    expect(errors).toEqual([]);
  });

  it('shows each button by its permission string: none and no 操作 for a reader, 删除 alone, both with _ALL', async () => {
    const reader = await setup({ roles: ['YXSTOREPRODUCTREPLY_SELECT'] });
    expect(within(table()).queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
    for (const name of ['回复 评论 1', '删除 评论 1']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    reader.unmount();
    const deleter = await setup({ roles: ['YXSTOREPRODUCTREPLY_SELECT', 'YXSTOREPRODUCTREPLY_DELETE'] });
    expect(screen.getByRole('button', { name: '删除 评论 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '回复 评论 1' })).not.toBeInTheDocument();
    deleter.unmount();
    await setup({ roles: ['YXSTOREPRODUCTREPLY_ALL'] });
    for (const name of ['回复 评论 1', '删除 评论 1']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});
