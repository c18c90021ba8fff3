import { screen, waitFor, within } from '@testing-library/react';
import { fakeHttp } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';
import { fakeSession } from '@/testing/fakeSession';
import { quickUser } from '@/testing/quickUser';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { allowSlowScreens, calls, captureHttpErrors, cellTexts, columnHeaders, epochOf, listTable, messages } from '@/testing/screenTest';
import RechargePage from './index';

type Flavour = 'yshop' | 'embedded';
type Row = { id: number; uid: number; nickname: string; orderId: string; price: number; paid: number; payTime: string | null; createTime: string };

const RECHARGES: Row[] = [
  { id: 1, uid: 41316, nickname: '王芳', orderId: '1764000000000000001', price: 100, paid: 1, payTime: '2026-11-02 10:01:00', createTime: '2026-11-02 10:00:00' },
  { id: 2, uid: 41317, nickname: '李强', orderId: '1764000000000000002', price: 20.5, paid: 0, payTime: null, createTime: '2026-11-03 08:00:00' },
];

/** yshop sends the times as epoch ms (2.3) and money as BigDecimal numbers; the embedded server text times (money here as text, which both may send). */
async function setup(flavour: Flavour = 'embedded', roles = ['admin']) {
  const backend = fakeResource<Row>({
    url: 'api/yxUserRecharge',
    records: RECHARGES.map((r) => ({ ...r })),
    toWire: (r) =>
      flavour === 'yshop'
        ? { ...r, rechargeType: 'weixin', refundPrice: 0, payTime: r.payTime === null ? null : epochOf(r.payTime), createTime: epochOf(r.createTime) }
        : { ...r, price: r.price.toFixed(2), rechargeType: 'weixin', refundPrice: '0.00' },
    reads: ['nickname'],
  });
  const http = await fakeHttp(backend.routes);
  const view = renderWithProviders(<RechargePage />, { path: '/price/recharge', session: fakeSession({ roles }).handle });
  await screen.findByText('王芳');
  return { http, ...view };
}

const user = quickUser();
allowSlowScreens();
const errors = captureHttpErrors();

describe('充值管理', () => {
  it.each<Flavour>(['yshop', 'embedded'])('lists recharges with money in 2 decimals, 已支付 / 未支付, times as text and 无 for none; searches by nickname (%s)', async (flavour) => {
    const { table, row } = listTable('充值列表');
    const { http } = await setup(flavour);
    expect(columnHeaders(table())).toEqual(['', 'ID', '昵称', '订单号', '充值金额', '充值类型', '是否支付', '支付时间', '充值时间', '操作']);
    expect(cellTexts(row('王芳')).slice(1, 9)).toEqual(['1', '王芳', '1764000000000000001', '100.00', '微信', '已支付', '2026-11-02 10:01:00', '2026-11-02 10:00:00']);
    expect(cellTexts(row('李强')).slice(1, 9)).toEqual(['2', '李强', '1764000000000000002', '20.50', '微信', '未支付', '无', '2026-11-03 08:00:00']);
    await user.type(screen.getByRole('textbox', { name: '昵称' }), '李');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(calls(http, 'GET api/yxUserRecharge').at(-1)?.params).toEqual({ nickname: '李', page: 0, size: 10, sort: ['id,desc'] }));
    expect(screen.getByRole('button', { name: '导出' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  });

  it('deletes an unpaid recharge after asking; a paid one (a payment record) offers no 删除', async () => {
    const { http, store } = await setup();
    const { row } = listTable('充值列表');
    expect(within(row('王芳')).queryByRole('button', { name: /^删除/ })).not.toBeInTheDocument();
    await user.click(within(row('李强')).getByRole('button', { name: /^删除 李强/ }));
    const popover = screen.getByRole('alertdialog', { name: '提示' });
    expect(popover).toHaveTextContent('确定删除本条数据吗？');
    await user.click(within(popover).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(messages(store)).toContain('success:删除成功'));
    expect(calls(http, 'DELETE api/yxUserRecharge').map((call) => call.data)).toEqual([[2]]);
    await waitFor(() => expect(screen.queryByText('李强')).not.toBeInTheDocument());
    expect(errors).toEqual([]);
  });

  it('shows an operator with yxUserRecharge:list alone the list and 导出, no 删除', async () => {
    await setup('embedded', ['yxUserRecharge:list']);
    expect(screen.getByRole('button', { name: '导出' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^删除/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
  });
});
