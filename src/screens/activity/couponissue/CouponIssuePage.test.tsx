import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, cellTexts, columnHeaders, epochOf, listTable, messages } from '@/testing/screenTest';
import CouponIssuePage from './index';

type Flavour = 'yshop' | 'embedded';
type Row = { id: number; cname: string; cid: number; ctype: number; startTime: string; endTime: string; totalCount: number; remainCount: number; isPermanent: number; status: number; createTime: string };

const ISSUES: Row[] = [
  { id: 1342, cname: '新人礼金', cid: 3, ctype: 0, startTime: '2024-08-01 00:00:00', endTime: '2099-08-28 00:00:00', totalCount: 10000, remainCount: 9967, isPermanent: 1, status: 1, createTime: '2024-08-01 00:00:00' },
  { id: 1272, cname: '测试2', cid: 5, ctype: 1, startTime: '2025-01-01 00:00:00', endTime: '2025-12-25 20:40:50', totalCount: 20, remainCount: 0, isPermanent: 0, status: 0, createTime: '2025-01-01 00:00:00' },
];

/** yshop sends the window as epoch ms, the embedded server as text. */
async function setup(flavour: Flavour = 'embedded', roles = ['admin']) {
  const backend = fakeResource<Row>({
    url: 'api/yxStoreCouponIssue',
    records: ISSUES.map((i) => ({ ...i })),
    toWire: (i) => (flavour === 'yshop' ? { ...i, startTime: epochOf(i.startTime), endTime: epochOf(i.endTime), isDel: 0 } : i),
    deleteByPath: true,
  });
  const http = await fakeHttp(backend.routes);
  const view = renderWithProviders(<CouponIssuePage />, { path: '/syscoupon/couponissue', session: fakeSession({ roles }).handle });
  await screen.findByText('新人礼金');
  return { http, backend, ...view };
}

allowSlowScreens();

describe('已发布优惠券', () => {
  it.each<Flavour>(['yshop', 'embedded'])('lists the issues: type, window (已过期 once ended), counts or 不限量 (%s)', async (flavour) => {
    const { table, row } = listTable('已发布优惠券列表');
    await setup(flavour);
    expect(columnHeaders(table())).toEqual(['id', '优惠券类型', '优惠券名称', '领取日期', '发布数量', '状态', '操作']);
    expect(cellTexts(row('新人礼金')).slice(0, 5)).toEqual(['1342', '普通券', '新人礼金', '2024-08-01 00:00:002099-08-28 00:00:00', '不限量']);
    expect(cellTexts(row('测试2')).slice(0, 5)).toEqual(['1272', '商品券', '测试2', '2025-01-01 00:00:002025-12-25 20:40:50已过期', '发布:20 / 剩余:0']);
  });

  it('关闭 asks first, then sends the id and the status alone', async () => {
    const { http, store } = await setup('yshop');
    fireEvent.click(screen.getByRole('switch', { name: /新人礼金 #1342/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(http, 'PUT api/yxStoreCouponIssue')).toHaveLength(1));
    expect(calls(http, 'PUT api/yxStoreCouponIssue')[0]?.data).toEqual({ id: 1342, status: 0 });
    await waitFor(() => expect(messages(store).some((m) => m.startsWith('success:'))).toBe(true));
  });

  it('删除 asks and deletes one issue by path; no 新增 (issues come from 发布)', async () => {
    const { http } = await setup();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '删除 测试2 #1272' }));
    const ask = screen.getByRole('alertdialog', { name: '提示' });
    expect(ask).toHaveTextContent('确定删除本条数据吗？');
    fireEvent.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls(http, 'DELETE api/yxStoreCouponIssue/1272')).toHaveLength(1));
  });

  it('a read-only operator cannot switch, edit or delete', async () => {
    await setup('embedded', ['YXSTORECOUPONISSUE_SELECT']);
    expect(screen.getByRole('switch', { name: /新人礼金 #1342/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '删除 测试2 #1272' })).not.toBeInTheDocument();
  });
});
