import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, cellTexts, columnHeaders, epochOf, listTable } from '@/testing/screenTest';
import StoreCouponUserPage from './index';

type Flavour = 'yshop' | 'embedded';
type Row = { id: number; cid: number; uid: number; nickname: string | null; couponTitle: string; couponPrice: number; useMinPrice: number; createTime: string; endTime: string; useTime: string | null; type: string; status: number; isFail: number };

const CLAIMS: Row[] = [
  { id: 3, cid: 1, uid: 41316, nickname: '王芳', couponTitle: '新人礼金', couponPrice: 10, useMinPrice: 99, createTime: '2026-11-01 09:00:00', endTime: '2099-12-01 09:00:00', useTime: null, type: 'get', status: 0, isFail: 0 },
  { id: 2, cid: 1, uid: 41317, nickname: '李强', couponTitle: '新人礼金', couponPrice: 10, useMinPrice: 99, createTime: '2026-10-01 09:00:00', endTime: '2026-10-31 09:00:00', useTime: '2026-10-03 09:00:00', type: 'get', status: 1, isFail: 0 },
  { id: 1, cid: 4, uid: 9, nickname: null, couponTitle: '满200减20', couponPrice: 20, useMinPrice: 200, createTime: '2025-10-01 09:00:00', endTime: '2025-10-16 09:00:00', useTime: null, type: 'send', status: 0, isFail: 0 },
];

/** yshop: epoch ms, `addTime: null` and no createTime; the embedded server: text times and createTime. */
async function setup(flavour: Flavour = 'embedded') {
  const backend = fakeResource<Row>({
    url: 'api/yxStoreCouponUser',
    records: CLAIMS.map((c) => ({ ...c })),
    toWire: ({ createTime, ...c }) =>
      flavour === 'yshop' ? { ...c, addTime: null, endTime: epochOf(c.endTime), useTime: c.useTime && epochOf(c.useTime) } : { ...c, addTime: createTime, createTime },
    reads: ['couponTitle'],
  });
  const http = await fakeHttp(backend.routes);
  renderWithProviders(<StoreCouponUserPage />, { path: '/syscoupon/storecouponuser', session: fakeSession({ roles: ['admin'] }).handle });
  await screen.findByText('王芳');
  return { http };
}

allowSlowScreens();

describe('优惠券领取记录', () => {
  it.each<Flavour>(['yshop', 'embedded'])('lists the claims read only: 无 where yshop sends no start, - for a member gone, one 状态 tag (%s)', async (flavour) => {
    const { table, row } = listTable('优惠券领取记录列表');
    await setup(flavour);
    expect(columnHeaders(table())).toEqual(['优惠券名称', '所属用户', '优惠券的面值', '优惠券最低消费', '优惠券开始时间', '优惠券结束时间', '获取方式', '是否可用', '状态']);
    expect(cellTexts(row('王芳'))).toEqual(['新人礼金', '王芳', '10.00', '99.00', flavour === 'yshop' ? '无' : '2026-11-01 09:00:00', '2099-12-01 09:00:00', '手动领取', '可用', '未使用']);
    expect(cellTexts(row('李强')).slice(7)).toEqual(['不可用', '已使用']);
    expect(cellTexts(row('满200减20'))).toEqual(['满200减20', '-', '20.00', '200.00', flavour === 'yshop' ? '无' : '2025-10-01 09:00:00', '2025-10-16 09:00:00', '后台发放', '不可用', '已过期']);
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  });

  it('searches by 优惠券名称 (couponTitle)', async () => {
    const { http } = await setup();
    fireEvent.change(screen.getByRole('textbox', { name: '优惠券名称' }), { target: { value: '满200' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(calls(http, 'GET api/yxStoreCouponUser').at(-1)?.params).toEqual({ couponTitle: '满200', page: 0, size: 10, sort: ['id,desc'] }));
    await waitFor(() => expect(screen.queryByText('王芳')).not.toBeInTheDocument());
  });
});
