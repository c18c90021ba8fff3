import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, columnHeaders, listTable, notices } from '@/testing/screenTest';
import { goodsBackend, type Flavour } from './goodsBackend.fixture';
import GoodsTabPage from './tab';

allowSlowScreens();

async function setup({ flavour = 'yshop' as Flavour, roles = ['admin'] } = {}) {
  const backend = goodsBackend(flavour);
  const http = await fakeHttp(backend.routes);
  const view = renderWithProviders(<GoodsTabPage />, {
    path: '/shop/goods',
    session: fakeSession({ roles }).handle,
    routes: [
      { path: '/shop/goodsAdd', element: <p>商品新增页</p> },
      { path: '/shop/goodsEdit/:id', element: <p>商品修改页</p> },
    ],
  });
  await screen.findByText('柏黛雅全套化妆刷套装');
  return { http, backend, ...view };
}

const { table, row } = listTable('商品列表');

describe('商品管理', () => {
  it.each<Flavour>(['yshop', 'embedded'])('lists the products on the shelf with the contract’s columns (%s answers)', async (flavour) => {
    const { http } = await setup({ flavour });
    expect(calls(http, 'GET api/yxStoreProduct')[0]?.params).toMatchObject({ page: 0, size: 10, isShow: 1, isDel: 0 });
    expect(columnHeaders(table())).toEqual(['商品id', '商品图片', '商品名称', '分类名称', '商品价格', '销量', '库存', '商品类型', '状态', '操作']);
    // The lowest SKU price with 2 decimals, the summed stock.
    expect(row('柏黛雅')).toHaveTextContent('34柏黛雅全套化妆刷套装工具1.00218837800普通商品已上架');
    expect(row('YSHOP精美小杯子')).toHaveTextContent('YSHOP精美小杯子电脑20.0021889999积分商品已上架');
    expect(within(row('柏黛雅')).getByRole('img', { name: '点击打开' }).closest('a')).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('下架的相机')).not.toBeInTheDocument();
  });

  it('searches by name and by a second-level category (top levels are shown but cannot be chosen)', async () => {
    const { http } = await setup();
    await userEvent.type(screen.getByRole('textbox', { name: '商品名称' }), '杯子');
    await userEvent.click(screen.getByRole('combobox', { name: '商品分类' }));
    const options = screen.getByRole('listbox');
    expect(within(options).getByRole('option', { name: '电子产品' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(options).getByRole('option', { name: '电脑' }));
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(screen.queryByText('柏黛雅全套化妆刷套装')).not.toBeInTheDocument());
    expect(calls(http, 'GET api/yxStoreProduct').at(-1)?.params).toMatchObject({ storeName: '杯子', cateId: '31', isShow: 1 });
    expect(row('YSHOP精美小杯子')).toBeInTheDocument();
  });

  it('shows 待上架 on its own tab, without 新增', async () => {
    await setup();
    await userEvent.click(screen.getByRole('tab', { name: '待上架产品' }));
    expect(await screen.findByText('下架的相机')).toBeInTheDocument();
    expect(row('下架的相机')).toHaveTextContent('123.45');
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  });

  it('puts a product off the shelf after asking, reading its state first, and it moves to 待上架', async () => {
    const { http, store } = await setup();
    await userEvent.click(within(row('柏黛雅')).getByRole('button', { name: /已上架 柏黛雅全套化妆刷套装/ }));
    const confirm = screen.getByRole('dialog', { name: '提示' });
    expect(confirm).toHaveTextContent('确定进行[下架]操作?');
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('柏黛雅全套化妆刷套装')).not.toBeInTheDocument());
    const keys = http.calls.map((c) => c.key);
    expect(keys.indexOf('GET api/yxStoreProduct/info/34')).toBeLessThan(keys.indexOf('POST api/yxStoreProduct/onsale/34'));
    expect(calls(http, 'POST api/yxStoreProduct/onsale/34')[0]?.data).toEqual({ status: 1 });
    expect(notices(store)).toContain('操作成功');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('tab', { name: '待上架产品' }));
    expect(await screen.findByText('柏黛雅全套化妆刷套装')).toBeInTheDocument();
  });

  it('flips nothing when the product was taken off the shelf meanwhile (onsale flips what it is told, §10.14)', async () => {
    const { http, backend } = await setup();
    backend.records.find((p) => p.id === 34)!.is_show = 0;
    await userEvent.click(within(row('柏黛雅')).getByRole('button', { name: /已上架 柏黛雅/ }));
    await userEvent.click(within(screen.getByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('柏黛雅全套化妆刷套装')).not.toBeInTheDocument());
    expect(calls(http, 'POST api/yxStoreProduct/onsale/34')).toHaveLength(0);
    expect(backend.records.find((p) => p.id === 34)!.is_show).toBe(0);
  });

  it('deletes a product by path after its popover', async () => {
    const { http, store } = await setup();
    await userEvent.click(within(row('柏黛雅')).getByRole('button', { name: '删除 柏黛雅全套化妆刷套装' }));
    expect(screen.getByRole('alertdialog', { name: '提示' })).toHaveTextContent('确定删除本条数据吗？');
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('柏黛雅全套化妆刷套装')).not.toBeInTheDocument());
    expect(calls(http, 'DELETE api/yxStoreProduct/34')).toHaveLength(1);
    expect(notices(store)).toContain('删除成功');
  });

  it('opens the product form’s pages for 新增 and 编辑', async () => {
    const { router } = await setup();
    await userEvent.click(within(row('柏黛雅')).getByRole('button', { name: '编辑 柏黛雅全套化妆刷套装' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/goodsEdit/34'));
    await act(() => router.navigate('/shop/goods'));
    await userEvent.click(await screen.findByRole('button', { name: '新增' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/goodsAdd'));
  });

  it('gives a reader (the list’s permission only) no write button and no shelf switch', async () => {
    await setup({ roles: ['YXSTOREPRODUCT_SELECT'] });
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(within(table()).queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
    expect(within(row('柏黛雅')).queryByRole('button', { name: /已上架/ })).not.toBeInTheDocument();
    expect(within(row('柏黛雅')).getByText('已上架')).toBeInTheDocument();
  });
});
