import { screen, waitFor, within } from '@testing-library/react';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { quickUser } from '@/testing/quickUser';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, captureHttpErrors, cellTexts, columnHeaders, epochOf, listTable } from '@/testing/screenTest';
import CollectPage from './index';

type Flavour = 'yshop' | 'embedded';
type Row = { id: number; uid: number; userName: string | null; productId: number; product: { id: number; storeName: string; image: string } | null; type: string; createTime: string };

const TV = { id: 37, storeName: '小米电视5 55英寸', image: '/p37.png' };
const RELATIONS: Row[] = [
  { id: 31, uid: 41316, userName: '王芳', productId: 37, product: TV, type: 'collect', createTime: '2026-11-20 09:30:00' },
  { id: 30, uid: 41317, userName: null, productId: 40, product: null, type: 'collect', createTime: '2026-11-19 08:00:00' },
  { id: 23, uid: 41315, userName: '15136175246', productId: 37, product: TV, type: 'foot', createTime: '2025-04-04 10:12:31' },
];

/** yshop: the whole product row and epoch ms (S-UTC text in the original, 7.19); the embedded server: id, name and picture, GMT+8 text. */
async function setup(flavour: Flavour = 'embedded', roles = ['admin']) {
  const backend = fakeResource<Row>({
    url: 'api/yxStoreProductRelation',
    records: RELATIONS.map((r) => ({ ...r })),
    toWire: (r) =>
      flavour === 'yshop'
        ? { ...r, category: 'product', isDel: 0, product: r.product && { ...r.product, price: 2999, sliderImage: '', isShow: 1 }, createTime: epochOf(r.createTime), updateTime: epochOf(r.createTime) }
        : { ...r, category: 'product', updateTime: r.createTime },
    reads: ['type'],
  });
  const http = await fakeHttp({ ...backend.routes, 'GET api/yxStoreProductRelation/download': { status: 200, data: new Blob(['x']) } });
  renderWithProviders(<CollectPage />, { path: '/shop/productRelation', session: fakeSession({ roles }).handle });
  await screen.findByText('王芳');
  return { http };
}

const user = quickUser();
allowSlowScreens();
const errors = captureHttpErrors();

describe('商品收藏', () => {
  it.each<Flavour>(['yshop', 'embedded'])('lists only the favourites (type=collect), the product as its picture and name, - for what is gone (%s)', async (flavour) => {
    const { table, row } = listTable('收藏足迹列表');
    const { http } = await setup(flavour);
    expect(columnHeaders(table())).toEqual(['ID', '用户ID', '用户名', '商品ID', '商品名称', '商品图片', '类型', '添加时间']);
    expect(cellTexts(row('王芳'))).toEqual(['31', '41316', '王芳', '37', '小米电视5 55英寸', '', '收藏', '2026-11-20 09:30:00']);
    expect(within(row('王芳')).getByRole('img')).toHaveAttribute('src', '/p37.png');
    expect(cellTexts(row('41317'))).toEqual(['30', '41317', '-', '40', '-', '', '收藏', '2026-11-19 08:00:00']);
    expect(within(row('41317')).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('15136175246')).not.toBeInTheDocument();
    expect(calls(http, 'GET api/yxStoreProductRelation')[0]?.params).toEqual({ type: 'collect', page: 0, size: 10, sort: ['id,desc'] });
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it('exports the favourites only, for a reader with yxStoreProductRelation:list', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
    try {
      const { http } = await setup('embedded', ['yxStoreProductRelation:list']);
      await user.click(screen.getByRole('button', { name: '导出' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect(calls(http, 'GET api/yxStoreProductRelation/download').map((c) => c.params)).toEqual([expect.objectContaining({ type: 'collect' })]);
    } finally {
      click.mockRestore();
    }
  });
});
