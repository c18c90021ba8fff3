import { screen } from '@testing-library/react';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, cellTexts, epochOf, listTable } from '@/testing/screenTest';
import FootPage from './index';

type Flavour = 'yshop' | 'embedded';
type Row = { id: number; uid: number; userName: string | null; productId: number; product: { id: number; storeName: string; image: string } | null; type: string; createTime: string };

const RELATIONS: Row[] = [
  { id: 31, uid: 41316, userName: '王芳', productId: 37, product: { id: 37, storeName: '小米电视5 55英寸', image: '/p37.png' }, type: 'collect', createTime: '2026-11-20 09:30:00' },
  { id: 24, uid: 41315, userName: '15136175246', productId: 34, product: { id: 34, storeName: '柏黛雅全套化妆刷', image: '/p34.png' }, type: 'foot', createTime: '2025-04-04 10:14:02' },
  { id: 23, uid: 41315, userName: '15136175246', productId: 37, product: { id: 37, storeName: '小米电视5 55英寸', image: '/p37.png' }, type: 'foot', createTime: '2025-04-04 10:12:31' },
];

async function setup(flavour: Flavour) {
  const backend = fakeResource<Row>({
    url: 'api/yxStoreProductRelation',
    records: RELATIONS.map((r) => ({ ...r })),
    toWire: (r) => (flavour === 'yshop' ? { ...r, category: 'product', isDel: 0, createTime: epochOf(r.createTime), updateTime: epochOf(r.createTime) } : { ...r, category: 'product', updateTime: null }),
    reads: ['type'],
  });
  const http = await fakeHttp(backend.routes);
  renderWithProviders(<FootPage />, { path: '/shop/footRelation', session: fakeSession({ roles: ['admin'] }).handle });
  await screen.findByText('柏黛雅全套化妆刷');
  return { http };
}

allowSlowScreens();

describe('用户足迹', () => {
  it.each<Flavour>(['yshop', 'embedded'])('lists only the footprints (type=foot), read only (%s)', async (flavour) => {
    const { row } = listTable('收藏足迹列表');
    const { http } = await setup(flavour);
    expect(calls(http, 'GET api/yxStoreProductRelation')[0]?.params).toEqual({ type: 'foot', page: 0, size: 10, sort: ['id,desc'] });
    expect(cellTexts(row('柏黛雅全套化妆刷'))).toEqual(['24', '41315', '15136175246', '34', '柏黛雅全套化妆刷', '', '足迹', '2025-04-04 10:14:02']);
    expect(screen.getAllByText('足迹')).toHaveLength(2);
    expect(screen.queryByText('王芳')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '用户足迹' })).toBeInTheDocument();
  });
});
